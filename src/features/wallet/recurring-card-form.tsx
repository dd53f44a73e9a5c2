/**
 * A card for recurring purchases (the payment-resolution screen's add-card step): typed in the
 * gateway's frame, kept and made the default, and autoplay then paid from the wallet and this card
 * for what the wallet lacks. `onReady` once both are saved.
 */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/ui/error-alert';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { takesCards } from './card-gateway';
import { AddCardForm } from './gateway-frames';
import { walletMutations, walletQueries } from './queries';

export function RecurringCardForm({ customerId, onReady }: { customerId: string; onReady: () => void }) {
  const methods = useQuery(walletQueries.methods(customerId, 'deposit'));
  const gateways = useQuery(walletQueries.cardGateways(customerId));
  const method = useMutation(walletMutations.setRecurringMethod(customerId));
  const card = methods.data?.find((entry) => entry.code === 'cc');
  const [added, setAdded] = useState(false);
  if (methods.isPending || gateways.isPending) return <Skeleton height={220} />;
  if (!card?.rules.enabled || !gateways.data || !takesCards(gateways.data))
    return <Alert color="gray">Cards cannot be added right now. Please try again later.</Alert>;
  const payWithCard = () => method.mutate('wallet_then_card', { onSuccess: onReady });
  // The card is saved: what is left is to have it pay, tried again here rather than a card added twice.
  if (added)
    return method.isError ? (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert message={GENERIC_ERROR_MESSAGE} />
        <Button onClick={payWithCard}>Pay with this card</Button>
      </Stack>
    ) : (
      <Text role="status">Your card is saved. Setting autoplay to use it…</Text>
    );
  return (
    <AddCardForm
      customerId={customerId}
      gateways={gateways.data}
      kept
      onAdded={() => {
        setAdded(true);
        payWithCard();
      }}
    />
  );
}
