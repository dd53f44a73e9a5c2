// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { closableStore } from './persisted-store';

describe('the device store, as the page is left and brought back (issue #59, defect B)', () => {
  it('commits each transaction as soon as its request is made, so a frozen page holds none open', async () => {
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    const store = closableStore('committed', 'keyval', new EventTarget());
    await set('cache', 'as saved', store);
    expect(await get('cache', store)).toBe('as saved');
    expect(commit).toHaveBeenCalledTimes(2);
    commit.mockRestore();
  });

  it('lands a save begun as the page hides, begins none while hidden, and opens again on pageshow', async () => {
    const page = new EventTarget();
    const store = closableStore('left-page', 'keyval', page);
    await set('cache', 'as saved', store);

    // The save as the page hides, still running when it goes into the back/forward cache.
    const saving = set('cache', 'saved as it hid', store);
    await Promise.resolve();
    page.dispatchEvent(new Event('pagehide'));
    await saving;
    await expect(get('cache', store)).rejects.toThrow('The page has been left');

    page.dispatchEvent(new Event('pageshow'));
    expect(await get('cache', store)).toBe('saved as it hid');
  });
});
