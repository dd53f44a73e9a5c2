import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GiveawayListPage } from '@/routes/-components/giveaway-list-page';

/** /daily-winners/special-giveaways[/{page}] (spec 3 §2, §9): the special giveaways, nine a page. */
export const Route = createFileRoute('/daily-winners/special-giveaways/{-$page}')({
  params: pageParam,
  component: function SpecialGiveaways() {
    return (
      <GiveawayListPage
        type="special"
        page={Route.useParams().page}
        customerId={Route.useRouteContext().visitor.customerId()}
      />
    );
  },
});
