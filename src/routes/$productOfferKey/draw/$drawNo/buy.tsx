import { createFileRoute } from '@tanstack/react-router';
import { loadDraw } from '@/routes/$productOfferKey/-draw-page-loader';
import { OfferPage } from '@/routes/-components/offer-page';

/** Buying for one draw: the offer's builder opened at that draw. */
export const Route = createFileRoute('/$productOfferKey/draw/$drawNo/buy')({
  staticData: { offline: true },
  loader: ({ context, params }) => loadDraw(context, params.productOfferKey, params.drawNo),
  component: DrawBuy,
});

function DrawBuy() {
  const { offerKey, drawNo } = Route.useLoaderData();
  return <OfferPage offerKey={offerKey} firstDrawNo={drawNo} />;
}
