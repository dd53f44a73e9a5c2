import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { configQueries } from '@/features/config/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { findOffer } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';
import { linkedPreferences, linkSearch } from '@/features/preferences/link-search';
import { UnsubscribeForm } from '@/features/preferences/unsubscribe-form';
import { useVisitor } from '@/ui/use-hydrated';

/**
 * /unsubscribe/{customerId}/{productOfferKey?} (spec 3 §2, open): an email's unsubscribe link, for
 * every Lucky Dip email or, with an offer's key, that offer's.
 */
export const Route = createFileRoute('/unsubscribe/$customerId/{-$productOfferKey}')({
  validateSearch: linkSearch,
  component: Unsubscribe,
});

function Unsubscribe() {
  const { customerId, productOfferKey } = Route.useParams();
  const { token } = Route.useSearch();
  const visitor = useVisitor();
  const { data: config } = useQuery(configQueries.site());
  const { data: offers } = useQuery({ ...offersFor({ visitor }), enabled: productOfferKey !== undefined });
  const offer =
    productOfferKey === undefined ? undefined : offers && findOffer(offers.offers, productOfferKey);
  const waiting = !config || (productOfferKey !== undefined && !offers);
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Unsubscribe" />
      <Stack gap="md">
        <Title order={1}>Unsubscribe</Title>
        {!waiting && (
          <UnsubscribeForm
            access={{ customerId, token }}
            offer={offer ?? (productOfferKey ? { key: productOfferKey, name: productOfferKey } : undefined)}
            reasons={config.unsubscribeReasons}
            preferences={linkedPreferences(customerId, token)}
          />
        )}
      </Stack>
    </Container>
  );
}
