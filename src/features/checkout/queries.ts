/**
 * Checkout (spec 2 §7): the purchase, which the purchase machine drives (one idempotency key per
 * intent; a 5xx is the machine's to recover from, not the app's error page), and receipts, kept
 * under the customer's key so that they read offline and leave with the customer.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as checkoutEndpoints from '@contract/endpoints/checkout';
import type { Receipt } from '@contract/schemas/shop';
import { call } from '@/api/call';
import { analytics } from '@/lib/analytics';
import { customerKey } from '@/lib/customer-key';
import type { PurchaseAttempt } from './purchase.machine';

export const checkoutQueries = {
  receipt: (customerId: string, checkoutId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'receipt', checkoutId],
      queryFn: () => call(checkoutEndpoints.receipt, { params: { checkoutId } }),
      staleTime: Infinity,
    }),
};

/** Pays for the cart; on success the receipt is kept, so its page opens from the cache. */
export function purchaseWith(queryClient: QueryClient, customerId: string) {
  return async ({ cartReference, idempotencyKey }: PurchaseAttempt): Promise<Receipt> => {
    const receipt = await call(checkoutEndpoints.purchase, {
      body: { cartReference, fundKind: 'wallet' },
      idempotencyKey,
      ownsServerErrors: true,
      quiet: true,
    });
    keepReceipt(queryClient, customerId, receipt);
    return receipt;
  };
}

/** A receipt just bought: kept, so its page opens from the cache, and counted for analytics. */
export function keepReceipt(queryClient: QueryClient, customerId: string, receipt: Receipt): void {
  queryClient.setQueryData(checkoutQueries.receipt(customerId, receipt.checkoutId).queryKey, receipt);
  analytics.track('Order Completed', {
    order_id: receipt.checkoutId,
    total: receipt.total.amount,
    currency: receipt.total.currency,
    // Only pre-orders in it: nothing is charged until their draws open.
    purchase_status:
      receipt.total.amount === 0 && receipt.preOrderTotal.amount > 0 ? 'pre_order' : 'standard',
    products: receipt.trackingData.products.map((product) => ({
      name: product.brand,
      category: product.category,
      price: product.price.amount,
      draw_number: product.drawNumber,
      recurring: product.recurring,
    })),
    ...(receipt.trackingData.partner ? { partner: receipt.trackingData.partner } : {}),
  });
}

/**
 * After a purchase everything personal (cart, balance) is read again: once the customer is on the
 * receipt, not before. Read on the checkout page, the emptied cart would take the Buy button (and
 * the purchase state that leads on to the receipt) off the page first.
 */
export const refreshAfterPurchase = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
