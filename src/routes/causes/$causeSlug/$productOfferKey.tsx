import { createFileRoute, notFound } from '@tanstack/react-router';
import { offerQueries } from '@/features/offers/queries';
import { OfferPage } from '@/routes/-components/offer-page';
import { requireOffer } from '@/routes/-components/offer-route';

/** An offer with a cause chosen (spec 3 §2): the offer page, its cause set to this one. */
export const Route = createFileRoute('/causes/$causeSlug/$productOfferKey')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const causes = await context.queryClient.ensureQueryData(offerQueries.causes());
    const cause = causes.find((entry) => entry.urlSlug === params.causeSlug);
    const offer = await requireOffer(context, params.productOfferKey);
    if (!cause || !offer.causes.includes(cause.key)) throw notFound();
    return { offerKey: offer.key, causeKey: cause.key };
  },
  component: CauseOffer,
});

function CauseOffer() {
  const { offerKey, causeKey } = Route.useLoaderData();
  return <OfferPage offerKey={offerKey} causeKey={causeKey} />;
}
