import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam, TicketPage } from '../../../../-components/tickets-page';

/** /my-account/upcoming-tickets/ticket/{id}: one of the customer's orders in full. */
export const Route = createFileRoute('/_customer/my-account/upcoming-tickets/ticket/$id')({
  // The loader's code comes with the page, not in the entry every first visit downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => ({ orderId: orderIdParam(params.id) }),
  component: function UpcomingTicket() {
    const { customerId } = Route.useRouteContext();
    return (
      <TicketPage customerId={customerId} orderId={Route.useLoaderData().orderId} back="upcoming_products" />
    );
  },
});
