import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@contract/paging';
import { TicketsListPage } from '@/routes/-components/tickets-page';

/** /my-account/upcoming-tickets[/{page}]. */
export const Route = createFileRoute('/_customer/my-account/upcoming-tickets/{-$page}')({
  component: function UpcomingTickets() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <TicketsListPage
        customerId={customerId}
        savedOnly={savedOnly}
        list="upcoming_products"
        page={pageNumber(Route.useParams().page)}
      />
    );
  },
});
