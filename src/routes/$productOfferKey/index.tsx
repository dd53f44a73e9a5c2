import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/routes/-components/content-page';
import { OfferPage } from '@/routes/-components/offer-page';
import { resolveOfferPath } from '@/routes/-components/offer-route';
import { offerSearch } from '@/routes/$productOfferKey/-offer-search';

export const Route = createFileRoute('/$productOfferKey/')({
  staticData: { offline: true },
  validateSearch: offerSearch,
  loader: ({ context, location }) => resolveOfferPath(context, location.pathname),
  component: OfferOrPage,
});

function OfferOrPage() {
  const match = Route.useLoaderData();
  const search = Route.useSearch();
  if (match.kind === 'content') return <ContentPage pageId={match.pageId} />;
  return <OfferPage offerKey={match.offerKey} suffix={match.rest[0]} {...search} />;
}
