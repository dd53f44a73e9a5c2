/**
 * Whether the device is online: the browser's own flag, kept current by its online and offline
 * events. A store rather than Mantine's useNetwork, which sets its state in an effect after mount:
 * on a prerendered offer page that re-rendered the whole page, in one long task, just after it
 * had hydrated. Prerendered HTML is rendered online.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
