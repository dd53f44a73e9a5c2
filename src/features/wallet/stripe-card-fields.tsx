/**
 * Stripe's own card fields (Stripe.js's card element), where Stripe is the card gateway: the card
 * is typed inside Stripe's frame and confirms the setup intent whose client secret the server gave,
 * so the app never sees its number; the intent's id is what the app saves. Loaded only for a
 * customer adding a card through Stripe, and Stripe.js only then (its script comes from Stripe).
 */
import { Button, Stack, Text } from '@mantine/core';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { CARD_NOT_ACCEPTED, STRIPE_UNAVAILABLE } from '@contract/wallet-rules';

export default function StripeCardFields({
  publishableKey,
  clientSecret,
  onCard,
}: {
  publishableKey: string;
  clientSecret: string;
  /** The confirmed setup intent's id. */
  onCard: (setupIntent: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let current = true;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (!current || !host.current) return;
        if (!stripe) return setError(STRIPE_UNAVAILABLE);
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(host.current);
        setFields({ stripe, card });
      },
      () => setError(STRIPE_UNAVAILABLE),
    );
    return () => {
      current = false;
      card?.destroy();
    };
  }, [publishableKey]);

  const confirm = async () => {
    if (!fields || confirming) return;
    setConfirming(true);
    setError(null);
    const result = await fields.stripe.confirmCardSetup(clientSecret, {
      payment_method: { card: fields.card },
    });
    setConfirming(false);
    if (result.error) setError(result.error.message ?? CARD_NOT_ACCEPTED);
    else onCard(result.setupIntent.id);
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Card details
      </Text>
      <div
        ref={host}
        style={{ padding: 10, border: '1px solid var(--mantine-color-gray-5)', borderRadius: 6 }}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={() => void confirm()} loading={confirming} disabled={!fields}>
        Use this card
      </Button>
    </Stack>
  );
}
