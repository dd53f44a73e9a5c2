import { createFileRoute, notFound } from '@tanstack/react-router';
import { POSITIVE_NUMBER_SEGMENT } from '@contract/address-segments';
import { DrawResult } from '@/features/results/results-views';
import { loadResultsOffer, OfferResultsFrame } from '@/routes/$productOfferKey/-offer-results';
import { ShareButton } from '@/ui/share-button';

/** /{offer}/results/draw/{drawNo}: one draw in full, its divisions or raffle winners. */
export const Route = createFileRoute('/$productOfferKey/results/draw/$drawNo')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    if (!POSITIVE_NUMBER_SEGMENT.test(params.drawNo)) throw notFound();
    return { offer: await loadResultsOffer(context, params.productOfferKey), drawNo: Number(params.drawNo) };
  },
  component: function DrawResultPage() {
    const { offer, drawNo } = Route.useLoaderData();
    return (
      <OfferResultsFrame
        offer={offer}
        title={`${offer.name} draw ${drawNo} results`}
        description={`${offer.name} draw ${drawNo}: winning numbers, prizes and winners.`}
      >
        <DrawResult offerKey={offer.offerKey} drawNo={drawNo} />
        <ShareButton
          label="Share these results"
          shared={{
            title: `${offer.name} draw ${drawNo} results`,
            text: `${offer.name} draw ${drawNo}: the winning numbers and prizes`,
            url: `/${offer.url}/results/draw/${drawNo}`,
          }}
        />
      </OfferResultsFrame>
    );
  },
});
