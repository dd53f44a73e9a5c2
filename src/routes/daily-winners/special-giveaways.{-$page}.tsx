import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage, loadGiveaways } from '@/routes/daily-winners/-giveaway-list-page';
import { useVisitor } from '@/ui/use-hydrated';

/** /daily-winners/special-giveaways[/{page}] (spec 3 §2, §9): the special giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/special-giveaways/{-$page}')({
  params: pageParam,
  loader: loadGiveaways('special'),
  component: function SpecialGiveaways() {
    return (
      <GiveawayListPage type="special" page={Route.useParams().page} customerId={useVisitor().customerId()} />
    );
  },
});
