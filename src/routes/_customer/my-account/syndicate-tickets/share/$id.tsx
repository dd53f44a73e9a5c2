import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam, TicketPage } from '../../../../-components/tickets-page';

/** /my-account/syndicate-tickets/share/{id}: a syndicate share, as any other order. */
export const Route = createFileRoute('/_customer/my-account/syndicate-tickets/share/$id')({
  // The loader's code comes with the page, not in the entry every first visit downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => ({ orderId: orderIdParam(params.id) }),
  component: function SyndicateShare() {
    const { customerId } = Route.useRouteContext();
    return (
      <TicketPage customerId={customerId} orderId={Route.useLoaderData().orderId} back="upcoming_products" />
    );
  },
});
