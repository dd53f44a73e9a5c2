import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import { TicketPage } from '@/routes/_customer/my-account/-tickets-page';

/** /my-account/upcoming-tickets/ticket/{id}: a current order of the customer's, in full. */
export const Route = createFileRoute('/_customer/my-account/upcoming-tickets/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function UpcomingTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketPage
        customerId={customerId}
        savedOnly={savedOnly}
        orderId={Route.useParams().id}
        back="upcoming_products"
      />
    );
  },
});
