import { Container, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Receipt } from '@contract/schemas/shop';
import { cartQueries } from '@/features/cart/queries';
import { CartView } from '@/features/cart/cart-view';
import { orderTotal } from '@/features/cart/cart-rules';
import { purchaseWith, refreshAfterPurchase } from '@/features/checkout/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { trackedCart } from '@/lib/analytics';
import { useTrackView } from '@/ui/use-track-view';
import { PayForCart } from '@/routes/cart/-pay-for-cart';
import { primePlacements } from '@/features/placements/queries';
import { useCartPage } from './-use-cart-page';

/**
 * Checkout (spec 2 §2, open): a visitor signs in (or up) first and comes back with the cart merged;
 * the customer then pays from the wallet, or, when it is short, deposits what it lacks with a card
 * and the cart is bought at once (the deposit machine's checkout path); both land on the receipt.
 */
export const Route = createFileRoute('/cart/buy')({
  staticData: { offline: true },
  beforeLoad: ({ context }) => {
    if (!context.visitor.customerId())
      throw redirect({ to: '/checkout/login', search: { redirect: '/cart/buy' } });
  },
  component: BuyPage,
});

function BuyPage() {
  const page = useCartPage();
  const { customer, wallet, editLink, picture, vouchers } = page;
  // The guard above lets only a customer in.
  const customerId = page.customerId ?? '';
  const navigate = useNavigate();
  const { data: cart } = useQuery(cartQueries.cart(customerId));
  const queryClient = useQueryClient();
  const onPurchased = useCallback(
    (receipt: Receipt) =>
      void navigate({ to: '/receipt/$checkoutId', params: { checkoutId: receipt.checkoutId } }).then(() =>
        // What the customer just bought counts in their recommendations from now, not in five
        // minutes; a failure to say so costs nothing but that.
        primePlacements(customerId)
          .catch(() => undefined)
          .then(() => refreshAfterPurchase(queryClient, customerId)),
      ),
    [navigate, queryClient, customerId],
  );
  const total = cart && orderTotal(cart, wallet);
  useTrackView(
    'Checkout Started',
    cart?.cartItems.length ? cart.cartReference : undefined,
    cart && { ...trackedCart(cart), value: cart.cartTotal.amount, currency: cart.cartTotal.currency },
  );
  const blocked = !cart || Object.keys(cart.blockedReasons).length > 0;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Checkout" />
      <Stack gap="md">
        <Title order={1}>Checkout</Title>
        <CartView
          customerId={customerId}
          wallet={wallet}
          editLink={editLink}
          picture={picture}
          vouchers={vouchers}
          action={
            cart &&
            total && (
              <PayForCart
                customerId={customerId}
                cartReference={cart.cartReference}
                total={total}
                blocked={blocked}
                waiting={!customer}
                purchase={purchaseWith(queryClient, customerId)}
                onPurchased={onPurchased}
              />
            )
          }
        />
      </Stack>
    </Container>
  );
}
