// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest';
import { recentPages, rememberPage } from './recent-pages';

beforeEach(() => localStorage.clear());

it('keeps the latest six open pages, newest first, each once, and not the home page', () => {
  for (let n = 1; n <= 8; n += 1) rememberPage({ path: `/page-${n}`, title: `Page ${n}` });
  rememberPage({ path: '/page-5', title: 'Page 5' });
  rememberPage({ path: '/', title: 'Lucky Dip' });
  expect(recentPages().map((page) => page.path)).toEqual([
    '/page-5',
    '/page-8',
    '/page-7',
    '/page-6',
    '/page-4',
    '/page-3',
  ]);
});

it('reads nothing from a value it did not write', () => {
  localStorage.setItem('recent-pages', '{"not": "a list"}');
  expect(recentPages()).toEqual([]);
  localStorage.setItem('recent-pages', 'not json');
  expect(recentPages()).toEqual([]);
});

it('offers neither the page asking nor the pages that only say they need a connection', () => {
  for (const path of ['/cart', '/cart/buy', '/checkout/login', '/login', '/powerball', '/about/faq'])
    rememberPage({ path, title: path });
  // Kept before this rule: read past too.
  localStorage.setItem('recent-pages', JSON.stringify([{ path: '/cart', title: 'Cart' }, ...recentPages()]));
  expect(recentPages('/about/faq').map((page) => page.path)).toEqual(['/powerball']);
});
