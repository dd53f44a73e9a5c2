/**
 * The customer's lotto party (spec 3 §2, §4, §9): their groups six a page, a group with its invite
 * link and its sessions ten a page, and a session. A page being read again says so (the
 * pagination's fetching flag); the organiser pauses a session's autoplay or turns it on again,
 * and the session is read again after it changed.
 */
import { CardSkeletons } from '@/ui/card-skeleton';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PARTY_MESSAGES, PARTY_NOTIFICATIONS, type AutosessionStatus } from '@contract/lotto-party';
import type { PartyGroup, PartySession } from '@contract/schemas/lotto-party';
import { ApiError, GENERIC_ERROR_MESSAGE, notifications } from '@/api';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { NavLinkTo } from '@/ui/nav-link-to';
import { ConfirmedCancel } from '@/ui/confirmed-cancel';
import { Pager } from '@/ui/pager';
import { InviteLink } from './invite-link';
import { partyCalls, partyQueries } from './queries';

const members = (group: PartyGroup) =>
  `${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'} · organised by ${
    group.isOrganiser ? 'you' : group.organiserName
  }`;

export function GroupsList({ customerId, page }: { customerId: string; page: number }) {
  const groups = useQuery(partyQueries.groups(customerId, page));
  if (groups.isPending) return <CardSkeletons count={1} label="Loading your groups" />;
  if (groups.isError) return <Alert color="red">{GENERIC_ERROR_MESSAGE}</Alert>;
  const { result, pageInfo } = groups.data;
  if (result.length === 0)
    return (
      <Text>
        You are not in a Lotto Party group yet. <NavLinkTo to="/lotto-party">Start one</NavLinkTo>, or ask a
        friend for their group&apos;s invite link.
      </Text>
    );
  return (
    <Stack gap="xs" aria-busy={groups.isFetching}>
      {result.map((group) => (
        <Card key={group.id} withBorder padding="sm">
          <NavLinkTo to="/my-account/lotto-party/group/$id/{-$page}" params={{ id: group.id, page: 1 }}>
            <Text fw={700} span>
              {group.groupName}
            </Text>
          </NavLinkTo>
          <Text size="sm">{members(group)}</Text>
        </Card>
      ))}
      <Pager
        page={page}
        totalPages={pageInfo?.totalPages ?? 1}
        link={(to) => linkOptions({ to: '/my-account/lotto-party/{-$page}', params: { page: to } })}
      />
    </Stack>
  );
}

export function GroupDetail({
  customerId,
  groupId,
  page,
  offer,
}: {
  customerId: string;
  groupId: number;
  page: number;
  offer: SessionOffer;
}) {
  const group = useQuery(partyQueries.group(customerId, groupId));
  const sessions = useQuery(partyQueries.sessions(customerId, groupId, page));
  if (group.isPending || sessions.isPending) return <Skeleton height={200} />;
  if (group.isError || sessions.isError)
    return <Alert color="red">We could not load this Lotto Party group. Try again in a moment.</Alert>;
  return (
    <Stack gap="md">
      <Title order={1}>{group.data.groupName}</Title>
      <Text>{members(group.data)}</Text>
      {group.data.inviteToken && (
        <InviteLink groupName={group.data.groupName} token={group.data.inviteToken} />
      )}
      <Title order={2} size="h3">
        Sessions
      </Title>
      <Stack gap="xs" aria-busy={sessions.isFetching}>
        {sessions.data.result.map((session) => (
          <SessionCard
            key={session.sessionId}
            customerId={customerId}
            session={session}
            organiser={group.data.isOrganiser}
            offer={offer}
          />
        ))}
        <Pager
          page={page}
          totalPages={sessions.data.pageInfo?.totalPages ?? 1}
          link={(to) =>
            linkOptions({
              to: '/my-account/lotto-party/group/$id/{-$page}',
              params: { id: groupId, page: to },
            })
          }
        />
      </Stack>
      {group.data.isOrganiser && (
        <DeleteGroup
          customerId={customerId}
          group={group.data}
          sold={sessions.data.result.some((session) => session.sharesRemaining < session.sharesTotal)}
        />
      )}
    </Stack>
  );
}

/**
 * The organiser deletes a group until its first share is sold (issue 38, point 7); the server
 * checks every session, and says so when one was.
 */
