/**
 * What pays for a cart at checkout and on a partner's page: Buy from the wallet, or, when the
 * wallet is short and nothing else blocks the cart, a deposit of what it lacks with a card, after
 * which the cart is bought at once (the deposit machine's checkout path). The deposit panel loads
 * only when needed and is not kept for offline use (money needs a connection): a load that fails
 * says so instead of breaking the page.
 */
import { Alert, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Receipt } from '@contract/schemas/shop';
import type { OrderTotal } from '@/features/cart/cart-rules';
import { BuyButton } from '@/features/checkout/buy-button';
import type { PurchaseAttempt } from '@/features/checkout/purchase.machine';
import type { CheckoutDepositOpener } from '@/features/wallet/queries';

const DepositPanel = lazy(() =>
  import(/* online-only */ '@/features/wallet/deposit-panel').then(
    (module) => ({ default: module.DepositPanel }),
    () => ({ default: DepositNeedsConnection }),
  ),
);

function DepositNeedsConnection() {
  return (
    <Alert color="gray" role="status">
      Depositing needs a connection. Reload this page once you are back online: nothing was paid.
    </Alert>
  );
}

export function PayForCart({
  customerId,
  cartReference,
  total,
  blocked,
  waiting,
  purchase,
  openDeposit,
  onPurchased,
}: {
  customerId: string;
  cartReference: string;
  total: OrderTotal;
  /** A blocked reason stands: no deposit is offered, and Buy waits. */
  blocked: boolean;
  /** Buy waits for something else too (the customer still loading). */
  waiting?: boolean;
  purchase: (attempt: PurchaseAttempt) => Promise<Receipt>;
  /** How the deposit is opened, when not as the cart's deposit purchase. */
  openDeposit?: CheckoutDepositOpener;
  onPurchased: (receipt: Receipt) => void;
}) {
  return total.remainder.amount > 0 && !blocked && !waiting ? (
    <Suspense fallback={<Skeleton height={220} />}>
      <DepositPanel
        customerId={customerId}
        checkout={{ shortfall: total.remainder, cartReference, purchase, onPurchased, openDeposit }}
      />
    </Suspense>
  ) : (
    <BuyButton
      customerId={customerId}
      cartReference={cartReference}
      amount={total.dueNow}
      waiting={waiting || total.remainder.amount > 0 || blocked}
      onPurchased={onPurchased}
      purchase={purchase}
    />
  );
}
