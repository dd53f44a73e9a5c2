/**
 * Sharing a page (issue 41): through the device's own share sheet where the browser has one (the
 * Web Share API), else the link is copied, and where even that is refused the link is shown to
 * copy by hand. A dismissed share sheet is the customer's choice, not a failure.
 */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useHydrated } from './use-hydrated';

export interface Shared {
  title: string;
  text: string;
  /** An address, whole (with the site's origin) or a path of this site. */
  url: string;
}

export function ShareButton({ shared, label = 'Share' }: { shared: Shared; label?: string }) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'copied' | 'refused'>();
  // Before hydration nothing is known of the browser: the button reads as most browsers have it.
  const canShare = !hydrated || typeof navigator.share === 'function';
  const url = hydrated ? new URL(shared.url, window.location.origin).href : shared.url;
  const share = async () => {
    if (canShare) {
      await navigator.share({ ...shared, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('refused');
    }
  };
  return (
    <Group gap="xs" className="no-print">
      <Button variant="light" onClick={() => void share()}>
        {canShare ? label : 'Copy link'}
      </Button>
      <Text size="sm" role="status">
        {outcome === 'copied' ? 'Link copied' : outcome === 'refused' ? `Copy this link: ${url}` : ''}
      </Text>
    </Group>
  );
}
