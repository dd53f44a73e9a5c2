/**
 * Public parties (spec 3 §7's discover calls): the sessions of the groups their organisers opened
 * to anyone, promoted ones first, all or one draw's, each joined by buying shares as an invitee
 * does. A customer's own groups are theirs to find under "Your groups" too.
 */
import { Card, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { SessionFacts, sessionTitle } from '@/features/lotto-party/party-views';
import { partyQueries } from '@/features/lotto-party/queries';
import { ErrorAlert } from '@/ui/error-alert';
import { JoinSessionForm } from '@/routes/-components/join-session-form';

export function PublicParties({ customerId }: { customerId: string }) {
  const [drawId, setDrawId] = useState<number | undefined>();
  // Every draw with a public party, for the choice, read once; the list, by the draw chosen.
  const all = useQuery(partyQueries.discover(customerId));
  const shown = useQuery({ ...partyQueries.discover(customerId, drawId), enabled: drawId !== undefined });
  const sessions = drawId === undefined ? all : shown;
  const draws = new Map(
    (all.data ?? []).flatMap((session) =>
      session.draws.map((draw) => [draw.drawId, `${session.lottery} draw ${draw.drawNo}`] as const),
    ),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="public-parties">
      <Title order={2} size="h3" id="public-parties">
        Public parties
      </Title>
      <Text size="sm">Groups open to anyone: buy shares in their next draw to join.</Text>
      {draws.size > 1 && (
        <NativeSelect
          label="Draw"
          value={drawId === undefined ? '' : String(drawId)}
          data={[
            { value: '', label: 'Every draw' },
            ...[...draws].map(([id, label]) => ({ value: String(id), label })),
          ]}
          onChange={(event) =>
            setDrawId(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
          }
        />
      )}
      {sessions.isPending ? (
        <Skeleton height={120} aria-label="Loading public parties" />
      ) : sessions.isError ? (
        <ErrorAlert message={GENERIC_ERROR_MESSAGE} />
      ) : sessions.data.length === 0 ? (
        <Text>
          No public party is open right now. Start one and choose “Anyone on Lucky Dip”, and others can join
          it here.
        </Text>
      ) : (
        sessions.data.map((session) => (
          <Card
            key={session.sessionId}
            withBorder
            padding="md"
            component="article"
            aria-label={session.groupName}
          >
            <Stack gap="xs">
              <Text fw={700}>{session.groupName}</Text>
              <Text size="sm">{sessionTitle(session)}</Text>
              <SessionFacts session={session} />
              <JoinSessionForm customerId={customerId} session={session} verb="Join with" />
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
