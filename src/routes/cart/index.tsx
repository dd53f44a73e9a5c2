import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../features/account/queries';
import { CartView, CheckoutLink } from '../../features/cart/cart-view';
import { SitePageMeta } from '../../features/config/site-page-meta';

/**
 * The cart (spec 2 §2, open): items, promotions, blocked reasons and totals, with the wallet taken
 * off for a customer; utm_* values arrive in the query and stay there.
 */
export const Route = createFileRoute('/cart/')({
  // Shop pages load their data code with the page, so a first visit elsewhere never downloads it.
  codeSplitGroupings: [['loader', 'component']],
  component: CartPage,
});

function CartPage() {
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId();
  const { data: customer } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined,
  });
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Your cart" path="/cart" />
      <Stack gap="md">
        <Title order={1}>Your cart</Title>
        <CartView customerId={customerId} wallet={customer?.balance ?? null} action={<CheckoutLink />} />
      </Stack>
    </Container>
  );
}
