import { notFound } from '@tanstack/react-router';
import { ID_SEGMENT, PAGE_SEGMENT, SCHEDULED_ID_SEGMENT } from '@contract/address-segments';
import { pageNumber } from '@contract/paging';

/**
 * Path params the router parses before a page loads: an address whose segment is not one is not
 * found (`/lotto-results/xyz` is no page of anything). These run in the entry, so they stay small.
 */

/** The page segment of a paged address (`/lotto-results[/{page}]`): a whole number from 1; page 1's address has none. */
export const pageParam = {
  parse: ({ page }: { page?: string }) => {
    if (page !== undefined && !PAGE_SEGMENT.test(page)) throw notFound();
    return { page: pageNumber(page) };
  },
  stringify: ({ page }: { page: number }) => ({ page: page === 1 ? undefined : String(page) }),
};

/** A record's id segment (`/my-account/past-tickets/ticket/{id}`): a whole number. */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    if (!ID_SEGMENT.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** A scheduled purchase's id segment (`/my-account/scheduled-purchases/{id}`): as the API writes it. */
export const scheduledIdParam = {
  parse: ({ id }: { id: string }) => {
    if (!SCHEDULED_ID_SEGMENT.test(id)) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};
