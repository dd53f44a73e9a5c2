import { Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { ticketQueries } from '@/features/results/queries';
import { listLink, NoTickets, OrderCard, TicketsPending } from '@/features/results/ticket-views';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { CapabilityGate, useCapability, useOpenPages } from '@/features/capabilities/capability-gate';
import { ACCOUNT_PAGES, inGroups, pageLink } from '@/lib/account-pages';
import { formatMoney } from '@/lib/money';
import { CardSkeletons } from '@/ui/card-skeleton';
import { lazyOrNothing } from '@/ui/lazy-or-nothing';
import { NavLinkTo } from '@/ui/nav-link-to';
import { SavedLabel } from '@/ui/saved-label';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';
import classes from './index.module.css';

/**
 * /my-account: a recurring purchase that could not be paid, the balance, the next draws, the latest
 * results of the customer's tickets, every account page.
 */
export const Route = createFileRoute('/_customer/my-account/')({
  staticData: { offline: true },
  component: AccountOverview,
});

const PREVIEW = 3;

// Online only: offline, the overview reads as well without it.
const PaymentResolutionNotice = lazyOrNothing(
  () => import(/* online-only */ '@/features/recurring/payment-resolution-notice'),
);

function AccountOverview() {
  const { customerId, savedOnly } = Route.useRouteContext();
  const accountPages = useOpenPages(ACCOUNT_PAGES, pageLink);
  const customer = useQuery(accountQueries.customer(customerId));
  // With viewing orders off, the customer's tickets are read nowhere (contract/capability-gates).
  const viewingOrders = useCapability('viewing_orders');
  const upcoming = useQuery({
    ...ticketQueries.orders(customerId, 'upcoming_products', 1),
    enabled: viewingOrders,
  });
  const past = useQuery({ ...ticketQueries.orders(customerId, 'past_products', 1), enabled: viewingOrders });
  const picture = usePrizePictures();
  return (
    <Container size="lg" py="xl">
      <SitePageMeta title="My account" />
      <Stack gap="lg">
        <Title order={1}>{customer.data ? `Hello, ${customer.data.firstname}` : 'My account'}</Title>
        {!savedOnly && (
          <CapabilityGate names="autoplay_manage">
            <Suspense fallback={null}>
              <PaymentResolutionNotice customerId={customerId} />
            </Suspense>
          </CapabilityGate>
        )}
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Wallet balance
          </Text>
          {customer.data ? (
            <Text fw={800} size="xl" data-testid="wallet-balance">
              {formatMoney(customer.data.balance)}
            </Text>
          ) : (
            <Skeleton height={32} width={140} />
          )}
        </Card>
        {viewingOrders && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(
              [
                ['Next draws', upcoming, 'upcoming_products', 'All upcoming tickets'],
                ['Latest results for my tickets', past, 'past_products', 'All past tickets'],
              ] as const
            ).map(([title, query, list, more]) => (
              <Stack key={list} gap="sm" component="section" aria-label={title}>
                <Title order={2} size="h3">
                  {title}
                </Title>
                <SavedLabel query={query} />
                {query.data === undefined ? (
                  <TicketsPending
                    query={query}
                    savedOnly={savedOnly}
                    error={GENERIC_ERROR_MESSAGE}
                    loading={
                      <CardSkeletons count={1} body="balls" label={`Loading ${title.toLowerCase()}`} />
                    }
                  />
                ) : query.data.items.length === 0 ? (
                  <NoTickets list={list} />
                ) : (
                  query.data.items
                    .slice(0, PREVIEW)
                    .map((order) => <OrderCard key={order.id} order={order} list={list} picture={picture} />)
                )}
                <NavLinkTo link={listLink(list, 1)}>{more}</NavLinkTo>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <nav aria-labelledby="account-pages">
          <Title order={2} size="h3" mb="sm" id="account-pages">
            Account pages
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {inGroups(accountPages).map(({ group, pages }) => (
              <Card key={group} withBorder padding="md" component="section" aria-label={group}>
                <Title order={3} size="h5" mb="xs">
                  {group}
                </Title>
                <Stack component="ul" gap={6} className={classes.pages}>
                  {pages.map((page) => (
                    <li key={page.label}>
                      <NavLinkTo link={page.link}>{page.label}</NavLinkTo>
                    </li>
                  ))}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </nav>
      </Stack>
    </Container>
  );
}
