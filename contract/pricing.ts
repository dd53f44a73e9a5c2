/**
 * Pricing ids (spec 1 §3, spec 2 §4): the customer's pricing id, or for a visitor the subscription
 * variant (`sv` cookie, from a campaign link's `?sv=`), decides which offers show and how the cart
 * is priced. These are the variants the storefront runs; any other `sv` value is ignored.
 */
export const DEFAULT_PRICING_ID = 'standard';
export const SUBSCRIPTION_VARIANTS = [DEFAULT_PRICING_ID, 'subscriber'] as const;

export const isSubscriptionVariant = (value: string | null | undefined): value is string =>
  (SUBSCRIPTION_VARIANTS as readonly string[]).includes(value ?? '');
