/** The results lists (spec 1 §2, spec 2 §2): every game's latest result, or the lotteries' or the raffles'. */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { ResultCategory } from '@contract/schemas/results';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { LatestResults } from '@/features/results/results-views';
import type { AppLink } from '@/lib/app-link';
import { lazyOrNothing } from '@/ui/lazy-or-nothing';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useHydrated } from '@/ui/use-hydrated';
import { useOnline } from '@/ui/use-online';

const ResultsByGame = lazyOrNothing(() => import(/* online-only */ '@/features/results/results-by-game'));

interface ResultsList {
  category?: ResultCategory;
  title: string;
  label: string;
  page: (page: number) => AppLink;
}

const LISTS: ResultsList[] = [
  {
    title: 'Lotto results',
    label: 'All results',
    page: (page) => ({ to: '/lotto-results/{-$page}', params: { page } }),
  },
  {
    category: 'lottery',
    title: 'Lottery results',
    label: 'Lotteries',
    page: (page) => ({ to: '/lotto-results/lotteries/{-$page}', params: { page } }),
  },
  {
    category: 'raffle',
    title: 'Raffle results',
    label: 'Raffles',
    page: (page) => ({ to: '/lotto-results/raffles/{-$page}', params: { page } }),
  },
];

export function ResultsListPage({ category, page }: { category?: ResultCategory; page: number }) {
  const list = LISTS.find((entry) => entry.category === category) ?? LISTS[0]!;
  // Online only, and after hydration: the prerendered list hydrates as it was rendered.
  const hydrated = useHydrated();
  const online = useOnline();
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={page > 1 ? `${list.title}, page ${page}` : list.title}
        description="The latest winning numbers, prizes and winners of every lottery and raffle at Lucky Dip."
      />
      <Stack gap="lg">
        <Title order={1}>{list.title}</Title>
        <Text maw={680}>
          The latest draw of each game, newest first. Open a draw for its prizes and winners.
        </Text>
        <nav aria-label="Results lists">
          <Group gap="md">
            {LISTS.map((entry) =>
              entry === list ? (
                <Text key={entry.label} fw={700} aria-current="page">
                  {entry.label}
                </Text>
              ) : (
                <NavLinkTo key={entry.label} link={entry.page(1)}>
                  {entry.label}
                </NavLinkTo>
              ),
            )}
          </Group>
        </nav>
        <LatestResults category={category} page={page} link={list.page} />
        {hydrated && online && (
          <Suspense fallback={null}>
            <ResultsByGame category={category} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
