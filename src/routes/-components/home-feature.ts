import type { PlacementKey } from '@contract/placements';

/** The home page's hero placement: the jackpot the shop features, the same for everyone. */
export const FEATURE_KEYS: readonly PlacementKey[] = ['feature_placement'];
