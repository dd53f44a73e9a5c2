/** The account's giveaways (spec 1 §2): those open now with the customer's entry, or those drawn that they were in. */
import { Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { GiveawayGrid } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { AccountPageFrame } from '@/routes/_customer/-wallet-pages';

const PAGES = {
  current: {
    title: 'Current giveaways',
    intro: 'The Daily Winners giveaways open now, and your entry in each.',
  },
  closed: {
    title: 'Closed giveaways',
    intro: 'The Daily Winners giveaways you were in that have been drawn, with their winners.',
  },
} as const;

export function AccountGiveaways({
  customerId,
  status,
  page,
}: {
  customerId: string;
  status: 'current' | 'closed';
  page: number;
}) {
  const list = PAGES[status];
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery(membershipQueries.membership(customerId));
  const pages = useQuery(membershipQueries.customerGiveaways(customerId, status, page));
  return (
    <AccountPageFrame title={list.title}>
      <Stack gap="md">
        <Text>
          {list.intro}{' '}
          {status === 'current' ? (
            <NavLinkTo to="/my-account/closed-giveaways/{-$page}" params={{ page: 1 }}>
              Closed giveaways
            </NavLinkTo>
          ) : (
            <NavLinkTo to="/my-account/current-giveaways/{-$page}" params={{ page: 1 }}>
              Current giveaways
            </NavLinkTo>
          )}
        </Text>
        <GiveawayGrid
          pages={pages}
          config={config}
          customerId={customerId}
          membership={membership.data}
          link={(to) =>
            status === 'current'
              ? { to: '/my-account/current-giveaways/{-$page}', params: { page: to } }
              : { to: '/my-account/closed-giveaways/{-$page}', params: { page: to } }
          }
          page={page}
          showWinners={status === 'closed'}
        />
      </Stack>
    </AccountPageFrame>
  );
}
