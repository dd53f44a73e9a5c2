/** A type's giveaways, nine a page (spec 3 §2's further pages, §9), the latest first with their winners. */
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { GiveawayType } from '@contract/membership';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GiveawayGrid } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import type { AppLink } from '@/lib/app-link';
import { formatWhole } from '@/lib/money';
import { SITE_CURRENCY } from '@/lib/site-locale';
import type { RouterContext } from '@/lib/router-context';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';

/** A prize in the site's currency, as the giveaways' own texts give it. */
const prize = (amount: number) => formatWhole({ amount, currency: SITE_CURRENCY });

const LISTS: Record<
  'monthly' | 'daily' | 'special',
  { title: string; intro: string; link: (page: number) => AppLink }
> = {
  monthly: {
    title: 'Monthly giveaways',
    intro: `One premium member takes ${prize(10_000)} cash at the end of every month.`,
    link: (page) => ({ to: '/daily-winners/monthly-giveaways/{-$page}', params: { page } }),
  },
  daily: {
    title: 'Daily giveaways',
    intro: `Ten members win ${prize(50)} cash every night.`,
    link: (page) => ({ to: '/daily-winners/daily-giveaways/{-$page}', params: { page } }),
  },
  special: {
    title: 'Special giveaways',
    intro: `A fortnightly special: a ${prize(5_000)} holiday for the member drawn.`,
    link: (page) => ({ to: '/daily-winners/special-giveaways/{-$page}', params: { page } }),
  },
};

/**
 * A list route's loader: the page of giveaways is read before it renders (and so prerendered); a
 * failed read is the list's own to show, inside the page.
 */
export const loadGiveaways =
  (type: keyof typeof LISTS) =>
  ({ context, params }: { context: RouterContext; params: { page: number } }) =>
    context.queryClient.prefetchQuery(membershipQueries.giveaways(type, params.page));

export function GiveawayListPage({
  type,
  page,
  customerId,
}: {
  type: Extract<GiveawayType, 'monthly' | 'daily' | 'special'>;
  page: number;
  customerId: string | undefined;
}) {
  const list = LISTS[type];
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery({
    ...membershipQueries.membership(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const pages = useQuery(membershipQueries.giveaways(type, page));
  const path = `/daily-winners/${type}-giveaways`;
  return (
    <Container size="lg" py="xl">
      <SitePageMeta title={page > 1 ? `${list.title}, page ${page}` : list.title} description={list.intro} />
      <Stack gap="lg">
        <Title order={1}>{list.title}</Title>
        <Text>{list.intro}</Text>
        <ProgramLinks current={path} />
        <GiveawayGrid
          pages={pages}
          config={config}
          customerId={customerId}
          membership={membership.data}
          link={list.link}
          page={page}
          showWinners
        />
      </Stack>
    </Container>
  );
}
