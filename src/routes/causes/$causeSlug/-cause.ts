import { notFound } from '@tanstack/react-router';
import { isNotFound } from '@/api';
import { causeQuery } from '@/features/offers/page-queries';
import type { RouterContext } from '@/lib/router-context';

/**
 * The cause an address names (GET /causes/{key}, which takes the slug too), or the 404 page when
 * there is none (with the causes directory off, the route gate has answered it already).
 */
export async function requireCause(context: RouterContext, causeSlug: string) {
  try {
    return await context.queryClient.ensureQueryData(causeQuery(causeSlug));
  } catch (error) {
    // Only the server's "no such cause": a failed connection is the error page's.
    throw isNotFound(error) ? notFound() : error;
  }
}
