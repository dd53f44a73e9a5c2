/**
 * The payment-resolution screen's steps (spec 2 §4) and what it lists, apart from its machine: the
 * account overview tells of what is unpaid without loading the screen's code (and XState).
 */
import type { PaymentResolution } from '@contract/schemas/shop';

export type ResolutionStep = 'change-fund' | 'add-card' | 'payment-method-updated';

/** The customer's recurring purchases whose purchase failed (the cart's items are checkout's). */
export const unpaid = (resolution: PaymentResolution | null) =>
  resolution?.recurringPurchases.filter((entry) => entry.autoplayId !== null) ?? [];
