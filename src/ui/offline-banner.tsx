/**
 * The offline banner (DESIGN, offline and caching): while the device has no connection, every page
 * says so, and what still works. Part of the first page's code: it must show when nothing more
 * can be fetched (a first visit, before a service worker holds the app, or where workers are
 * blocked), so it is plain markup that costs the entry a few bytes.
 */
import classes from './offline-banner.module.css';

export function OfflineBanner() {
  return (
    <p className={classes.banner} role="status">
      You are offline. Saved results and tickets still open; buying, deposits and withdrawals need a
      connection.
    </p>
  );
}
