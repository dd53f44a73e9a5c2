import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { UpdateState } from './service-worker';

export function UpdatePrompt({ update }: { update: UpdateState }) {
  const waiting = useSyncExternalStore(update.subscribe, () => update.waiting);
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      p="md"
      withBorder
      // At the top: the bottom of the screen belongs to toasts and the cookie banner.
      style={{
        position: 'fixed',
        insetInline: 16,
        top: 16,
        maxWidth: 400,
        marginInline: 'auto',
        zIndex: 99996,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>A new version is ready</Text>
        <Button onClick={update.apply}>Reload</Button>
      </Group>
    </Paper>
  );
}
