import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { CartView, CheckoutLink } from '@/features/cart/cart-view';
import { cartQueries } from '@/features/cart/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { trackedCart } from '@/lib/analytics';
import { useTrackView } from '@/ui/use-track-view';
import { PlacementSlot } from '@/routes/-components/placement-slot';
import { useCartPage } from './-use-cart-page';

/**
 * The cart (spec 2 §2, open): items, promotions, blocked reasons and totals, with the wallet taken
 * off for a customer; utm_* values arrive in the query and stay there.
 */
export const Route = createFileRoute('/cart/')({
  staticData: { offline: true },
  component: CartPage,
});

function CartPage() {
  const { customerId, wallet, editLink, picture, vouchers } = useCartPage();
  const { data: cart } = useQuery(cartQueries.cart(customerId));
  useTrackView('Cart Viewed', cart?.cartReference, cart && trackedCart(cart));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Your cart" />
      <Stack gap="md">
        <Title order={1}>Your cart</Title>
        <CartView
          customerId={customerId}
          wallet={wallet}
          editLink={editLink}
          picture={picture}
          vouchers={vouchers}
          action={<CheckoutLink />}
        />
        {(cart?.cartItems.length ?? 0) > 0 && (
          <CapabilityGate names="placements">
            <PlacementSlot keys={['cart_inline_item']} title="You might also like" min="12rem" />
          </CapabilityGate>
        )}
      </Stack>
    </Container>
  );
}
