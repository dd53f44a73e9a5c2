// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieValue, essentialJar, removeCookie } from './cookies';

const laterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookie values, read once per task and parsed once per change', () => {
  afterEach(() => {
    removeCookie('cart_reference');
    vi.restoreAllMocks();
  });

  it("sees the app's own writes at once, and a change from elsewhere from the next task", async () => {
    expect(cookieValue('cart_reference')).toBeUndefined();
    essentialJar.set('cart_reference', 'c-1', 14);
    expect(cookieValue('cart_reference')).toBe('c-1');
    // As a response's Set-Cookie or another tab would: not seen within the task that read them.
    document.cookie = 'cart_reference=c-2; path=/';
    expect(cookieValue('cart_reference')).toBe('c-1');
    await laterTask();
    expect(cookieValue('cart_reference')).toBe('c-2');
    removeCookie('cart_reference');
    expect(cookieValue('cart_reference')).toBeUndefined();
  });

  it('parses the cookies again only when they changed', async () => {
    const parse = vi.spyOn(Cookies, 'get');
    essentialJar.set('cart_reference', 'c-3', 14);
    expect(cookieValue('cart_reference')).toBe('c-3');
    const parsed = parse.mock.calls.length;
    for (let task = 0; task < 3; task += 1) {
      await laterTask();
      expect(cookieValue('cart_reference')).toBe('c-3');
    }
    expect(parse.mock.calls.length).toBe(parsed);
    document.cookie = 'cart_reference=c-4; path=/';
    await laterTask();
    expect(cookieValue('cart_reference')).toBe('c-4');
    expect(parse.mock.calls.length).toBe(parsed + 1);
  });
});
