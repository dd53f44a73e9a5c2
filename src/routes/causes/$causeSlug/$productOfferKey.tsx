import { createFileRoute, notFound } from '@tanstack/react-router';
import { OfferPage } from '@/routes/-components/offer-page';
import { requireOffer } from '@/routes/-components/offer-route';
import { requireCause } from '@/routes/causes/$causeSlug/-cause';

/** An offer with a cause chosen (spec 3 §2): the offer page, its cause set to this one. */
export const Route = createFileRoute('/causes/$causeSlug/$productOfferKey')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const [cause, offer] = await Promise.all([
      requireCause(context, params.causeSlug),
      requireOffer(context, params.productOfferKey),
    ]);
    if (!offer.causes.includes(cause.key)) throw notFound();
    return { offerKey: offer.key, causeKey: cause.key };
  },
  component: CauseOffer,
});

function CauseOffer() {
  const { offerKey, causeKey } = Route.useLoaderData();
  return <OfferPage offerKey={offerKey} causeKey={causeKey} />;
}
