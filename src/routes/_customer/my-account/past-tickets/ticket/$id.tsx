import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import { TicketPage } from '@/routes/_customer/my-account/-tickets-page';

/** /my-account/past-tickets/ticket/{id}: a past order of the customer's, in full. */
export const Route = createFileRoute('/_customer/my-account/past-tickets/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function PastTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketPage
        customerId={customerId}
        savedOnly={savedOnly}
        orderId={Route.useParams().id}
        back="past_products"
      />
    );
  },
});
