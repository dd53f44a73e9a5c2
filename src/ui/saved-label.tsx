/**
 * "Saved on this device, last updated {time}" (DESIGN, offline and caching): shown beside data the
 * page reads from the device because the network cannot be reached (offline, or the refresh failed),
 * or because it is a signed-out customer's kept snapshot.
 */
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOnline } from './use-online';
import { SITE_LOCALE } from '@/lib/site-locale';

const updatedFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export function SavedLabel({
  query,
  kept = false,
}: {
  query: Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'isPaused' | 'isRefetchError'>;
  /** Read from the device whatever the network: a snapshot kept after the session ended. */
  kept?: boolean;
}) {
  const online = useOnline();
  const fromDevice = query.data !== undefined && (kept || !online || query.isPaused || query.isRefetchError);
  if (!fromDevice) return null;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="saved-label">
      Saved on this device, last updated {updatedFormat.format(query.dataUpdatedAt)}
    </Text>
  );
}
