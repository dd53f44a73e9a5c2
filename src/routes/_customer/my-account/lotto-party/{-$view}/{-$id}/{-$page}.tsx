import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PARTY_NOTIFICATIONS } from '@contract/lotto-party';
import { pageNumber } from '@contract/paging';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { ticketQueries } from '@/features/results/queries';
import { OrderDetail } from '@/features/results/ticket-views';
import type { SessionOffer } from '@/features/lotto-party/party-views';
import { NavLinkTo } from '@/ui/nav-link-to';
import { orderIdParam } from '@/routes/-components/tickets-page';

// Groups and sessions are read from the server, and shares are bought there, so their views are
// not kept for offline use; the ticket is.
const views = () => import('@/features/lotto-party/party-views');
const GroupsList = lazy(() => views().then((module) => ({ default: module.GroupsList })));
const GroupDetail = lazy(() => views().then((module) => ({ default: module.GroupDetail })));
const SessionDetail = lazy(() => views().then((module) => ({ default: module.SessionDetail })));
const JoinSessionForm = lazy(() =>
  import('@/routes/-components/join-session-form').then((module) => ({
    default: module.JoinSessionForm,
  })),
);

const TITLES = {
  groups: 'Lotto Party',
  group: 'Lotto Party group',
  session: 'Lotto Party session',
  ticket: 'Your Lotto Party ticket',
} as const;
type View = keyof typeof TITLES;
const DETAILS = new Set<string>(['group', 'session', 'ticket']);
const LIST = '/my-account/lotto-party';

/** Which view an address is, or not found: a page of groups, or a view of one group, session or ticket. */
function viewOf(params: { view?: string; id?: string; page?: string }) {
  const { view, id, page } = params;
  if (view === undefined || (/^\d+$/.test(view) && id === undefined))
    return { view: 'groups' as View, id: 0, page: pageNumber(view) };
  if (!DETAILS.has(view) || id === undefined || (page !== undefined && view !== 'group')) throw notFound();
  return { view: view as View, id: orderIdParam(id), page: pageNumber(page) };
}

/**
 * The customer's lotto party (spec 3 §2), one route for every view of it, which keeps the entry's
 * route table small:
 * - /my-account/lotto-party[/{page}]: their groups, six a page;
 * - /my-account/lotto-party/group/{id}[/{page}]: a group, its invite link and its sessions;
 * - /my-account/lotto-party/session/{id}: one session of a group of theirs;
 * - /my-account/lotto-party/ticket/{id} (viewing orders): their shares in a session, its group
 *   ticket and their part of any prize, saved for reading offline.
 */
export const Route = createFileRoute('/_customer/my-account/lotto-party/{-$view}/{-$id}/{-$page}')({
  // Gated in the loader, which loads with the page: the entry's route table stays small.
  loader: async ({ context, params }) => {
    const found = viewOf(params);
    await requireCapability(
      context,
      found.view === 'ticket' ? ['social_syndicates', 'viewing_orders'] : 'social_syndicates',
    );
    return found;
  },
  component: function LottoPartyAccount() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { view, id, page } = Route.useLoaderData();
    const base = view === 'groups' ? LIST : `${LIST}/${view}/${id}`;
    const href = (number: number) => (number === 1 ? base : `${base}/${number}`);
    // A member buys (more) shares in a session still on sale from its group's page or its own.
    const offer: SessionOffer = (session) => (
      <JoinSessionForm customerId={customerId} session={session} verb="Buy" />
    );
    return (
      <Container size="md" py="xl">
        <SitePageMeta title={TITLES[view]} path={href(page)} />
        <Stack gap="md">
          {view === 'groups' ? (
            <Title order={1}>Lotto Party</Title>
          ) : (
            <NavLinkTo href={LIST}>
              <span aria-hidden="true">← </span>
              Lotto Party
            </NavLinkTo>
          )}
          {view === 'ticket' ? (
            <OrderDetail
              options={ticketQueries.sessionOrder(customerId, id)}
              savedOnly={savedOnly}
              error={PARTY_NOTIFICATIONS.orderNotLoaded}
            />
          ) : (
            <Suspense fallback={null}>
              {view === 'groups' && <GroupsList customerId={customerId} page={page} href={href} />}
              {view === 'group' && (
                <GroupDetail customerId={customerId} groupId={id} page={page} href={href} offer={offer} />
              )}
              {view === 'session' && <SessionDetail customerId={customerId} sessionId={id} offer={offer} />}
            </Suspense>
          )}
          {view === 'groups' && <NavLinkTo href="/lotto-party?create=1">Start a Lotto Party</NavLinkTo>}
        </Stack>
      </Container>
    );
  },
});
