import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { pageParam } from '@/routes/-components/address-params';
import { GroupsList, PartyAccountPage } from '@/routes/_customer/my-account/lotto-party/-party-account';

/** /my-account/lotto-party[/{page}] (spec 3 §2): the customer's groups, six a page. */
export const Route = createFileRoute('/_customer/my-account/lotto-party/{-$page}')({
  params: pageParam,
  // Gated in the loader, which comes with the page rather than in the entry.
  loader: ({ context }) => requireCapability(context, 'social_syndicates'),
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
