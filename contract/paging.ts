/**
 * Paging (spec 2 §7, §9): page numbers as addresses carry them, and the offset a page starts at.
 * No schemas here: route files read it, and they are in the entry bundle.
 */

/** Spec 2 §9: draw results come five to a page. */
export const RESULTS_PAGE_SIZE = 5;
/** The wallet's ledger, a page at a time. */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** The customer's tickets, a page at a time. */
export const TICKETS_PAGE_SIZE = 10;

/** A page number from an address: an integer of at least 1; anything else is page 1. */
export function pageNumber(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** A paged address's link to its page `page`: page 1 is the address itself (`/lotto-results`, `/lotto-results/2`). */
export const pagePath = (base: string) => (page: number) => (page === 1 ? base : `${base}/${page}`);

/** Spec 2 §7: offset = (page - 1) x limit. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;

/** A link's search to page `page` of a list paged by `?page=`: page 1's address has none. */
export const pageQuery = (page: number): { page?: number } => (page === 1 ? {} : { page });

/** A list paged by `?page=`: its search, with no page for page 1's address. */
export const pageSearch = (search: Record<string, unknown>): { page?: number } =>
  search.page === undefined ? {} : { page: pageNumber(search.page) };
