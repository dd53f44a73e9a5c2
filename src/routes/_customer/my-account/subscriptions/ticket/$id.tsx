import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import { RecurringTicketPage } from '@/routes/_customer/my-account/-recurring-pages';

/**
 * /my-account/subscriptions/ticket/{id} (spec 2 §2): one subscription, what it buys next, its
 * tickets, cause and status.
 */
export const Route = createFileRoute('/_customer/my-account/subscriptions/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function SubscriptionTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <RecurringTicketPage
        kind="subscription"
        id={Route.useParams().id}
        customerId={customerId}
        savedOnly={savedOnly}
      />
    );
  },
});
