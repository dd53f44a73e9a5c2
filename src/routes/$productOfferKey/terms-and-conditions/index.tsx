import { createFileRoute } from '@tanstack/react-router';
import { requireOffer } from '../../-components/offer-route';
import { OfferTerms } from '../../-components/offer-terms';

export const Route = createFileRoute('/$productOfferKey/terms-and-conditions/')({
  // Shop pages load their data code with the page, so a first visit elsewhere never downloads it.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => requireOffer(context, params.productOfferKey),
  component: TermsRoute,
});

function TermsRoute() {
  return <OfferTerms offer={Route.useLoaderData()} />;
}
