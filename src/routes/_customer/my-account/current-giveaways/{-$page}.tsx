import { createFileRoute } from '@tanstack/react-router';
import { membershipQueries } from '@/features/daily-winners/queries';
import { AccountGiveaways } from '@/routes/_customer/my-account/-account-giveaways';
import { pageParam } from '@/routes/-components/address-params';

/** /my-account/current-giveaways[/{page}] (spec 1 §2, giveaway entries). */
export const Route = createFileRoute('/_customer/my-account/current-giveaways/{-$page}')({
  params: pageParam,
  loader: ({ context }) => context.queryClient.ensureQueryData(membershipQueries.config()),
  component: function CurrentGiveaways() {
    return (
      <AccountGiveaways
        status="current"
        customerId={Route.useRouteContext().customerId}
        page={Route.useParams().page}
      />
    );
  },
});
