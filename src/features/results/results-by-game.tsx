/**
 * Each game with results (GET .../past/result_keys), a link to its own results, under the results
 * lists. Loaded online only: the keys come from the network, and the lists read well without it.
 */
import { Group, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import type { ResultCategory } from '@contract/schemas/results';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useVisitor } from '@/ui/use-hydrated';
import { resultQueries } from './queries';

export default function ResultsByGame({ category }: { category?: ResultCategory }) {
  const pricingId = useVisitor().pricingId() ?? DEFAULT_PRICING_ID;
  const { data: keys, isPending } = useQuery(resultQueries.keys(pricingId));
  const games = keys?.filter((key) => category === undefined || key.category === category) ?? [];
  if (isPending) return <Skeleton height={24} width="60%" />;
  if (games.length === 0) return null;
  return (
    <nav aria-labelledby="results-by-game">
      <Title order={2} size="h4" id="results-by-game" mb="xs">
        Results by game
      </Title>
      <Group gap="md">
        {games.map((game) => (
          <NavLinkTo key={game.key} to="/$productOfferKey/results" params={{ productOfferKey: game.url }}>
            {game.name}
          </NavLinkTo>
        ))}
      </Group>
    </nav>
  );
}
