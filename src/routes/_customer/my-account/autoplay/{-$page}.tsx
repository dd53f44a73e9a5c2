import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { RecurringListPage } from '@/routes/_customer/my-account/-recurring-pages';

/** /my-account/autoplay[/{page}] (spec 2 §2): the customer's tickets on autoplay. */
export const Route = createFileRoute('/_customer/my-account/autoplay/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function AutoplayPage() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <RecurringListPage
        kind="autoplay"
        page={Route.useParams().page}
        customerId={customerId}
        savedOnly={savedOnly}
      />
    );
  },
});
