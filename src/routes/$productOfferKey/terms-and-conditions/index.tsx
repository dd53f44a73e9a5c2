import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/routes/-components/content-page';
import { offerOrContentPage } from '@/routes/-components/offer-route';
import { OfferTerms } from '@/routes/$productOfferKey/terms-and-conditions/-offer-terms';

export const Route = createFileRoute('/$productOfferKey/terms-and-conditions/')({
  staticData: { offline: true },
  loader: ({ context, params, location }) =>
    offerOrContentPage(context, params.productOfferKey, location.pathname, 'read'),
  component: TermsRoute,
});

function TermsRoute() {
  const match = Route.useLoaderData();
  return match.kind === 'content' ? (
    <ContentPage pageId={match.pageId} />
  ) : (
    <OfferTerms offer={match.offer} />
  );
}
