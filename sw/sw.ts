/// <reference lib="webworker" />
/**
 * The service worker: the app shell and the prerendered pages are precached; public API reads
 * are cached at runtime from the one cache-policy table, and so is a chunk the precache leaves
 * out. A navigation gets its prerendered page, else the shell (never for /api). It waits after
 * installing an update until the app, at the customer's word, asks it to take over; pages left
 * on the previous build still get its chunks (previous-build.ts). It shows the API's pushes, and
 * a tap on one opens its page.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { NEWS_FEED_PATH } from '../contract/blog';
import { CACHE_POLICIES } from '../contract/cache-policy';
import { FreshnessStrategy } from './freshness-strategy';
import { openNoticePage, pushNotice } from './push-notice';
import {
  dropPreviousBuildIfUnused,
  keepPreviousBuild,
  previousBuildFile,
  rememberOpenPages,
} from './previous-build';

declare const self: ServiceWorkerGlobalScope;

// Before any route: respondWith() stops the event reaching later listeners.
self.addEventListener('fetch', (event) => event.waitUntil(dropPreviousBuildIfUnused()));

// A prerendered page answers its own path (`/about` is /about/index.html); any other navigation
// gets the shell, never another page's HTML.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest, {
  urlManipulation: ({ url }) => [new URL(`${url.pathname.replace(/\/$/, '')}/index.html`, url)],
});
cleanupOutdatedCaches();

// A page still on the previous build can load its lazy chunks after this build takes over.
self.addEventListener('install', (event) =>
  event.waitUntil(keepPreviousBuild(cacheNames.precache, manifest)),
);
self.addEventListener('activate', (event) => event.waitUntil(rememberOpenPages()));

// Files the server makes (the subscription calendar's PDF, the news feed) are the server's to
// answer, not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), {
    denylist: [
      /^\/api\//,
      /^\/3ds\//,
      /^\/public\/pdf\//,
      new RegExp(`^${NEWS_FEED_PATH.replaceAll('.', '\\.')}$`),
    ],
  }),
);

// A chunk the build left out of the precache (the chart of one page) is kept once fetched: its
// name changes with its content, so a kept copy never goes stale. (The install icons it also
// leaves out are read by the browser, online, when the app is installed.) A chunk of the previous
// build comes from its kept copy.
const assets = new CacheFirst({
  cacheName: 'luckydip-assets',
  plugins: [new ExpirationPlugin({ maxEntries: 30 })],
});
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async (options) => (await previousBuildFile(options.request)) ?? assets.handle(options),
);

for (const policy of CACHE_POLICIES) {
  const strategy = new FreshnessStrategy(policy);
  strategy.plugins.push(new ExpirationPlugin({ maxEntries: policy.maxEntries }));
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && policy.match.test(url.pathname),
    strategy,
  );
}

// A push the API sent: its notice shown; a tap opens its page (push-notice.ts).
self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const notice = pushNotice(data);
  if (!notice) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        data: { url: notice.url },
      }),
      // The installed app's badge: results not seen yet (refused quietly where there is none).
      notice.badge !== undefined && 'setAppBadge' in self.navigator
        ? self.navigator.setAppBadge(notice.badge).catch(() => undefined)
        : undefined,
    ]),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  if (url) event.waitUntil(openNoticePage(url));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once so the first visit already fills the runtime caches;
// later versions only take over after SKIP_WAITING, so this never swaps code under an open form.
clientsClaim();
