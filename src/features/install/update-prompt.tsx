/** "A new version is ready — Reload", shown while an update waits; it never reloads by itself. */
import { Button, Group, Paper, Text } from '@mantine/core';

export function UpdatePrompt({ onReload }: { onReload: () => void }) {
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
        <Button onClick={onReload}>Reload</Button>
      </Group>
    </Paper>
  );
}
