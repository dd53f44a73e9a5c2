import { Container, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Receipt } from '../../../contract/schemas/shop';
import { cartQueries } from '../../features/cart/queries';
import { CartView } from '../../features/cart/cart-view';
import { orderTotal } from '../../features/cart/cart-rules';
import { BuyButton } from '../../features/checkout/buy-button';
import { refreshAfterPurchase } from '../../features/checkout/queries';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { useCartPage } from './-use-cart-page';

/**
 * Checkout (spec 2 §2, open): a visitor signs in (or up) first and comes back with the cart merged;
 * the customer then pays from the wallet and lands on the receipt.
 */
export const Route = createFileRoute('/cart/buy')({
  beforeLoad: ({ context }) => {
    if (!context.visitor.customerId())
      throw redirect({ to: '/checkout/login', search: { redirect: '/cart/buy' } });
  },
  component: BuyPage,
});

function BuyPage() {
  const page = useCartPage();
  const { customer, wallet, editPath } = page;
  // The guard above lets only a customer in.
  const customerId = page.customerId ?? '';
  const navigate = useNavigate();
  const { data: cart } = useQuery(cartQueries.cart(customerId));
  const queryClient = useQueryClient();
  const onPurchased = useCallback(
    (receipt: Receipt) =>
      void navigate({ to: '/receipt/$checkoutId', params: { checkoutId: receipt.checkoutId } }).then(() =>
        refreshAfterPurchase(queryClient, customerId),
      ),
    [navigate, queryClient, customerId],
  );
  const total = cart && orderTotal(cart, wallet);
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Checkout" path="/cart/buy" />
      <Stack gap="md">
        <Title order={1}>Checkout</Title>
        <CartView
          customerId={customerId}
          wallet={wallet}
          editPath={editPath}
          action={
            cart &&
            total && (
              <BuyButton
                customerId={customerId}
                cartReference={cart.cartReference}
                amount={total.dueNow}
                waiting={
                  !customer || total.remainder.amount > 0 || Object.keys(cart.blockedReasons).length > 0
                }
                onPurchased={onPurchased}
              />
            )
          }
        />
      </Stack>
    </Container>
  );
}
