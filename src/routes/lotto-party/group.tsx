import { Alert, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { PartySession } from '@contract/schemas/lotto-party';
import { formErrors } from '@/api';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { SessionFacts, sessionTitle } from '@/features/lotto-party/party-views';
import { partyQueries } from '@/features/lotto-party/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { JoinSessionForm } from '@/routes/-components/join-session-form';

/**
 * /lotto-party/group?token= (spec 3 §2, open, social syndicates): an invite link. The invitee sees
 * the group and the sessions still on sale, and joins one by buying shares (a visitor signs in first).
 */
export const Route = createFileRoute('/lotto-party/group')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: InvitePage,
});

function InvitePage() {
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId();
  const { token } = Route.useSearch();
  const back = `/lotto-party/group?token=${encodeURIComponent(token ?? '')}`;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Join a Lotto Party" />
      <Stack gap="md">
        <Title order={1}>Join a Lotto Party</Title>
        {!token ? (
          <Text>
            This page opens from an invite link. Ask your group&apos;s organiser to send you theirs, or{' '}
            <NavLinkTo to="/lotto-party">start your own Lotto Party</NavLinkTo>.
          </Text>
        ) : customerId ? (
          <Invite customerId={customerId} token={token} />
        ) : (
          <Text>
            <NavLinkTo to="/login" search={{ redirect: back }}>
              Log in
            </NavLinkTo>{' '}
            or{' '}
            <NavLinkTo to="/signup" search={{ redirect: back }}>
              join Lucky Dip
            </NavLinkTo>{' '}
            to see the group that invited you.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function Invite({ customerId, token }: { customerId: string; token: string }) {
  const invite = useQuery(partyQueries.invite(customerId, token));
  if (invite.isPending) return <Skeleton height={160} />;
  if (invite.isError)
    return (
      <Alert color="red" role="alert">
        {formErrors(invite.error).general ?? Object.values(formErrors(invite.error))[0]}
      </Alert>
    );
  const { group, sessions } = invite.data;
  return (
    <Stack gap="sm">
      <Text>
        <strong>{group.groupName}</strong>, organised by {group.isOrganiser ? 'you' : group.organiserName},
        has {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}.
      </Text>
      {sessions.length === 0 ? (
        <Text>The group has no draw on sale right now. Check back soon.</Text>
      ) : (
        sessions.map((session) => (
          <SessionOffer key={session.sessionId} customerId={customerId} session={session} />
        ))
      )}
    </Stack>
  );
}

function SessionOffer({ customerId, session }: { customerId: string; session: PartySession }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={700}>{sessionTitle(session)}</Text>
        <SessionFacts session={session} />
        <JoinSessionForm customerId={customerId} session={session} verb="Join with" />
      </Stack>
    </Card>
  );
}
