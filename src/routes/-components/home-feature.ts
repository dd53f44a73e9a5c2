import type { PlacementKey } from '@contract/placements';

/** The home page's hero placement: the jackpot the shop features, the same for everyone. */
export const FEATURE_KEYS: readonly PlacementKey[] = ['feature_placement'];

/** The content-service components the home page shows below the hero (home-sections.tsx). */
export const HOME_COMPONENTS = ['unique_selling_point', 'charity_support'];
