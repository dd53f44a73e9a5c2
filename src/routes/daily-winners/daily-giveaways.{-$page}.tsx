import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage } from '@/routes/-components/giveaway-list-page';

/** /daily-winners/daily-giveaways[/{page}] (spec 3 §2, §9): the daily giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/daily-giveaways/{-$page}')({
  params: pageParam,
  component: function DailyGiveaways() {
    return (
      <GiveawayListPage
        type="daily"
        page={Route.useParams().page}
        customerId={Route.useRouteContext().visitor.customerId()}
      />
    );
  },
});
