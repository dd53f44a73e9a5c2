/**
 * Service-worker registration and updates. A new version installs in the background and waits;
 * the app then offers "A new version is ready" with Reload, and only that click swaps versions
 * (never by itself, so a half-filled form is never lost). Updates are looked for when the window
 * regains focus and every hour. Registration waits for the page's load event so it never competes
 * with the first paint. Written against the browser API directly rather than workbox-window: the
 * few lines below do all this app needs, and the 2 kB they save kept `/` within its JS budget
 * (docs/decisions.md).
 */

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface UpdateState {
  waiting: boolean;
  subscribe: (listener: () => void) => () => void;
  apply: () => void;
}

export function registerServiceWorker(url = '/sw.js'): UpdateState {
  const listeners = new Set<() => void>();
  let waitingWorker: ServiceWorker | undefined;
  const state: UpdateState = {
    waiting: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waitingWorker?.postMessage({ type: 'SKIP_WAITING' });
    },
  };
  if (!('serviceWorker' in navigator)) return state;

  // Only an update waits: the very first install takes control at once and needs no prompt.
  const offer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    waitingWorker = worker;
    state.waiting = true;
    listeners.forEach((listener) => listener());
  };
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => worker.state === 'installed' && offer(worker);
    worker.addEventListener('statechange', check);
    check();
  };

  const start = async () => {
    const registration = await navigator.serviceWorker.register(url);
    if (registration.waiting) offer(registration.waiting);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    const check = () => void registration.update().catch(() => undefined);
    window.addEventListener('focus', check);
    window.setInterval(check, UPDATE_CHECK_MS);
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
  return state;
}
