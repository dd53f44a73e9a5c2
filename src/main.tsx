/**
 * Boot: restore the persisted query cache first (so offline starts render from it), then mount
 * the providers and router, then register the service worker.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreAndPersist } from './app/persister';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { session } from './api';
import { cookieSessionPort, customerJar } from './features/auth/customer-cookies';
import { expiredSessionPath } from './features/auth/session-paths';
import { reloadOnStaleChunks } from './features/install/chunk-reload';
import { registerServiceWorker } from './features/install/service-worker';

reloadOnStaleChunks();
// Only a landing address that carries attribution (utm_*, aff) loads the code that records it.
if (/[?&](utm_[a-z]+|aff)=/.test(window.location.search)) {
  const landing = { url: new URL(window.location.href), referrer: document.referrer };
  void import('./features/auth/attribution').then(({ captureAttribution }) =>
    captureAttribution(landing.url, landing.referrer),
  );
}
// A refused refresh ends the session here: back to sign-in, with the notice (spec 1 §4).
session.use(
  cookieSessionPort(customerJar, () => window.location.assign(expiredSessionPath(window.location))),
);
const queryClient = createQueryClient();
await restoreAndPersist(queryClient);
const router = createAppRouter(queryClient);
const update = registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// As a transition the first render yields to the browser between slices, rather than holding
// the main thread while the entry script is still settling (measured: less blocking time).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <Providers queryClient={queryClient} router={router} update={update} />
    </StrictMode>,
  ),
);
