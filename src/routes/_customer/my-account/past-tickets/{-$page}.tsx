import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { TicketsListPage } from '@/routes/-components/tickets-page';

/** /my-account/past-tickets[/{page}]. */
export const Route = createFileRoute('/_customer/my-account/past-tickets/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function PastTickets() {
    const { customerId, savedOnly } = Route.useRouteContext();
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
