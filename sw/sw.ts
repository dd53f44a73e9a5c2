/// <reference lib="webworker" />
/**
 * The service worker: precache of the app shell, runtime caching of public API reads from the
 * one cache-policy table, and the navigation fallback to the shell (never for /api). It waits
 * after installing an update until the app, at the customer's word, asks it to take over.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CACHE_POLICIES, type CachePolicy } from '../contract/cache-policy';
import { FreshnessStrategy } from './freshness-strategy';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

for (const policy of CACHE_POLICIES as readonly CachePolicy[]) {
  const strategy = new FreshnessStrategy(policy);
  strategy.plugins.push(new ExpirationPlugin({ maxEntries: policy.maxEntries }));
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && policy.match.test(url.pathname),
    strategy,
  );
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once so the first visit already fills the runtime caches;
// later versions only take over after SKIP_WAITING, so this never swaps code under an open form.
clientsClaim();
