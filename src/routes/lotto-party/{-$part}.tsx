import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { PartySession } from '@contract/schemas/lotto-party';
import { formErrors } from '@/api';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GroupsList, SessionFacts, sessionTitle } from '@/features/lotto-party/party-views';
import { partyQueries } from '@/features/lotto-party/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { JoinSessionForm } from '../-components/join-session-form';
import { useJoinSession } from '../-components/use-join-session';

const CreateGroupModal = lazy(() =>
  import('@/features/lotto-party/create-group-modal').then((module) => ({
    default: module.CreateGroupModal,
  })),
);

/**
 * /lotto-party and /lotto-party/group (spec 3 §2, open, social syndicates), one route for both
 * to keep the entry's route table small:
 * - /lotto-party: what a Lotto Party is, the customer's groups, and starting one (the creation
 *   modal, which also opens from the navigation's `?create=1`);
 * - /lotto-party/group?token=: an invite link. The invitee sees the group and the sessions still
 *   on sale, and joins one by buying shares (a visitor signs in first).
 */
export const Route = createFileRoute('/lotto-party/{-$part}')({
  loader: async ({ context, params }) => {
    if (params.part !== undefined && params.part !== 'group') throw notFound();
    await requireCapability(context, 'social_syndicates');
  },
  validateSearch: (search: Record<string, unknown>): { create?: boolean; token?: string } => ({
    // ?create=1, the navigation's way of opening the creation modal.
    create: Boolean(search.create) || undefined,
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: function LottoParty() {
    return Route.useParams().part === 'group' ? <InvitePage /> : <LottoPartyPage />;
  },
});

function LottoPartyPage() {
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId();
  const { create } = Route.useSearch();
  const [opened, setOpened] = useState(Boolean(create));
  const { join, toCheckout } = useJoinSession(customerId);
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Lotto Party" path="/lotto-party" />
      <Stack gap="md">
        <Title order={1}>Lotto Party</Title>
        <Text>
          Play a bigger ticket with friends, family or workmates. Start a group, choose a draw and split the
          ticket into shares: everyone buys their shares, and any prize is split by shares straight into each
          wallet.
        </Text>
        {customerId ? (
          <>
            <Group>
              <Button onClick={() => setOpened(true)}>Start a Lotto Party</Button>
            </Group>
            <Title order={2} size="h3">
              Your groups
            </Title>
            <GroupsList
              customerId={customerId}
              page={1}
              href={(page) => (page === 1 ? '/my-account/lotto-party' : `/my-account/lotto-party/${page}`)}
            />
            {opened && (
              <Suspense fallback={null}>
                <CreateGroupModal
                  customerId={customerId}
                  pricingId={visitor.pricingId() ?? 'standard'}
                  opened={opened}
                  onClose={() => setOpened(false)}
                  onJoin={join}
                  onJoined={toCheckout}
                />
              </Suspense>
            )}
          </>
        ) : (
          <Text>
            <NavLinkTo href="/login?redirect=%2Flotto-party">Log in</NavLinkTo> to start a Lotto Party or see
            your groups.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function InvitePage() {
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId();
  const { token } = Route.useSearch();
  const back = `/lotto-party/group?token=${encodeURIComponent(token ?? '')}`;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Join a Lotto Party" path="/lotto-party/group" />
      <Stack gap="md">
        <Title order={1}>Join a Lotto Party</Title>
        {!token ? (
          <Text>
            This page opens from an invite link. Ask your group&apos;s organiser to send you theirs, or{' '}
            <NavLinkTo href="/lotto-party">start your own Lotto Party</NavLinkTo>.
          </Text>
        ) : customerId ? (
          <Invite customerId={customerId} token={token} />
        ) : (
          <Text>
            <NavLinkTo href={`/login?redirect=${encodeURIComponent(back)}`}>Log in</NavLinkTo> or{' '}
            <NavLinkTo href={`/signup?redirect=${encodeURIComponent(back)}`}>join Lucky Dip</NavLinkTo> to see
            the group that invited you.
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
