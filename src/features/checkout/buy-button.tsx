/**
 * Buy, driven by the purchase machine: disabled while a purchase runs, refused plainly offline, a
 * retry after a server failure, and on to the receipt once the server has answered.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Receipt } from '@contract/schemas/shop';
import { formatMoney } from '@/lib/money';
import type { Money } from '@contract/schemas/fields';
import { purchaseMachine, type PurchaseAttempt } from './purchase.machine';
import { purchaseWith } from './queries';
import { useOnline } from '@/ui/use-online';

interface BuyButtonProps {
  customerId: string;
  cartReference: string;
  amount: Money;
  /** Buying waits: the wallet is short or a blocked reason stands. */
  waiting: boolean;
  onPurchased: (receipt: Receipt) => void;
  /** How it is bought, when not as the customer's cart (a partner purchase). */
  purchase?: (attempt: PurchaseAttempt) => Promise<Receipt>;
}

export function BuyButton({
  customerId,
  cartReference,
  amount,
  waiting,
  onPurchased,
  purchase,
}: BuyButtonProps) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [snapshot, send] = useMachine(
    purchaseMachine.provide({
      actors: {
        purchase: fromPromise<Receipt, PurchaseAttempt>(({ input }) =>
          (purchase ?? purchaseWith(queryClient, customerId))(input),
        ),
      },
    }),
  );
  const { receipt, error, retryable } = snapshot.context;
  useEffect(() => {
    if (receipt) onPurchased(receipt);
  }, [receipt, onPurchased]);
  const busy = snapshot.matches('purchasing') || snapshot.matches('waiting') || snapshot.matches('purchased');
  return (
    <Stack gap="xs">
      {!online && (
        <Alert color="gray">Paying needs a connection. You are offline: your cart is kept here.</Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {snapshot.matches('failed') && retryable ? (
        <Button size="md" fullWidth onClick={() => send({ type: 'checkout.retry' })}>
          Try again
        </Button>
      ) : (
        <Button
          size="md"
          fullWidth
          loading={busy}
          disabled={waiting || busy}
          onClick={() => send({ type: 'checkout.buy', cartReference })}
        >
          Buy now · {formatMoney(amount)}
        </Button>
      )}
    </Stack>
  );
}
