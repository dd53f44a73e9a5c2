import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { RecurringListPage } from '@/routes/_customer/my-account/-recurring-pages';

/** /my-account/subscriptions[/{page}] (spec 2 §2): the customer's subscriptions. */
export const Route = createFileRoute('/_customer/my-account/subscriptions/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function SubscriptionsPage() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <RecurringListPage
        kind="subscription"
        page={Route.useParams().page}
        customerId={customerId}
        savedOnly={savedOnly}
      />
    );
  },
});
