/**
 * Boot: restore the persisted query cache first (so offline starts render from it), then mount
 * the providers and router, then register the service worker.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreAndPersist } from './app/persister';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { session } from './api';
import { cookieSessionPort, customerJar } from './features/auth/customer-cookies';
import { reloadOnStaleChunks } from './features/install/chunk-reload';
import { registerServiceWorker } from './features/install/service-worker';

reloadOnStaleChunks();
// An expired or refused session ends here: back to sign-in (spec 1 §4).
session.use(cookieSessionPort(customerJar, () => window.location.assign('/login')));
const queryClient = createQueryClient();
await restoreAndPersist(queryClient);
const router = createAppRouter(queryClient);
const update = registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} router={router} update={update} />
  </StrictMode>,
);
