import { describe, expect, it, vi } from 'vitest';
import { createAppErrorStore } from './app-error';

describe('unrecoverable error store', () => {
  it('holds the status and tells listeners only on change', () => {
    const store = createAppErrorStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(503);
    store.set(503);
    expect(store.get()).toBe(503);
    store.clear();
    store.clear();
    expect(store.get()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
