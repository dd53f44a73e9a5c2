import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { TicketsListPage } from '@/routes/_customer/my-account/-tickets-page';

/** /my-account/upcoming-tickets[/{page}]. */
export const Route = createFileRoute('/_customer/my-account/upcoming-tickets/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function UpcomingTickets() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketsListPage
        customerId={customerId}
        savedOnly={savedOnly}
        list="upcoming_products"
        page={Route.useParams().page}
      />
    );
  },
});
