/**
 * Starts error reporting and analytics once the first page is painted and the browser is idle
 * (loaded from main.tsx on demand, so neither SDK nor this code is in the first page's scripts).
 * - Error reporting: when the configuration names a DSN.
 * - Analytics: when it names a key AND the visitor accepted non-essential cookies (or the site
 *   asks no consent); a consent given later starts it then. A page call on every route change,
 *   identify with the customer's traits once their overview is read.
 * The configuration is watched: a prerendered page starts from the build's, then reads the server's.
 */
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorReports } from '@/api';
import { accountQueries } from '@/features/account/queries';
import { readAttribution } from '@/features/auth/attribution';
import { hasCapabilities } from '@/features/capabilities/capabilities';
import { capabilityQueries } from '@/features/capabilities/queries';
import { configQueries } from '@/features/config/queries';
import { analytics, type Traits } from '@/lib/analytics';
import { ANONYMOUS_ID_COOKIE, anonymousId } from '@/lib/anonymous-id';
import { consentIsRequired, createCookieJar, mayWrite, onConsentSaved } from '@/lib/cookies';
import { nextTask } from '@/lib/next-task';
import type { createAppRouter } from './router';

/** A customer's own query (keyed by customerKey), the only kind that can bring their overview. */
const isCustomers = (key: QueryKey) => key[0] === 'customer';

/** The session's campaign (spec 1 §7), as the traits and page properties carry it. */
function campaignTraits(): Traits {
  const { affiliateCode: _, ...campaign } = readAttribution() ?? {};
  return Object.keys(campaign).length > 0 ? { campaign } : {};
}

export function startTelemetry(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): void {
  const { visitor } = router.options.context;
  // Watched, never read from here: the boot reads it. A reading observer would fetch again on
  // subscribing after a failed read (the query stays invalidated), a second request the customer's
  // error page did not ask for.
  const config = new QueryObserver(queryClient, { ...configQueries.site(), enabled: false });
  const consentRequired = () =>
    consentIsRequired(
      hasCapabilities(
        queryClient.getQueryData(capabilityQueries.all().queryKey),
        visitor.segmentName(),
        'cookie_consent',
      ),
      config.getCurrentResult().data,
    );
  const jar = createCookieJar(consentRequired);
  const visitorId = anonymousId(jar);
  let reporting = false;
  let tracking = false;

  const start = () => {
    const site = config.getCurrentResult().data;
    // A configuration kept from an older build has neither part: it waits for the server's.
    if (!site?.errorReporting || !site.analytics) return;
    const { dsn } = site.errorReporting;
    if (!reporting && dsn) {
      reporting = true;
      // Each SDK starts in a task after the one that evaluated it: together they were one of the
      // longest tasks after the first paint (evaluation and setup, 32 ms unthrottled).
      void import('@/features/analytics/error-reporting')
        .then(async ({ startErrorReporting }) => {
          await nextTask();
          return startErrorReporting(dsn, window.location.origin);
        })
        .then(
          (sink) => errorReports.connect(sink),
          (error: unknown) => console.error('error reporting did not load', error),
        );
    }
    const { writeKey, cdnUrl } = site.analytics;
    // Analytics runs when its anonymous-id cookie may be written.
    const consented = mayWrite(ANONYMOUS_ID_COOKIE, jar.consent(), consentRequired()) === 'allowed';
    if (!tracking && writeKey && consented) {
      tracking = true;
      void import('@/features/analytics/segment')
        .then(async ({ loadSegment }) => {
          await nextTask();
          return loadSegment({
            writeKey,
            cdnUrl: new URL(cdnUrl, window.location.origin).href,
            anonymousId: visitorId,
          });
        })
        .then(
          (sink) => analytics.connect(sink),
          (error: unknown) => errorReports.capture(error, { source: 'analytics' }),
        );
    }
  };
  config.subscribe(start);
  onConsentSaved(start);
  start();

  const page = () => analytics.page(campaignTraits());
  page();
  router.subscribe('onResolved', page);

  // identify once per customer, when their overview (favourite numbers) is first read.
  let identified: string | undefined;
  const identify = () => {
    const customerId = visitor.customerId();
    if (!customerId || identified === customerId) return;
    const overview = queryClient.getQueryData(accountQueries.customer(customerId).queryKey);
    if (!overview) return;
    identified = customerId;
    analytics.identify(customerId, { favourite_numbers: overview.favouriteNumbers, ...campaignTraits() });
  };
  identify();
  // Only a customer's query that arrives or is read can bring the overview. The cache's other events
  // are many while a page starts, and each asked for the cookies (measured: half the page's time
  // reading them).
  queryClient.getQueryCache().subscribe((event) => {
    // The cache's events carry untyped keys.
    if (!isCustomers(event.query.queryKey as QueryKey)) return;
    if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) identify();
  });
}
