import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { RecurringList } from '@/features/recurring/recurring-views';
import { ScheduledList } from '@/features/recurring/scheduled-views';
import { pageParam } from '@/routes/-components/address-params';
import { SavedTicketsNotice } from '@/routes/_customer/my-account/-tickets-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/**
 * /my-account/recurring-purchases[/{page}] (spec 2 §2): what is bought for the customer later,
 * their recurring purchases (a page at a time) and their pre-orders.
 */
export const Route = createFileRoute('/_customer/my-account/recurring-purchases/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function RecurringPurchasesPage() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { page } = Route.useParams();
    return (
      <Container size="md" py="xl">
        <SitePageMeta
          title={
            page > 1
              ? `Recurring purchases and pre-orders, page ${page}`
              : 'Recurring purchases and pre-orders'
          }
        />
        <Stack gap="lg">
          <Title order={1}>Recurring purchases and pre-orders</Title>
          <SavedTicketsNotice savedOnly={savedOnly} />
          <Text>
            What we buy for you later: tickets on autoplay, your subscriptions, and raffle tickets pre-ordered
            for draws not yet open. <NavLinkTo to="/my-account">Back to my account</NavLinkTo>
          </Text>
          <Stack gap="sm" component="section" aria-labelledby="recurring-autoplay">
            <Title order={2} size="h3" id="recurring-autoplay">
              Autoplay and subscriptions
            </Title>
            <RecurringList customerId={customerId} page={page} savedOnly={savedOnly} kind="all" />
          </Stack>
          {page === 1 && (
            <Stack gap="sm" component="section" aria-labelledby="recurring-pre-orders">
              <Title order={2} size="h3" id="recurring-pre-orders">
                Pre-orders
              </Title>
              <ScheduledList customerId={customerId} savedOnly={savedOnly} />
            </Stack>
          )}
        </Stack>
      </Container>
    );
  },
});
