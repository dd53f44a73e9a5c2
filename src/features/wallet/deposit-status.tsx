/**
 * A deposit as the server knows it (spec 3 §2's deposit summary, authorisation, details and cancel
 * pages, and the payment provider's return to checkout): what the address says about the outcome
 * is never trusted, only the server's own record, which follows the gateway's notification. A
 * pending deposit is asked about again until it settles.
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Deposit } from '@contract/schemas/wallet';
import { DEPOSIT_FAILED } from '@contract/wallet-rules';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { depositCalls, walletQueries } from './queries';

const PENDING_POLL_MS = 2000;

export const DEPOSIT_HEADINGS: Record<Deposit['status'], string> = {
  pending: 'Waiting for your bank',
  succeeded: 'Deposit successful',
  failed: 'Deposit failed',
  cancelled: 'Deposit cancelled',
};

export function useDeposit(customerId: string, depositId: string) {
  return useQuery({
    ...walletQueries.deposit(customerId, depositId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

const SUMMARY: Record<Deposit['status'], (deposit: Deposit) => string> = {
  pending: () =>
    'Your bank has not confirmed this deposit yet. It is added to your wallet as soon as it does.',
  succeeded: (deposit) => `${formatMoney(deposit.amount)} is in your wallet.`,
  failed: (deposit) => deposit.message ?? DEPOSIT_FAILED,
  cancelled: () => 'This deposit was cancelled. Nothing was charged.',
};

/** One deposit's facts and outcome, with what the page offers next. */
export function DepositResult({
  customerId,
  depositId,
  actions,
}: {
  customerId: string;
  depositId: string;
  actions?: (deposit: Deposit) => ReactNode;
}) {
  const { data: deposit, isPending, isError } = useDeposit(customerId, depositId);
  if (isPending) return <Skeleton height={160} />;
  if (isError || !deposit) return <Alert color="red">We could not find this deposit.</Alert>;
  const color = { pending: 'blue', succeeded: 'green', failed: 'red', cancelled: 'gray' }[deposit.status];
  return (
    <Stack gap="md">
      <Alert color={color} role="status">
        <Text fw={700}>{DEPOSIT_HEADINGS[deposit.status]}</Text>
        <Text>{SUMMARY[deposit.status](deposit)}</Text>
      </Alert>
      <Card withBorder padding="md">
        <Stack gap={4}>
          <Row label="Amount" value={formatMoney(deposit.amount)} />
          {deposit.fundDescription && <Row label="Paid with" value={deposit.fundDescription} />}
          <Row label="Made" value={longDrawDate(deposit.createdAt)} />
          <Row label="Reference" value={deposit.id} />
          {deposit.status === 'succeeded' && (
            <Row label="Wallet balance now" value={formatMoney(deposit.balance)} />
          )}
        </Stack>
      </Card>
      {actions?.(deposit)}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Gives up a pending deposit; a late answer from the bank then moves no money. */
export function CancelDepositButton({ customerId, deposit }: { customerId: string; deposit: Deposit }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    networkMode: 'always',
    mutationFn: () => depositCalls(queryClient, customerId).cancelDeposit({ depositId: deposit.id }),
  });
  if (deposit.status !== 'pending') return null;
  return (
    <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
      Cancel this deposit
    </Button>
  );
}
