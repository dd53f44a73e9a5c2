import { Alert, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { OfferPage } from '@/routes/-components/offer-page';
import { requireOffer } from '@/routes/-components/offer-route';

/**
 * The buy page of an offer (spec 2 §2). `?freePostalEntry=true` shows how to enter a raffle by post
 * without buying, as charity-raffle permits require.
 */
export const Route = createFileRoute('/$productOfferKey/buy')({
  staticData: { offline: true },
  validateSearch: (search: Record<string, unknown>) =>
    search.freePostalEntry === true || search.freePostalEntry === 'true' ? { freePostalEntry: true } : {},
  loader: ({ context, params }) => requireOffer(context, params.productOfferKey),
  component: BuyPage,
});

function BuyPage() {
  const offer = Route.useLoaderData();
  const { freePostalEntry } = Route.useSearch();
  return (
    <>
      {freePostalEntry && (
        <Container size="lg" pt="xl">
          <Alert color="blue" title="Free postal entry">
            To enter {offer.name} without buying a ticket, post your name, address, phone number and the draw
            number to Lucky Dip Free Entry, PO Box 1, Sydney NSW 2001. One entry per envelope; entries must
            arrive before sales close.
          </Alert>
        </Container>
      )}
      <OfferPage offerKey={offer.key} />
    </>
  );
}
