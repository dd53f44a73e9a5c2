import { createFileRoute } from '@tanstack/react-router';
import { DrawPage } from '@/routes/$productOfferKey/draw/$drawNo/-draw-page';
import { loadDraw } from '@/routes/$productOfferKey/-draw-page-loader';

/** A raffle draw (spec 2 §2): its prize, tickets left, status, and the way to buy for it. */
export const Route = createFileRoute('/$productOfferKey/draw/$drawNo/')({
  staticData: { offline: true },
  loader: ({ context, params }) => loadDraw(context, params.productOfferKey, params.drawNo),
  component: DrawRoute,
});

function DrawRoute() {
  return <DrawPage {...Route.useLoaderData()} />;
}
