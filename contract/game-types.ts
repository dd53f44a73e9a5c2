/**
 * The ticket types (game type keys) and the route suffix of each where it differs (spec 2 §2).
 */
export const GAME_TYPE_SUFFIXES = {
  standard: 'standard',
  reduced_system: 'systems',
  powerhit: 'powerhit',
  powerpik: 'powerpik',
  random: 'random',
  strike_boxed: 'boxed',
  mega_combo: 'super-combos',
  syndicate: 'syndicate',
  lotto_party: 'lotto_party',
  deferred: 'subscriptions',
} as const;
export type GameTypeKey = keyof typeof GAME_TYPE_SUFFIXES;
