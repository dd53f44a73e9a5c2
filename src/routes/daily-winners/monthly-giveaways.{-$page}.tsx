import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage } from '@/routes/-components/giveaway-list-page';

/** /daily-winners/monthly-giveaways[/{page}] (spec 3 §2, §9): the monthly giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/monthly-giveaways/{-$page}')({
  params: pageParam,
  component: function MonthlyGiveaways() {
    return (
      <GiveawayListPage
        type="monthly"
        page={Route.useParams().page}
        customerId={Route.useRouteContext().visitor.customerId()}
      />
    );
  },
});
