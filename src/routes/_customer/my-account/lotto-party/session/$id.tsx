import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/routes/-components/address-params';
import {
  buyShares,
  PartyAccountPage,
  SessionDetail,
} from '@/routes/_customer/my-account/lotto-party/-party-account';

/** /my-account/lotto-party/session/{id} (spec 3 §2): one session of a group of the customer's. */
export const Route = createFileRoute('/_customer/my-account/lotto-party/session/$id')({
  params: idParam,
  component: function PartySession() {
    const { customerId } = Route.useRouteContext();
    const { id } = Route.useParams();
    return (
      <PartyAccountPage title="Lotto Party session">
        <SessionDetail customerId={customerId} sessionId={id} offer={buyShares(customerId)} />
      </PartyAccountPage>
    );
  },
});
