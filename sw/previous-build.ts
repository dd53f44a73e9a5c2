/// <reference lib="webworker" />
/**
 * A page still running the previous build loads its lazy chunks by their old names, which the new
 * build no longer has: the server replaced them, and the new precache deletes them when it
 * activates. So, while the new worker installs (the old precache still complete), the previous
 * build's hashed files that the new one drops are copied to a cache of their own. They are served
 * from there until no page that was open at the switch remains; then the copy goes.
 */
import type { PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

const CACHE = 'luckydip-previous-build';
/** The ids of the pages open when this worker took over, kept in the same cache. */
const OPEN_PAGES = new URL('/__previous-build-pages', self.location.href).href;

/** Hashed file names are immutable; revisioned entries (HTML, the manifest) are kept by the new build. */
/** Whether a copy may exist: checked once after each start, then known. */
let held = true;

const isHashedAsset = (url: URL) => url.pathname.startsWith('/assets/') && !url.searchParams.size;

export async function keepPreviousBuild(precacheName: string, manifest: (PrecacheEntry | string)[]) {
  const current = new Set(
    manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href),
  );
  const precache = await caches.open(precacheName);
  const dropped = (await precache.keys()).filter((request) => {
    const url = new URL(request.url);
    return isHashedAsset(url) && !current.has(url.href);
  });
  if (!dropped.length) return;
  held = true;
  const kept = await caches.open(CACHE);
  for (const request of dropped) {
    const response = await precache.match(request);
    if (response) await kept.put(request, response);
  }
}

/** At activation: the pages open now may still run the previous build. */
export async function rememberOpenPages() {
  if (!(await caches.has(CACHE))) return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const kept = await caches.open(CACHE);
  await kept.put(OPEN_PAGES, Response.json(pages.map((page) => page.id)));
}

/** A file of the previous build, if a page of it asks. */
export async function previousBuildFile(request: Request): Promise<Response | undefined> {
  return caches.match(request, { cacheName: CACHE });
}

/**
 * Once every page that was open at the switch has gone (closed or reloaded), the copy goes.
 * Looked at on every request while a copy may exist, since no event says that a page has gone.
 */
export async function dropPreviousBuildIfUnused() {
  if (!held) return;
  if (!(await caches.has(CACHE))) {
    held = false;
    return;
  }
  const kept = await caches.open(CACHE);
  const ids = ((await (await kept.match(OPEN_PAGES))?.json()) ?? []) as string[];
  const open = await Promise.all(ids.map((id) => self.clients.get(id)));
  // A page that has gone is undefined by the spec, null in Chromium.
  if (open.every((page) => !page)) held = !(await caches.delete(CACHE));
}
