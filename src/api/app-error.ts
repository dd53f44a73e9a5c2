/**
 * The unrecoverable application error (spec 1 §8): set when a call answers 5xx (or 418), read by
 * the root layout, which swaps the page for the error page of that code. A plain external store so
 * the api layer stays free of React.
 */
export interface AppErrorStore {
  get: () => number | undefined;
  set: (status: number) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createAppErrorStore(): AppErrorStore {
  let status: number | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => status,
    set(next) {
      if (status === next) return;
      status = next;
      emit();
    },
    clear() {
      if (status === undefined) return;
      status = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
