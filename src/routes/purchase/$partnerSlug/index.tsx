import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { findOffer } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';
import { PartnerPurchaseView } from '@/features/partners/partner-purchase-view';
import { partnerQueries } from '@/features/partners/queries';
import { PartnerCheckout } from '@/routes/purchase/$partnerSlug/-partner-checkout';

/** `?size=`: how many tickets (or games) the customer chose, kept through signing in. */
const validateSearch = (search: Record<string, unknown>): { size?: number } => {
  const size = Number(search.size);
  return Number.isInteger(size) && size > 0 && size <= 200 ? { size } : {};
};

export const Route = createFileRoute('/purchase/$partnerSlug/')({
  validateSearch,
  component: PartnerPurchasePage,
});

function PartnerPurchasePage() {
  const { partnerSlug } = Route.useParams();
  const { size } = Route.useSearch();
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId() ?? null;
  const navigate = useNavigate({ from: Route.fullPath });
  const partner = useQuery(partnerQueries.partner(partnerSlug)).data;
  const offers = useQuery(offersFor({ visitor })).data;
  const offer = partner && offers ? findOffer(offers.offers, partner.productOfferKey) : undefined;
  const here = `/purchase/${partnerSlug}`;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={partner ? `${partner.name}: buy your tickets` : 'Partner purchase'} />
      <PartnerPurchaseView
        slug={partnerSlug}
        customerId={customerId}
        offer={offer}
        size={size}
        onSize={(next) => void navigate({ search: { size: next }, replace: true })}
        action={(found, cart) => (
          <PartnerCheckout
            customerId={customerId}
            partner={found}
            cart={cart}
            back={size ? `${here}?size=${size}` : here}
          />
        )}
      />
    </Container>
  );
}
