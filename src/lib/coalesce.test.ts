import { describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

describe('coalescing a burst of calls', () => {
  it('runs a repeat within the window once, and again after it', async () => {
    let clock = 0;
    const call = vi.fn((item: string) => Promise.resolve(`added ${item}`));
    const add = coalesce(
      call,
      1000,
      (item) => item,
      () => clock,
    );
    const first = add('powerball');
    clock = 400;
    expect(add('powerball')).toBe(first);
    await expect(first).resolves.toBe('added powerball');
    expect(call).toHaveBeenCalledTimes(1);
    clock = 1400;
    await add('powerball');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('runs calls with other keys at once', () => {
    const call = vi.fn((_item: string) => Promise.resolve());
    const add = coalesce(
      call,
      1000,
      (item: string) => item,
      () => 0,
    );
    void add('powerball');
    void add('oz-lotto');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
