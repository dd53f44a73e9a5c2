/**
 * Play again (spec 2 §7's GET /orders/recommended), under the customer's past tickets: the games
 * they have played most, then what is popular, each a link to its offer page.
 */
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NavLinkTo } from '@/ui/nav-link-to';
import { ticketQueries } from './queries';

const REASONS = { played_before: 'You have played this before', popular: 'Popular with players now' };

export default function PlayAgain({ customerId }: { customerId: string }) {
  const { data: offers } = useQuery(ticketQueries.recommended(customerId));
  // A help, not the page's point: nothing shows until (unless) it arrives.
  if (!offers || offers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="play-again">
      <Title order={2} size="h3" id="play-again">
        Play again
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {offers.map((offer) => (
          <Paper key={offer.productOfferKey} withBorder p="sm" radius="md">
            <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: offer.url }}>
              {offer.name}
            </NavLinkTo>
            <Text size="sm" c="dimmed">
              {REASONS[offer.reason]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
