/**
 * The cookie consent banner (cookie-consent capability): essential cookies always, non-essential
 * only when accepted. It shows until a choice is saved; the footer can reopen it. Saving a choice
 * deletes the cookies of any category refused.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { CookieJar } from '@/lib/cookies';
import { useHydrated } from '@/ui/use-hydrated';
import classes from './consent-banner.module.css';

export function ConsentBanner({
  jar,
  policyHref,
  forceOpen = false,
  onClose,
}: {
  jar: CookieJar;
  policyHref: string;
  forceOpen?: boolean;
  onClose?: () => void;
}) {
  // A prerendered page's HTML is every visitor's: while React hydrates it, the cookie is not read
  // and the banner stays in the page, shown by CSS where no choice was saved (`data-pending`).
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  const decided = saved || (hydrated && jar.consent() !== undefined);
  if (decided && !forceOpen) return null;
  const choose = (nonEssential: boolean) => {
    jar.saveConsent(nonEssential ? ['essential', 'non_essential'] : ['essential']);
    setSaved(true);
    onClose?.();
  };
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      shadow="md"
      p="md"
      withBorder
      className={classes.banner}
      data-pending={hydrated ? undefined : ''}
    >
      <Text size="sm" mb="sm">
        We use essential cookies to keep you signed in and your cart safe. With your permission we also use
        non-essential cookies to understand how Lucky Dip is used and who referred you.{' '}
        <a href={policyHref}>Cookie policy</a>
      </Text>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={() => choose(false)}>
          Essential only
        </Button>
        <Button onClick={() => choose(true)}>Accept all cookies</Button>
      </Group>
    </Paper>
  );
}
