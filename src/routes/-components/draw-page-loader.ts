/** Loads a draw of an offer for the draw pages; an unknown draw or offer is a 404. */
import { notFound } from '@tanstack/react-router';
import { offerQueries } from '@/features/offers/queries';
import type { RouterContext } from '@/lib/router-context';
import { requireOffer } from './offer-route';

export async function loadDraw(context: RouterContext, offerKey: string, drawNoParam: string) {
  const drawNo = Number(drawNoParam);
  if (!Number.isInteger(drawNo) || drawNo <= 0) throw notFound();
  const offer = await requireOffer(context, offerKey);
  try {
    await context.queryClient.ensureQueryData(offerQueries.draw(offer.lotteryKey, drawNo));
  } catch {
    throw notFound();
  }
  return { offerKey: offer.key, lotteryKey: offer.lotteryKey, drawNo };
}
