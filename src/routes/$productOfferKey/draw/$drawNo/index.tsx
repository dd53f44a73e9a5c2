import { createFileRoute } from '@tanstack/react-router';
import { DrawPage } from '@/routes/$productOfferKey/draw/$drawNo/-draw-page';
import { loadDraw } from '@/routes/$productOfferKey/-draw-page-loader';

/**
 * A draw (spec 2 §2): its prize, tickets left, status, and the way to buy for it; a raffle's draw
 * before it goes on sale, from its preview.
 */
export const Route = createFileRoute('/$productOfferKey/draw/$drawNo/')({
  staticData: { offline: true },
  loader: ({ context, params }) =>
    loadDraw(context, params.productOfferKey, params.drawNo, { preview: true }),
  component: DrawRoute,
});

function DrawRoute() {
  return <DrawPage {...Route.useLoaderData()} />;
}