function DeleteGroup({ customerId, group, sold }: { customerId: string; group: PartyGroup; sold: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => partyCalls(queryClient, customerId).deleteGroup(group.id),
    onSuccess: () => {
      notifications.push({ code: 'party_deleted', message: PARTY_MESSAGES.deleted, level: 'success' });
      void navigate({ to: '/my-account/lotto-party/{-$page}', params: { page: 1 } });
    },
  });
  if (sold) return <Text size="sm">Shares of this group have been bought, so it stays.</Text>;
  return (
    <Stack gap="xs">
      <ConfirmedCancel
        label="Delete this group"
        question={`Delete ${group.groupName}? Its sessions go with it, and this cannot be undone.`}
        confirmLabel="Yes, delete the group"
        pending={remove.isPending}
        disabled={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      {remove.isError && (
        <Alert color="red" role="alert">
          {remove.error instanceof ApiError ? remove.error.message : GENERIC_ERROR_MESSAGE}
        </Alert>
      )}
    </Stack>
  );
}

/** A session by its lottery and draw: "Powerball draw 1581, Thursday 26 November 2026". */
export function sessionTitle(session: PartySession): string {
  const draw = session.draws[0];
  return draw ? `${session.lottery} draw ${draw.drawNo}, ${longDrawDate(draw.drawDate)}` : session.lottery;
}

export function SessionFacts({ session }: { session: PartySession }) {
  return (
    <Text size="sm">
      {session.numGames} games · {formatMoney(session.sharePrice)} a share · {session.sharesRemaining} of{' '}
      {session.sharesTotal} shares left
    </Text>
  );
}

/** How a page of the customer's lotto party offers a session's shares (a route brings the cart). */
export type SessionOffer = (session: PartySession) => ReactNode;

const AUTOPLAY_LABELS: Record<AutosessionStatus, string> = {
  on: 'Autoplay on',
  paused: 'Autoplay paused',
  off: 'Just this draw',
};

const AutoplayBadge = ({ status }: { status: AutosessionStatus }) => (
  <Badge variant="light" w="fit-content">
    {AUTOPLAY_LABELS[status]}
  </Badge>
);

function SessionCard({
  customerId,
  session,
  organiser,
  offer,
}: {
  customerId: string;
  session: PartySession;
  organiser: boolean;
  offer: SessionOffer;
}) {
  const queryClient = useQueryClient();
  const edit = useMutation({
    mutationFn: partyCalls(queryClient, customerId).editSession,
    onError: (error) => {
      const off =
        error instanceof ApiError && error.messages.some((message) => message.code === 'autosession_off');
      const notice = off ? PARTY_NOTIFICATIONS.cannotUnpause : PARTY_NOTIFICATIONS.autoplayFailed;
      notifications.push({ code: 'autoplay_update_failed', ...notice, level: 'error' });
    },
  });
  const next: AutosessionStatus | null =
    session.autosessionStatus === 'on' ? 'paused' : session.autosessionStatus === 'paused' ? 'on' : null;
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <NavLinkTo to="/my-account/lotto-party/session/$id" params={{ id: session.sessionId }}>
            {sessionTitle(session)}
          </NavLinkTo>
          <AutoplayBadge status={session.autosessionStatus} />
        </Group>
        <SessionFacts session={session} />
        {offer(session)}
        {organiser && next && (
          <Group>
            <Button
              size="xs"
              variant="default"
              loading={edit.isPending}
              onClick={() => edit.mutate({ sessionId: session.sessionId, status: next })}
            >
              {next === 'paused' ? 'Pause autoplay' : 'Turn autoplay on'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function SessionDetail({
  customerId,
  sessionId,
  offer,
}: {
  customerId: string;
  sessionId: number;
  offer: SessionOffer;
}) {
  const session = useQuery(partyQueries.session(customerId, sessionId));
  if (session.isPending) return <Skeleton height={160} />;
  if (session.isError) return <Alert color="red">We could not load this Lotto Party session.</Alert>;
  return (
    <Stack gap="sm">
      <Title order={1}>{sessionTitle(session.data)}</Title>
      <AutoplayBadge status={session.data.autosessionStatus} />
      <SessionFacts session={session.data} />
      {offer(session.data)}
      <Group gap="md">
        <NavLinkTo to="/my-account/lotto-party/ticket/$id" params={{ id: sessionId }}>
          Your ticket and prize
        </NavLinkTo>
        <NavLinkTo
          to="/my-account/lotto-party/group/$id/{-$page}"
          params={{ id: session.data.groupId, page: 1 }}
        >
          The group
        </NavLinkTo>
      </Group>
    </Stack>
  );
}
