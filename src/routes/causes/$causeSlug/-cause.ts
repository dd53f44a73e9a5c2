import { notFound } from '@tanstack/react-router';
import { isNotFound } from '@/api';
import { requireCapability } from '@/features/capabilities/route-gate';
import { causeQuery } from '@/features/offers/page-queries';
import type { RouterContext } from '@/lib/router-context';

/**
 * The cause an address names (GET /causes/{key}, which takes the slug too), or the 404 page: when
 * there is none, or the causes directory is off, as for the directory itself.
 */
export async function requireCause(context: RouterContext, causeSlug: string) {
  await requireCapability(context, 'causes_directory');
  try {
    return await context.queryClient.ensureQueryData(causeQuery(causeSlug));
  } catch (error) {
    // Only the server's "no such cause": a failed connection is the error page's.
    throw isNotFound(error) ? notFound() : error;
  }
}
