import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CartView } from '../../features/cart/cart-view';
import { SitePageMeta } from '../../features/config/site-page-meta';

/** The cart (spec 2 §2, open): its items and total; utm_* values arrive in the query and stay there. */
export const Route = createFileRoute('/cart/')({
  // Shop pages load their data code with the page, so a first visit elsewhere never downloads it.
  codeSplitGroupings: [['loader', 'component']],
  component: CartPage,
});

function CartPage() {
  const { visitor } = Route.useRouteContext();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Your cart" path="/cart" />
      <Stack gap="md">
        <Title order={1}>Your cart</Title>
        <CartView customerId={visitor.customerId()} />
      </Stack>
    </Container>
  );
}
