import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam, TicketPage } from '../../../../-components/tickets-page';

/** /my-account/past-tickets/ticket/{id}: one of the customer's orders in full. */
export const Route = createFileRoute('/_customer/my-account/past-tickets/ticket/$id')({
  // The loader's code comes with the page, not in the entry every first visit downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => ({ orderId: orderIdParam(params.id) }),
  component: function PastTicket() {
    const { customerId } = Route.useRouteContext();
    return (
      <TicketPage customerId={customerId} orderId={Route.useLoaderData().orderId} back="past_products" />
    );
  },
});
