/**
 * Registers the service worker and watches for new versions (see ./service-worker): loaded once
 * the page has painted and the browser is idle, so none of it is in the first page's script.
 */
import type { OfferUpdate } from './service-worker';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function watchForUpdates(url: string, offer: OfferUpdate): Promise<void> {
  // A browser that blocks workers refuses (or answers nothing): the app runs without one.
  const registration = await navigator.serviceWorker.register(url).catch(() => undefined);
  if (!registration) return;
  // Only an update waits: the very first install takes control at once and needs no prompt.
  const offerUpdate = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) offer(worker);
  };
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    const check = () => worker.state === 'installed' && offerUpdate(worker);
    worker.addEventListener('statechange', check);
    check();
  });
  const check = () => void registration.update().catch(() => undefined);
  window.addEventListener('focus', check);
  window.setInterval(check, UPDATE_CHECK_MS);
}
