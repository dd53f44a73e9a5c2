/**
 * Boot: a prerendered page hydrates from the state it carries; any other page restores the
 * persisted query cache first (so offline starts render from it) and renders. Once it has painted
 * and the browser is idle, the service worker is registered.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-styles.css';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { errorReports, session } from './api';
import { contentQueries } from './features/content/queries';
import { cookieSessionPort, customerJar } from './features/auth/customer-cookies';
import { beginSignOut, tellServer } from './features/auth/begin-sign-out';
import { leaveExpiredSession } from './features/auth/session-paths';
import { reloadOnStaleChunks } from './features/install/chunk-reload';
import { captureInstallPrompt } from './features/install/install-prompt';
import { serviceWorkerUpdates } from './features/install/service-worker';
import { renderMode } from './lib/render-mode';
import { nextTask } from './lib/next-task';
import { whenIdle } from './lib/when-idle';
import { markPainted } from './ui/use-painted';
import {
  hydratePrerendered,
  prerenderedState,
  withSharedQueries,
  type PrerenderedPage,
} from './prerender/prerendered-state';
import { takeOverRouter } from './prerender/router-handoff';

reloadOnStaleChunks();
captureInstallPrompt();
// Listened for from the start: a violation before the reporting SDK loads waits for it.
document.addEventListener('securitypolicyviolation', (event) =>
  errorReports.cspViolation(
    `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
    `${event.sourceFile} ${event.blockedURI}`,
  ),
);
// Only a landing address that carries campaign fields (utm_*) loads the code that records them.
if (/[?&]utm_[a-z]+=/.test(window.location.search)) {
  const landing = { url: new URL(window.location.href), referrer: document.referrer };
  void import('./features/auth/attribution').then(({ captureAttribution }) =>
    captureAttribution(landing.url, landing.referrer),
  );
}
// A refused refresh ends the session here: back to sign-in, with the notice (spec 1 §4).
session.use(cookieSessionPort(customerJar, leaveExpiredSession));
// Signing out starts before anything reads the session or the device's cache: a customer who
// leaves /logout at once is signed out already (issue 60). A sign-out the server has not yet
// confirmed is told again.
if (window.location.pathname === '/logout') beginSignOut();
else whenIdle(() => void tellServer());
const queryClient = createQueryClient();
// A prerendered page (issue "First paint") brings the state it was rendered from: that goes in
// first, so the page hydrates before anything else is read; the device's cache and a fresh read
// of everything follow once the browser is idle. Any other page starts from the device's cache.
const state = prerenderedState(document, window.location.pathname);
if (state) renderMode.renderFromHtml(state.renderedAt);
/**
 * Restores the device's cache and keeps it persisted, then runs `next`. Offline without a service
 * worker the persister's chunk cannot load: the page goes on without the device's cache, and both
 * run once the browser is back online.
 */
function restoreAndPersist(next: () => void = () => undefined): Promise<void> {
  return import('./app/persister').then(
    (persister) => persister.restoreAndPersist(queryClient).then(next),
    () => window.addEventListener('online', () => void restoreAndPersist(next), { once: true }),
  );
}
const update = serviceWorkerUpdates();

// Nothing may change the cache or the routes while React hydrates a prerendered page (a change
// mid-hydration makes its text differ from the HTML's): the idle work waits for this.
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/**
 * What React recovered from by rendering again, above all a page whose first render differed from
 * its prerendered HTML (zero hydration errors is a rule, in every engine): reported, so the
 * collector, and the tests that read it, see it rather than only the console.
 */
const onRecoverableError = (error: unknown) => {
  errorReports.capture(error, { source: 'react-recoverable' });
  // React's own handler logs it, as this one still does.
  console.error(error);
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Not awaited at the top level: the chunks it loads import this entry, whose evaluation would
// otherwise wait for them (a deadlock).
void start(root);

async function start(container: HTMLElement) {
  // The router builds its route tree in a task of its own: evaluating the app's modules (every
  // route's definition) and building the tree in one task was the longest task before hydration
  // (measured: 88 ms at 4x slowdown, half of it the tree).
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} router={router} update={update} onMounted={markMounted} />
    </StrictMode>
  );
  // The service worker, error reporting and analytics start after the first paint, when the
  // browser is idle, with what the page itself left for then (src/ui/use-painted.ts).
  void mounted.then(() =>
    whenIdle(() => {
      markPainted();
      update.register();
      // Not precached: an offline start goes without (nothing could be sent).
      import(/* online-only */ './app/telemetry').then(
        ({ startTelemetry }) => startTelemetry(queryClient, router),
        () => undefined,
      );
    }),
  );
  if (state) await hydratePage(container, state, router, app);
  else await renderPage(container, app);
}

/**
 * How long a page that is not prerendered waits for the device's cache before it renders without
 * it. The read takes milliseconds; one that hangs (WebKit, with the page before held in the
 * back/forward cache) must not leave the page blank: it renders from the network, or offline says
 * what is not saved, and the saved copy still goes in when it arrives (never over newer answers).
 */
const RESTORE_WAIT_MS = 1000;

/** Any other page renders from the device's cache, restored first (offline starts read from it). */
async function renderPage(container: HTMLElement, app: ReactNode) {
  await Promise.race([restoreAndPersist(), new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  const reactRoot = createRoot(container, { onRecoverableError });
  // As a transition the first render yields to the browser between slices, rather than holding
  // the main thread while the entry script is still settling (measured: less blocking time).
  startTransition(() => reactRoot.render(app));
}

/**
 * The page's state goes in first; the router starts with the page's routes loaded, as they were
 * rendered; then React hydrates.
 */
async function hydratePage(
  container: HTMLElement,
  page: PrerenderedPage,
  router: ReturnType<typeof createAppRouter>,
  app: ReactNode,
) {
  const { revalidate } = hydratePrerendered(queryClient, await withSharedQueries(page));
  // Building the router, filling the cache, loading the routes and hydrating: each in a task of
  // its own, rather than one task of them all (measured: 40 ms unthrottled, 160 ms at 4x).
  await nextTask();
  const routePaths = () =>
    JSON.stringify(queryClient.getQueryData(contentQueries.site().queryKey)?.routePaths);
  const renderedWith = routePaths();
  await takeOverRouter(router, page.router);
  await nextTask();
  startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  await mounted;
  whenIdle(() => {
    // The page was loaded for a visitor: a customer's own checks (a held password change) and
    // data run once it is hydrated, as a navigation would have run them.
    if (router.options.context.visitor.customerId()) void router.invalidate();
    // Then, if the content service moved a page since the build (a route-path override), the
    // routes run again on fresh data: the router takes the customer to this page's new address
    // and the links get theirs. Only then: running them re-renders the whole page in one long
    // task (measured: Lighthouse TBT on / +150-600 ms). Not after a failed read: the error page
    // it brought up stays.
    void restoreAndPersist(
      () =>
        void revalidate().then((allRead) => {
          if (allRead && routePaths() !== renderedWith) void router.invalidate();
        }),
    );
  });
}
