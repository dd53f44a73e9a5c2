/**
 * Installing this web app (issue "Results, my tickets and the draw engine"): already installed when
 * it runs in standalone display; the browser's own prompt where it offers one; on iOS Safari, which
 * has none, the Add to Home Screen steps; elsewhere, where the browser's menu has it. The device is
 * only known in the browser, so the prerendered page shows a placeholder until it has hydrated.
 */
import { Alert, Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/ui/use-hydrated';
import { takeEarlyInstallPrompt } from './install-prompt';
import { isIos, isStandalone } from '@/lib/device';

/** Chromium's event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's prompt: the one it sent before this page, or the next it sends. */
function useInstallPrompt(): BeforeInstallPromptEvent | undefined {
  const [prompt, setPrompt] = useState(
    () => takeEarlyInstallPrompt() as BeforeInstallPromptEvent | undefined,
  );
  useEffect(() => {
    const later = (event: Event) => {
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', later);
    return () => window.removeEventListener('beforeinstallprompt', later);
  }, []);
  return prompt;
}

/** Shows the browser's prompt (once per event) and answers what the customer chose. */
async function offer(prompt: BeforeInstallPromptEvent): Promise<'installed' | 'dismissed'> {
  await prompt.prompt();
  return (await prompt.userChoice).outcome === 'accepted' ? 'installed' : 'dismissed';
}

export function InstallThisApp() {
  const hydrated = useHydrated();
  const prompt = useInstallPrompt();
  const [outcome, setOutcome] = useState<'installed' | 'dismissed'>();
  if (!hydrated) return <Skeleton height={96} aria-label="Checking this device" />;
  if (outcome === 'installed' || isStandalone())
    return (
      <Alert color="green" title="Lucky Dip is installed on this device">
        Open it from your home screen or app list: your results and tickets are there, online or not.
      </Alert>
    );
  if (isIos())
    return (
      <Stack gap="xs">
        <Text>In Safari:</Text>
        <List type="ordered">
          <List.Item>Tap the Share button at the bottom of the screen (a square with an arrow).</List.Item>
          <List.Item>Scroll down and tap Add to Home Screen.</List.Item>
          <List.Item>Tap Add. Lucky Dip appears on your home screen.</List.Item>
        </List>
      </Stack>
    );
  if (prompt && outcome === undefined)
    return (
      <Stack gap="xs" align="flex-start">
        <Button size="md" onClick={() => void offer(prompt).then(setOutcome)}>
          Install Lucky Dip
        </Button>
        <Text size="sm" c="dimmed">
          It takes a few seconds and no space to speak of; your results and tickets then open offline.
        </Text>
      </Stack>
    );
  return (
    <Text>
      {outcome === 'dismissed'
        ? 'You can install Lucky Dip later from your browser’s menu.'
        : 'Open your browser’s menu and choose Install app or Add to Home screen.'}
    </Text>
  );
}
