import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { GroupsList, PartyAccountPage } from '@/routes/_customer/my-account/lotto-party/-party-account';

/** /my-account/lotto-party[/{page}] (spec 3 §2): the customer's groups, six a page. */
export const Route = createFileRoute('/_customer/my-account/lotto-party/{-$page}')({
  params: pageParam,
  component: function PartyGroups() {
    const { customerId } = Route.useRouteContext();
    const { page } = Route.useParams();
    return (
      <PartyAccountPage title="Lotto Party" isList>
        <GroupsList customerId={customerId} page={page} />
      </PartyAccountPage>
    );
  },
});
