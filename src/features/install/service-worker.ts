/**
 * Service-worker registration and updates. A new version installs in the background and waits;
 * the app then offers "A new version is ready" with Reload, and only that click swaps versions
 * (never by itself, so a half-filled form is never lost). Updates are looked for when the window
 * regains focus and every hour.
 */
import { Workbox } from 'workbox-window';

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

  const wb = new Workbox(url);
  wb.addEventListener('waiting', () => {
    state.waiting = true;
    listeners.forEach((listener) => listener());
  });
  state.apply = () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
  void wb.register().then(() => {
    const check = () => void wb.update().catch(() => undefined);
    window.addEventListener('focus', check);
    window.setInterval(check, UPDATE_CHECK_MS);
  });
  return state;
}
