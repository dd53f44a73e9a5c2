/** The results lists (spec 1 §2, spec 2 §2): every game's latest result, or the lotteries' or the raffles'. */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ResultCategory } from '@contract/schemas/results';
import { pagePath } from '@contract/paging';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { LatestResults } from '@/features/results/results-views';
import { NavLinkTo } from '@/ui/nav-link-to';

const LISTS: { category?: ResultCategory; path: string; title: string; link: string }[] = [
  { path: '/lotto-results', title: 'Lotto results', link: 'All results' },
  { category: 'lottery', path: '/lotto-results/lotteries', title: 'Lottery results', link: 'Lotteries' },
  { category: 'raffle', path: '/lotto-results/raffles', title: 'Raffle results', link: 'Raffles' },
];

export function ResultsListPage({ category, page }: { category?: ResultCategory; page: number }) {
  const list = LISTS.find((entry) => entry.category === category) ?? LISTS[0]!;
  const href = pagePath(list.path);
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={page > 1 ? `${list.title}, page ${page}` : list.title}
        description="The latest winning numbers, prizes and winners of every lottery and raffle at Lucky Dip."
        path={href(page)}
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
                <Text key={entry.path} fw={700} aria-current="page">
                  {entry.link}
                </Text>
              ) : (
                <NavLinkTo key={entry.path} href={entry.path}>
                  {entry.link}
                </NavLinkTo>
              ),
            )}
          </Group>
        </nav>
        <LatestResults category={category} page={page} href={href} />
      </Stack>
    </Container>
  );
}
