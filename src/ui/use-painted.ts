/**
 * The moment the first page is painted and the browser idle (main.tsx marks it). What a page does
 * not need to render, such as home's quick play, waits for it, so its code is never part of the
 * scripts that render the page, which the bench counts up to this mark (bench/home-scripts.ts).
 */
import { useSyncExternalStore } from 'react';

let painted = false;
const listeners = new Set<() => void>();
let resolvePainted: () => void = () => undefined;
const paintedOnce = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

export function markPainted(): void {
  performance.mark('luckydip:after-paint');
  painted = true;
  resolvePainted();
  for (const listener of listeners) listener();
}

/** Settles once the page has been painted (at once after that). */
export const whenPainted = (): Promise<void> => paintedOnce;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the page has been painted: never in the prerender, nor while React hydrates. */
export function usePainted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
