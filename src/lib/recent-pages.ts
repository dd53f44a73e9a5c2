/**
 * The open pages this device has opened lately (issue 38, point 10): offline, a page never opened
 * here offers these, which are saved (their code precached, their data kept). Only pages anyone
 * may open are kept: a customer's own pages are not remembered past their session.
 */
const KEY = 'recent-pages';
const KEPT = 6;

export interface RecentPage {
  path: string;
  title: string;
}

/** The pages remembered, but `except` (the page that is not saved, which offers them). */
export function recentPages(except?: string): RecentPage[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (page): page is RecentPage =>
            typeof page === 'object' &&
            page !== null &&
            typeof (page as RecentPage).path === 'string' &&
            typeof (page as RecentPage).title === 'string' &&
            (page as RecentPage).path !== except &&
            !ONLY_SAYS_OFFLINE.test((page as RecentPage).path),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Pages that open offline only to say what they need a connection for (the cart, checkout, signing
 * in and out): no page to go back to for something to read.
 */
const ONLY_SAYS_OFFLINE = /^\/(cart|checkout|login|logout|signup)(\/|$)/;

/** Puts a page first, once; the home page is always offered, so it is not kept. */
export function rememberPage(page: RecentPage): void {
  if (page.path === '/' || ONLY_SAYS_OFFLINE.test(page.path)) return;
  const pages = [page, ...recentPages().filter((kept) => kept.path !== page.path)].slice(0, KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(pages));
  } catch {
    // Storage full or blocked: the offline page offers the home page alone.
  }
}
