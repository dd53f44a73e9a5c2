import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '@contract/paging';
import { CheckMyNumbers } from '@/features/results/check-numbers';
import { GameResults } from '@/features/results/results-views';
import { loadResultsOffer, OfferResultsFrame, offerPageLink } from '@/routes/$productOfferKey/-offer-results';

/** /{offer}/results: the game's draws, latest first, five to a page (?page=). */
export const Route = createFileRoute('/$productOfferKey/results/')({
  staticData: { offline: true },
  validateSearch: pageSearch,
  loader: ({ context, params }) => loadResultsOffer(context, params.productOfferKey),
  component: function OfferResultsPage() {
    const offer = Route.useLoaderData();
    const page = Route.useSearch().page ?? 1;
    return (
      <OfferResultsFrame
        isResultsIndex
        offer={offer}
        title={`${offer.name} results`}
        description={`Winning numbers, prizes and winners of every ${offer.name} draw.`}
      >
        {!offer.raffle && offer.sets.length > 0 && (
          <CheckMyNumbers offerKey={offer.offerKey} lotteryKey={offer.lotteryKey} sets={offer.sets} />
        )}
        <GameResults
          offerKey={offer.offerKey}
          page={page}
          link={offerPageLink('/$productOfferKey/results', offer)}
        />
      </OfferResultsFrame>
    );
  },
});
