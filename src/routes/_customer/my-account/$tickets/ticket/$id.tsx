import { createFileRoute, notFound } from '@tanstack/react-router';
import type { OrderList } from '@contract/schemas/results';
import { orderIdParam, TicketPage } from '@/routes/-components/tickets-page';

const LISTS: Record<string, OrderList> = {
  'upcoming-tickets': 'upcoming_products',
  'past-tickets': 'past_products',
};

/**
 * /my-account/upcoming-tickets/ticket/{id} and /past-tickets/ticket/{id}: one of the customer's
 * orders in full. One route for both keeps the entry's route table small.
 */
export const Route = createFileRoute('/_customer/my-account/$tickets/ticket/$id')({
  loader: ({ params }) => {
    const list = LISTS[params.tickets];
    if (!list) throw notFound();
    return { list, orderId: orderIdParam(params.id) };
  },
  component: function Ticket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { list, orderId } = Route.useLoaderData();
    return <TicketPage customerId={customerId} savedOnly={savedOnly} orderId={orderId} back={list} />;
  },
});
