import { createFileRoute } from '@tanstack/react-router';
import { PARTY_NOTIFICATIONS } from '@contract/lotto-party';
import { ticketQueries } from '@/features/results/queries';
import { OrderDetail } from '@/features/results/ticket-views';
import { idParam } from '@/routes/-components/address-params';
import { PartyAccountPage } from '@/routes/_customer/my-account/lotto-party/-party-account';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';

/**
 * /my-account/lotto-party/ticket/{id} (spec 3 §2, viewing orders): the customer's shares in a
 * session, its group ticket and their part of any prize, saved for reading offline.
 */
export const Route = createFileRoute('/_customer/my-account/lotto-party/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  component: function PartyTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { id } = Route.useParams();
    return (
      <PartyAccountPage title="Your Lotto Party ticket">
        <OrderDetail
          options={ticketQueries.sessionOrder(customerId, id)}
          savedOnly={savedOnly}
          error={PARTY_NOTIFICATIONS.orderNotLoaded}
          picture={usePrizePictures()}
        />
      </PartyAccountPage>
    );
  },
});
