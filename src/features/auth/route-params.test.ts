import { describe, expect, it } from 'vitest';
import { loginSearch, parseLinkParams, signInSearch, type SignInSearchInput } from './route-params';

/** A search as an address carries it: links are typed, but a typed address can say anything. */
const typed = (search: Record<string, unknown>) => search as SignInSearchInput;

describe('sign-in route params', () => {
  it('keeps a same-site redirect and drops one to another site', () => {
    expect(signInSearch()(typed({ redirect: '/my-account/deposit?amount=20' }))).toEqual({
      redirect: '/my-account/deposit?amount=20',
    });
    expect(signInSearch('/cart/buy')(typed({ redirect: '//evil.example/x' }))).toEqual({
      redirect: '/cart/buy',
    });
    expect(signInSearch('/cart/buy')(typed({ redirect: 'https://evil.example' }))).toEqual({
      redirect: '/cart/buy',
    });
    expect(signInSearch()(typed({ redirect: 42 }))).toEqual({ redirect: '/' });
  });

  it('never comes back to a page that signs in or out', () => {
    for (const redirect of [
      '/logout',
      '/login',
      '/login?redirect=%2F',
      '/login/autologin/abc',
      '/signup',
      '/checkout/login',
    ])
      expect(loginSearch(typed({ redirect }))).toEqual({ redirect: '/' });
    expect(signInSearch('/cart/buy')(typed({ redirect: '/logout' }))).toEqual({ redirect: '/cart/buy' });
    expect(loginSearch(typed({ redirect: '/logout-help' }))).toEqual({ redirect: '/logout-help' });
  });

  it('reads why the customer was sent to log in', () => {
    expect(loginSearch(typed({ expired: 1 }))).toEqual({ redirect: '/', expired: 1 });
    expect(loginSearch(typed({ expired: '1' }))).toEqual({ redirect: '/', expired: 1 });
    expect(loginSearch(typed({ expired: 'yes', redirect: '/about' }))).toEqual({ redirect: '/about' });
  });

  it('knows the two link sign-ins and refuses any other path', () => {
    expect(parseLinkParams({ via: 'transfer', token: 'ab_c-1' })).toEqual({
      via: 'transfer',
      token: 'ab_c-1',
    });
    expect(() => parseLinkParams({ via: 'magic', token: 'abc' })).toThrow();
    expect(() => parseLinkParams({ via: 'autologin', token: 'a/b' })).toThrow();
  });
});
