/**
 * What pays for a partner cart on /purchase/{slug}: a visitor signs in or joins first (their choice
 * kept in the address); a customer buys from the wallet, or, when it is short, deposits what it
 * lacks with a card (3-D Secure as any deposit) and the partner cart is bought at once. The
 * purchase goes through the partner's web channel, and the receipt opens on the partner's pages.
 */
import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Partner, PartnerCart } from '@contract/schemas/partners';
import type { Receipt } from '@contract/schemas/shop';
import { accountQueries } from '@/features/account/queries';
import { orderTotal } from '@/features/cart/cart-rules';
import { checkoutQueries, keepReceipt, refreshAfterPurchase } from '@/features/checkout/queries';
import { partnerPurchase } from '@/features/partners/queries';
import type { PurchaseAttempt } from '@/features/checkout/purchase.machine';
import type { CheckoutDepositOpener } from '@/features/wallet/queries';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { NavLinkTo } from '@/ui/nav-link-to';
import { PayForCart } from '@/routes/cart/-pay-for-cart';

/** The partner purchase's calls as the Buy button and the deposit panel make them. */
function partnerCalls(queryClient: ReturnType<typeof useQueryClient>, customerId: string, partner: Partner) {
  const purchase = async ({ idempotencyKey }: PurchaseAttempt): Promise<Receipt> => {
    const answer = await partnerPurchase(partner, idempotencyKey, null);
    if (!answer.id) throw new Error(GENERIC_ERROR_MESSAGE);
    const receipt = await queryClient.fetchQuery(checkoutQueries.receipt(customerId, answer.id));
    keepReceipt(queryClient, customerId, receipt);
    return receipt;
  };
  const openDeposit: CheckoutDepositOpener = async (
    { amount: _whatTheServerWorksOut, ...deposit },
    attempt,
  ) => (await partnerPurchase(partner, attempt.idempotencyKey, deposit)).deposit;
  return { purchase, openDeposit };
}

export function PartnerCheckout({
  customerId,
  partner,
  cart,
  back,
}: {
  customerId: string | null;
  partner: Partner;
  cart: PartnerCart;
  /** This page with the customer's choice, to come back to after signing in. */
  back: string;
}) {
  const registration = usePageOpen('/signup');
  if (!customerId)
    return (
      // Side by side where they fit; one above the other on a phone, each label whole.
      <SimpleGrid cols={{ base: 1, xs: registration ? 2 : 1 }}>
        <Button
          component={NavLinkTo}
          link={linkOptions({ to: '/login', search: { redirect: back } })}
          size="md"
        >
          Log in to buy
        </Button>
        {registration && (
          <Button
            component={NavLinkTo}
            link={linkOptions({ to: '/signup', search: { redirect: back } })}
            size="md"
            variant="default"
          >
            Join Lucky Dip
          </Button>
        )}
      </SimpleGrid>
    );
  return <CustomerCheckout customerId={customerId} partner={partner} cart={cart} />;
}

function CustomerCheckout({
  customerId,
  partner,
  cart,
}: {
  customerId: string;
  partner: Partner;
  cart: PartnerCart;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const calls = useMemo(
    () => partnerCalls(queryClient, customerId, partner),
    [queryClient, customerId, partner],
  );
  const onPurchased = useCallback(
    (receipt: Receipt) =>
      void navigate({
        to: '/purchase/$partnerSlug/receipt/$checkoutId',
        params: { partnerSlug: partner.slug, checkoutId: receipt.checkoutId },
      }).then(() => refreshAfterPurchase(queryClient, customerId)),
    [navigate, queryClient, customerId, partner.slug],
  );
  if (!customer) return <Skeleton height={48} />;
  return (
    <PayForCart
      customerId={customerId}
      cartReference={cart.cartReference}
      total={orderTotal(cart, customer.balance)}
      blocked={Object.keys(cart.blockedReasons).length > 0}
      purchase={calls.purchase}
      openDeposit={calls.openDeposit}
      onPurchased={onPurchased}
    />
  );
}
