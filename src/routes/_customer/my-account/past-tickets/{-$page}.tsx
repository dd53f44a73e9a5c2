import { createFileRoute } from '@tanstack/react-router';
import { useResultsSeen } from '@/features/notifications/app-badge';
import { pageParam } from '@/routes/-components/address-params';
import { TicketsListPage } from '@/routes/_customer/my-account/-tickets-page';

/** /my-account/past-tickets[/{page}]: seeing it clears the app badge of results not seen. */
export const Route = createFileRoute('/_customer/my-account/past-tickets/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function PastTickets() {
    const { customerId, savedOnly } = Route.useRouteContext();
    useResultsSeen(customerId);
    return (
      <TicketsListPage
        customerId={customerId}
        savedOnly={savedOnly}
        list="past_products"
        page={Route.useParams().page}
      />
    );
  },
});
