import { Container, Stack, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { SessionOffer } from '@/features/lotto-party/party-views';
import { NavLinkTo } from '@/ui/nav-link-to';

// Groups and sessions are read from the server, and shares are bought there, so their views are
// not kept for offline use; the ticket is.
const views = () => import(/* online-only */ '@/features/lotto-party/party-views');
export const GroupsList = lazy(() => views().then((module) => ({ default: module.GroupsList })));
export const GroupDetail = lazy(() => views().then((module) => ({ default: module.GroupDetail })));
export const SessionDetail = lazy(() => views().then((module) => ({ default: module.SessionDetail })));
const JoinSessionForm = lazy(() =>
  import(/* online-only */ '@/routes/-components/join-session-form').then((module) => ({
    default: module.JoinSessionForm,
  })),
);

/** A member buys (more) shares in a session still on sale from its group's page or its own. */
export const buyShares =
  (customerId: string): SessionOffer =>
  (session) => <JoinSessionForm customerId={customerId} session={session} verb="Buy" />;

/**
 * The frame of the customer's lotto party pages (spec 3 §2): the list of their groups is headed by
 * its title and offers to start one; a group, a session or a ticket leads back to the list.
 */
export function PartyAccountPage({
  title,
  isList = false,
  children,
}: {
  title: string;
  isList?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={title} />
      <Stack gap="md">
        {isList ? (
          <Title order={1}>{title}</Title>
        ) : (
          <NavLinkTo to="/my-account/lotto-party/{-$page}" params={{ page: 1 }}>
            <span aria-hidden="true">← </span>
            Lotto Party
          </NavLinkTo>
        )}
        <Suspense fallback={null}>{children}</Suspense>
        {isList && (
          <NavLinkTo to="/lotto-party" search={{ create: true }}>
            Start a Lotto Party
          </NavLinkTo>
        )}
      </Stack>
    </Container>
  );
}
