import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage, loadGiveaways } from '@/routes/daily-winners/-giveaway-list-page';
import { useVisitor } from '@/ui/use-hydrated';

/** /daily-winners/daily-giveaways[/{page}] (spec 3 §2, §9): the daily giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/daily-giveaways/{-$page}')({
  params: pageParam,
  loader: loadGiveaways('daily'),
  component: function DailyGiveaways() {
    return (
      <GiveawayListPage type="daily" page={Route.useParams().page} customerId={useVisitor().customerId()} />
    );
  },
});
