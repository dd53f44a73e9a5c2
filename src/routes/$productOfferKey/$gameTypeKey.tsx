import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPage } from '@/routes/-components/content-page';
import { OfferPage } from '@/routes/-components/offer-page';
import { requireGameType, resolveOfferPath } from '@/routes/-components/offer-route';
import { offersFor } from '@/features/offers/queries';
import { offerSearch } from '@/routes/$productOfferKey/-offer-search';
import { findOffer } from '@/features/offers/catalogue';

/** A ticket type of an offer (`/powerball/systems`), or a two-part content page (`/about/faq`). */
export const Route = createFileRoute('/$productOfferKey/$gameTypeKey')({
  staticData: { offline: true },
  validateSearch: offerSearch,
  loader: async ({ context, location }) => {
    const match = await resolveOfferPath(context, location.pathname);
    if (match.kind === 'offer') {
      const offers = await context.queryClient.ensureQueryData(offersFor(context));
      const offer = findOffer(offers.offers, match.offerKey);
      if (!offer || match.rest.length !== 1) throw notFound();
      requireGameType(offer, match.rest[0]);
    }
    return match;
  },
  component: GameTypeOrPage,
});

function GameTypeOrPage() {
  const match = Route.useLoaderData();
  const search = Route.useSearch();
  if (match.kind === 'content') return <ContentPage pageId={match.pageId} />;
  return <OfferPage offerKey={match.offerKey} suffix={match.rest[0]} {...search} />;
}
