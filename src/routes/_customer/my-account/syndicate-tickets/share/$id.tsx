import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import { TicketPage } from '@/routes/_customer/my-account/-tickets-page';

/** /my-account/syndicate-tickets/share/{id}: a syndicate share, as any other order. */
export const Route = createFileRoute('/_customer/my-account/syndicate-tickets/share/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function SyndicateShare() {
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
