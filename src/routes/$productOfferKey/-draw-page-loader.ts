/** Loads a draw of an offer for the draw pages; an unknown draw or offer is a 404. */
import { notFound } from '@tanstack/react-router';
import { POSITIVE_NUMBER_SEGMENT } from '@contract/address-segments';
import { isNotFound } from '@/api';
import type { NotFoundTexts } from '@/ui/error-texts';
import { drawPreviewQuery } from '@/features/offers/page-queries';
import { offerQueries } from '@/features/offers/queries';
import type { RouterContext } from '@/lib/router-context';
import { requireOffer } from '@/routes/-components/offer-route';

/**
 * With `preview`, a draw not yet on sale is shown from its preview (spec 2 §7's
 * GET /draw/preview): asked for only when the details do not know it, and then `preview` is true.
 */
export async function loadDraw(
  context: RouterContext,
  offerKey: string,
  drawNoParam: string,
  { preview = false } = {},
) {
  const offer = await requireOffer(context, offerKey);
  const missing = () =>
    notFound({
      data: {
        heading: 'Draw not found',
        body: `${offer.name} has no draw ${drawNoParam}.`,
        links: [
          {
            label: `${offer.name} draws on sale`,
            link: { to: '/$productOfferKey', params: { productOfferKey: offer.url } },
          },
          {
            label: `${offer.name} results`,
            link: { to: '/$productOfferKey/results', params: { productOfferKey: offer.url } },
          },
        ],
      } satisfies NotFoundTexts,
    });
  if (!POSITIVE_NUMBER_SEGMENT.test(drawNoParam)) throw missing();
  const drawNo = Number(drawNoParam);
  const found = { offerKey: offer.key, lotteryKey: offer.lotteryKey, drawNo, preview: false };
  try {
    await context.queryClient.ensureQueryData(offerQueries.draw(offer.lotteryKey, drawNo));
    return found;
  } catch (error) {
    // Only the server's "no such draw": a failed connection is the error page's, not a 404.
    if (!isNotFound(error)) throw error;
    if (!preview) throw missing();
  }
  try {
    await context.queryClient.ensureQueryData(drawPreviewQuery(offer.lotteryKey, drawNo));
    return { ...found, preview: true };
  } catch (error) {
    throw isNotFound(error) ? missing() : error;
  }
}
