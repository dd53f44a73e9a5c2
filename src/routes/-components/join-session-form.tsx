import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PartySession } from '@contract/schemas/lotto-party';
import { formErrors } from '@/api';
import { useJoinSession } from '@/routes/lotto-party/-use-join-session';

/**
 * Buying shares in a lotto party session whose draw is still on sale, for an invitee (joining)
 * or a member (buying more): the shares go in the cart and the customer pays at checkout.
 */
export function JoinSessionForm({
  customerId,
  session,
  verb,
}: {
  customerId: string;
  session: PartySession;
  verb: 'Join with' | 'Buy';
}) {
  const { join, toCheckout, joining, error } = useJoinSession(customerId);
  const [shares, setShares] = useState('1');
  if (!session.draws[0]?.isOpen || session.sharesRemaining === 0) return null;
  const count = Number(shares) || 0;
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label="Shares"
        inputMode="numeric"
        value={shares}
        onChange={(event) => setShares(event.currentTarget.value)}
        error={error ? Object.values(formErrors(error))[0] : undefined}
        w={120}
      />
      <Button loading={joining} onClick={() => void join(session, count).then(toCheckout, () => undefined)}>
        {verb} {count} {count === 1 ? 'share' : 'shares'}
      </Button>
    </Group>
  );
}
