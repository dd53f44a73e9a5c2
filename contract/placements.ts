/**
 * The recommendations service's rules (spec 2 §9, spec 3 §3): placement keys, the pre-cart
 * drawer's, the reasons a draw is recommended, and the storefront's branding key. Its calls'
 * shapes: ./schemas/placements.ts.
 */
export const PLACEMENT_KEYS = [
  'cart_inline_item',
  'feature_placement',
  'pre_cart_item',
  'fast_play',
  'instant_play',
  'pre_cart_promoted',
  'pre_cart_standard',
] as const;
export type PlacementKey = (typeof PLACEMENT_KEYS)[number];

/** The keys of the pre-cart drawer (spec 2 §9), shown with the pre-cart recommended draws capability. */
export const PRE_CART_KEYS = [
  'pre_cart_item',
  'pre_cart_promoted',
  'pre_cart_standard',
] as const satisfies readonly PlacementKey[];

/** Why a draw was chosen: the customer's own buying, that of customers like them, or the shop. */
export const RECOMMENDATION_REASONS = [
  'bought_before',
  'similar_customers',
  'popular',
  'jackpot',
  'closing',
  'next_draw',
] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

/** The storefront's brand: the branding key its placements are asked for. */
export const SITE_BRANDING_KEY = 'lucky-dip';

/** A cart's draws, sent as `lotteryKey:drawNo` (the cart of spec 3 §7). */
export const CART_DRAW = /^([\w-]{1,80}):(\d{1,9})$/;
