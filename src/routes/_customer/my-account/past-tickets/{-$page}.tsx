import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@contract/paging';
import { TicketsListPage } from '@/routes/-components/tickets-page';

/** /my-account/past-tickets[/{page}]. */
export const Route = createFileRoute('/_customer/my-account/past-tickets/{-$page}')({
  component: function PastTickets() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketsListPage
        customerId={customerId}
        savedOnly={savedOnly}
        list="past_products"
        page={pageNumber(Route.useParams().page)}
      />
    );
  },
});
