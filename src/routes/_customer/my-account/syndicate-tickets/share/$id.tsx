import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam, TicketPage } from '@/routes/-components/tickets-page';

/** /my-account/syndicate-tickets/share/{id}: a syndicate share, as any other order. */
export const Route = createFileRoute('/_customer/my-account/syndicate-tickets/share/$id')({
  loader: ({ params }) => ({ orderId: orderIdParam(params.id) }),
  component: function SyndicateShare() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketPage
        customerId={customerId}
        savedOnly={savedOnly}
        orderId={Route.useLoaderData().orderId}
        back="upcoming_products"
      />
    );
  },
});
