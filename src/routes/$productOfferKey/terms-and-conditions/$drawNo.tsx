import { createFileRoute } from '@tanstack/react-router';
import { offerQueries } from '@/features/offers/queries';
import { loadDraw } from '@/routes/$productOfferKey/-draw-page-loader';
import { requireOffer } from '@/routes/-components/offer-route';
import { OfferTerms } from '@/routes/$productOfferKey/terms-and-conditions/-offer-terms';

export const Route = createFileRoute('/$productOfferKey/terms-and-conditions/$drawNo')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const { lotteryKey, drawNo } = await loadDraw(context, params.productOfferKey, params.drawNo);
    return {
      offer: await requireOffer(context, params.productOfferKey, 'read'),
      draw: await context.queryClient.ensureQueryData(offerQueries.draw(lotteryKey, drawNo)),
    };
  },
  component: DrawTermsRoute,
});

function DrawTermsRoute() {
  return <OfferTerms {...Route.useLoaderData()} />;
}
