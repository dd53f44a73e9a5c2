import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import { RecurringTicketPage } from '@/routes/_customer/my-account/-recurring-pages';

/** /my-account/autoplay/ticket/{id} (spec 2 §2): one autoplay, what it does and its controls. */
export const Route = createFileRoute('/_customer/my-account/autoplay/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function AutoplayTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    return (
      <RecurringTicketPage
        kind="autoplay"
        id={Route.useParams().id}
        customerId={customerId}
        savedOnly={savedOnly}
      />
    );
  },
});
