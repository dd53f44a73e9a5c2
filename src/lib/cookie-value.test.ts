// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cookieValue, essentialJar, removeCookie } from './cookies';

const laterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookie values, read once per task', () => {
  afterEach(() => removeCookie('cart_reference'));

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
});
