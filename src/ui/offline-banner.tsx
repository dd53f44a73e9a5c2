/**
 * The offline banner (DESIGN, offline and caching): while the device has no connection, every page
 * says so, and what still works. The frame shows it (lazily) when the browser says it is offline.
 */
import { Text } from '@mantine/core';
import classes from './offline-banner.module.css';

export default function OfflineBanner() {
  return (
    <div className={classes.banner} role="status">
      <Text size="sm" fw={600}>
        You are offline. Saved results and tickets still open; buying, deposits and withdrawals need a
        connection.
      </Text>
    </div>
  );
}
