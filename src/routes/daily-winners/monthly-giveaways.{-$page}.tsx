import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage, loadGiveaways } from '@/routes/daily-winners/-giveaway-list-page';
import { useVisitor } from '@/ui/use-hydrated';

/** /daily-winners/monthly-giveaways[/{page}] (spec 3 §2, §9): the monthly giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/monthly-giveaways/{-$page}')({
  params: pageParam,
  loader: loadGiveaways('monthly'),
  component: function MonthlyGiveaways() {
    return (
      <GiveawayListPage type="monthly" page={Route.useParams().page} customerId={useVisitor().customerId()} />
    );
  },
});
