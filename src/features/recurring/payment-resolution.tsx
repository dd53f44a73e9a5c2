/**
 * The payment-resolution screen (spec 2 §3, §4, read from GET /payment_resolutions): what autoplay
 * or a subscription could not buy and why, how they are paid now, and the steps to put it right
 * (change how they are paid, add a card, then try again), through ./payment-resolution.machine.
 * How they are paid and the card are the wallet's forms, passed in by the route.
 */
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { PaymentResolution } from '@contract/schemas/shop';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { formatMoney } from '@/lib/money';
import { recurringLink } from '@/lib/recurring';
import { ErrorAlert } from '@/ui/error-alert';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useOnline } from '@/ui/use-online';
import { recurringCalls, recurringQueries } from './queries';
import { paymentResolutionMachine, type ResolutionEvent } from './payment-resolution.machine';
import { unpaid } from './resolution';

/** How recurring purchases are paid now, in the customer's words. */
function payingLine(resolution: PaymentResolution): string {
  const balance = resolution.fundSource ? ` (${formatMoney(resolution.fundSource.balance)} now)` : '';
  const card = resolution.fundSource?.card;
  return resolution.fundKind === 'cc' && card
    ? `From your wallet${balance}, then your ${card} pays what the wallet lacks.`
    : `From your wallet only${balance}: nothing pays what it lacks.`;
}

function Unpaid({ resolution }: { resolution: PaymentResolution }) {
  const entries = unpaid(resolution);
  if (entries.length === 0)
    return (
      <Text>Nothing is waiting to be paid: your autoplay and subscriptions buy their tickets as usual.</Text>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="unpaid">
      <Title order={2} size="h4" id="unpaid">
        Not bought
      </Title>
      {entries.map((entry) => (
        <Card key={entry.autoplayId} withBorder padding="sm">
          <Stack gap={4}>
            {entry.autoplayId !== null && (
              <Anchor
                component={NavLinkTo}
                link={recurringLink({ type: entry.type, autoplayId: entry.autoplayId })}
                underline="always"
                fw={600}
              >
                {entry.description}
              </Anchor>
            )}
            {entry.message && <Text size="sm">{entry.message}</Text>}
            <Text size="sm" c="dimmed">
              {entry.waits
                ? 'It waits for you: nothing more is bought until it is sorted out.'
                : 'We try again while sales for the draw are open.'}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function PaymentResolutionScreen({
  customerId,
  changeFund,
  addCard,
}: {
  customerId: string;
  /** The wallet's choice of how recurring purchases are paid; `done` once it is saved. */
  changeFund: (done: () => void) => ReactNode;
  /** The wallet's new card, kept to pay what the wallet lacks; `done` once it does. */
  addCard: (done: () => void) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const machine = useMemo(() => {
    const calls = recurringCalls(queryClient, customerId);
    const read = () =>
      queryClient.fetchQuery({ ...recurringQueries.paymentResolution(customerId), staleTime: 0 });
    return paymentResolutionMachine.provide({
      actors: {
        load: fromPromise(read),
        retry: fromPromise(async () => ({ bought: await calls.sync(), resolution: await read() })),
      },
    });
  }, [queryClient, customerId]);
  const [snapshot, send] = useMachine(machine);
  const { resolution, retryError, bought } = snapshot.context;
  const on = (type: ResolutionEvent['type']) => () => send({ type });

  // Read again after a change: what was read stays until the new answer replaces it.
  if (snapshot.matches('loading') && !resolution)
    return <Skeleton height={220} aria-label="Loading what could not be paid" />;
  if (snapshot.matches('loadFailed') || !resolution)
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert message={GENERIC_ERROR_MESSAGE} />
        <Button variant="light" onClick={on('resolution.reload')} disabled={!online}>
          Try again
        </Button>
      </Stack>
    );

  const retry = (label: string, variant?: 'light') => (
    <Button
      variant={variant}
      loading={snapshot.matches('retrying')}
      disabled={!online || !snapshot.can({ type: 'resolution.retry' })}
      onClick={on('resolution.retry')}
    >
      {label}
    </Button>
  );
  const anyUnpaid = unpaid(resolution).length > 0;

  return (
    <Stack gap="lg">
      <Unpaid resolution={resolution} />
      {/* At the first step the wallet's own form says how they are paid. */}
      {!(snapshot.matches('loaded') && snapshot.context.step === 'change-fund') && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            How autoplay and subscriptions are paid
          </Title>
          <Text>{payingLine(resolution)}</Text>
        </Stack>
      )}
      {snapshot.matches('completed') ? (
        <Alert color="teal" title="Sorted" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {bought !== null && bought > 0
                ? `Done: ${bought === 1 ? 'your ticket is' : `${bought} tickets are`} bought.`
                : 'It is on again and buys its next draw when it opens.'}
            </Text>
            <NavLinkTo to="/my-account/autoplay/{-$page}" params={{ page: 1 }}>
              Your autoplay
            </NavLinkTo>
          </Stack>
        </Alert>
      ) : snapshot.matches('failed') ? (
        <Stack gap="sm">
          <Alert color="red" title="We still could not buy it" role="alert">
            {retryError}
          </Alert>
          <Group gap="sm">
            <Button variant="light" onClick={on('resolution.addCard')}>
              Add another card
            </Button>
            <Button variant="light" onClick={on('resolution.changeFund')}>
              Change how they are paid
            </Button>
            {retry('Try again now', 'light')}
          </Group>
        </Stack>
      ) : snapshot.context.step === 'add-card' ? (
        <Stack gap="sm" component="section" aria-labelledby="resolution-step">
          <Title order={2} size="h4" id="resolution-step">
            Add a card
          </Title>
          <Text size="sm">
            It pays what your wallet lacks when autoplay or a subscription buys a ticket, and is kept in Cards
            and accounts, where you can remove it.
          </Text>
          {addCard(on('resolution.methodUpdated'))}
          <Group>
            <Button variant="subtle" onClick={on('resolution.changeFund')}>
              Back
            </Button>
          </Group>
        </Stack>
      ) : snapshot.context.step === 'payment-method-updated' ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="teal" role="status" w="100%">
            Your payment method is updated.
          </Alert>
          {anyUnpaid && retry('Try again now')}
        </Stack>
      ) : (
        <Stack gap="sm">
          {changeFund(on('resolution.methodUpdated'))}
          <Group gap="sm">
            <Button variant="light" onClick={on('resolution.addCard')}>
              Add a card
            </Button>
            <Button variant="default" component={NavLinkTo} link={{ to: '/my-account/deposit' }}>
              Top up your wallet
            </Button>
          </Group>
          {anyUnpaid && (
            <Stack gap={4} align="flex-start">
              <Text size="sm">Topped up already? Have it tried again:</Text>
              {retry('Try again now', 'light')}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
