import { createFileRoute } from '@tanstack/react-router';
import { idParam, pageParam } from '@/routes/-components/address-params';
import {
  buyShares,
  GroupDetail,
  PartyAccountPage,
} from '@/routes/_customer/my-account/lotto-party/-party-account';

/** /my-account/lotto-party/group/{id}[/{page}] (spec 3 §2): a group, its invite link and its sessions. */
export const Route = createFileRoute('/_customer/my-account/lotto-party/group/$id/{-$page}')({
  params: {
    parse: (raw: { id: string; page?: string }) => ({ ...idParam.parse(raw), ...pageParam.parse(raw) }),
    stringify: (params: { id: number; page: number }) => ({
      ...idParam.stringify(params),
      ...pageParam.stringify(params),
    }),
  },
  component: function PartyGroup() {
    const { customerId } = Route.useRouteContext();
    const { id, page } = Route.useParams();
    return (
      <PartyAccountPage title="Lotto Party group">
        <GroupDetail customerId={customerId} groupId={id} page={page} offer={buyShares(customerId)} />
      </PartyAccountPage>
    );
  },
});
