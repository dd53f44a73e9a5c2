/**
 * Service-worker registration and updates. A new version installs in the background and waits;
 * the app then offers "A new version is ready" with Reload, and only that click swaps versions
 * (never by itself, so a half-filled form is never lost). Updates are looked for when the window
 * regains focus and every hour. Registration waits for the page's load event, and workbox-window
 * loads with it, so neither competes with the first paint.
 */

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface UpdateState {
  waiting: boolean;
  subscribe: (listener: () => void) => () => void;
  apply: () => void;
}

export function registerServiceWorker(url = '/sw.js'): UpdateState {
  const listeners = new Set<() => void>();
  const state: UpdateState = {
    waiting: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {},
  };
  if (!('serviceWorker' in navigator)) return state;

  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(url);
    wb.addEventListener('waiting', () => {
      state.waiting = true;
      listeners.forEach((listener) => listener());
    });
    state.apply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    await wb.register();
    const check = () => void wb.update().catch(() => undefined);
    window.addEventListener('focus', check);
    window.setInterval(check, UPDATE_CHECK_MS);
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
  return state;
}
