import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageSearch } from '@contract/paging';
import { prizesAndWinnersLink } from '@/features/results/past-draw-card';
import { GameResults } from '@/features/results/results-views';
import { NavLinkTo } from '@/ui/nav-link-to';
import { loadResultsOffer, OfferResultsFrame, offerPageLink } from '@/routes/$productOfferKey/-offer-results';

/** /{offer}/winners: a raffle's drawn draws with their winners, latest first. */
export const Route = createFileRoute('/$productOfferKey/winners')({
  staticData: { offline: true },
  validateSearch: pageSearch,
  loader: async ({ context, params }) => {
    const offer = await loadResultsOffer(context, params.productOfferKey);
    if (!offer.raffle) throw notFound();
    return offer;
  },
  component: function WinnersPage() {
    const offer = Route.useLoaderData();
    const page = Route.useSearch().page ?? 1;
    return (
      <OfferResultsFrame
        offer={offer}
        title={`${offer.name} winners`}
        description={`The winners of every ${offer.name} draw.`}
      >
        {offer.openDraws.length > 0 && (
          <NavLinkTo link={prizesAndWinnersLink(offer.url)}>The prizes in the draw now on sale</NavLinkTo>
        )}
        <GameResults
          offerKey={offer.offerKey}
          page={page}
          link={offerPageLink('/$productOfferKey/winners', offer)}
        />
      </OfferResultsFrame>
    );
  },
});
