/**
 * Service-worker registration and updates. A new version installs in the background and waits;
 * the app then offers "A new version is ready" with Reload, and only that click swaps versions
 * (never by itself, so a half-filled form is never lost). Updates are looked for when the window
 * regains focus and every hour. Registration waits until the page has painted and the browser is
 * idle (`register`, called by the boot), so it never competes with the first paint, and its code
 * (./worker-updates) loads then too: the first page's script holds only the state the update
 * prompt reads. Written against the browser API directly rather than workbox-window: the few lines
 * do all this app needs, and the 2 kB they save kept `/` within its JS budget (docs/decisions.md).
 */

export interface UpdateState {
  waiting: boolean;
  subscribe: (listener: () => void) => () => void;
  apply: () => void;
}

export interface ServiceWorkerUpdates extends UpdateState {
  /** Registers the worker and starts watching for new versions. */
  register: () => void;
}

/** What the registration tells the update state: a new version waits in this worker. */
export type OfferUpdate = (worker: ServiceWorker) => void;

export function serviceWorkerUpdates(url = '/sw.js'): ServiceWorkerUpdates {
  const listeners = new Set<() => void>();
  let waitingWorker: ServiceWorker | undefined;
  const offer: OfferUpdate = (worker) => {
    waitingWorker = worker;
    state.waiting = true;
    listeners.forEach((listener) => listener());
  };
  const state: ServiceWorkerUpdates = {
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
    register() {
      if (!('serviceWorker' in navigator)) return;
      // Offline on a first visit the code may not load: there is no worker to register then anyway.
      void import('./worker-updates')
        .then(({ watchForUpdates }) => watchForUpdates(url, offer))
        .catch(() => undefined);
    },
  };
  return state;
}
