/**
 * Cancelling something that cannot be undone (an autoplay, a pre-order): a button, then the
 * question and a red confirmation beside "Keep it", in the page rather than a dialog.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export function ConfirmedCancel({
  label,
  question,
  confirmLabel,
  pending,
  disabled,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Group>
        <Button variant="default" disabled={disabled} onClick={() => setConfirming(true)}>
          {label}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs" role="group" aria-label="Confirm cancelling">
      <Text>{question}</Text>
      <Group>
        <Button color="red" loading={pending} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Group>
    </Stack>
  );
}
