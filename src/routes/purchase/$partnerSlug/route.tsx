import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { PARTNER_MESSAGES } from '@contract/partners';
import { ApiError } from '@/api';
import { partnerQueries } from '@/features/partners/queries';

/**
 * /purchase/{partnerSlug} and its pages (spec 2 §2, open, partner purchase): a partner's customers
 * buy what the partner sells. The path names the partner, for its purchases' analytics too; a
 * partner the API does not know is the 404 page. Any other failure to read it is the page's to
 * show (the partner's fetch status, rejected).
 */
export const Route = createFileRoute('/purchase/$partnerSlug')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(partnerQueries.partner(params.partnerSlug));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        throw notFound({
          data: {
            heading: 'Partner not found',
            body: `${PARTNER_MESSAGES.unknownPartner} Check the link you followed, or buy from our own pages.`,
          },
        });
    }
  },
  component: Outlet,
});
