import { createFileRoute, notFound } from '@tanstack/react-router';
import { POSITIVE_NUMBER_SEGMENT } from '@contract/address-segments';
import { PrizesAndWinners } from '@/features/results/results-views';
import { loadResultsOffer, OfferResultsFrame } from '@/routes/$productOfferKey/-offer-results';

/**
 * /{offer}/prizes-and-winners[/{drawNo}] (spec 2 §2), raffles only: a draw's prizes and, once it
 * is drawn, its winners. Without a draw number, the offer's first draw: the one now on sale.
 */
export const Route = createFileRoute('/$productOfferKey/prizes-and-winners/{-$drawNo}')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const offer = await loadResultsOffer(context, params.productOfferKey);
    if (!offer.raffle) throw notFound();
    if (params.drawNo !== undefined && !POSITIVE_NUMBER_SEGMENT.test(params.drawNo)) throw notFound();
    const drawNo = params.drawNo === undefined ? offer.openDraws[0]?.drawNo : Number(params.drawNo);
    if (drawNo === undefined) throw notFound();
    return { offer, drawNo, drawsOn: offer.openDraws.find((draw) => draw.drawNo === drawNo)?.drawDate };
  },
  component: function PrizesAndWinnersPage() {
    const { offer, drawNo, drawsOn } = Route.useLoaderData();
    return (
      <OfferResultsFrame
        offer={offer}
        title={`${offer.name} draw ${drawNo} prizes and winners`}
        description={`What ${offer.name} draw ${drawNo} gives away, and who won.`}
      >
        <PrizesAndWinners offerKey={offer.offerKey} drawNo={drawNo} drawsOn={drawsOn} />
      </OfferResultsFrame>
    );
  },
});
