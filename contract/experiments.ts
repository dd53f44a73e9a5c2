/**
 * The experiments the storefront runs (spec 1 §3, spec 2 §9), spelled once for the reference API,
 * which assigns each customer a variant (the overview's experimentGroups), and the PWA, which
 * shows it. The first variant is the control: a visitor, or a group the app does not know, sees it.
 */
export const EXPERIMENTS = {
  /** The offer page's call to action: add to cart (control) or buy now, straight to checkout. */
  'boost-buy-tickets': ['control', 'treatment'],
} as const;

export type ExperimentKey = keyof typeof EXPERIMENTS;
export type ExperimentVariant<K extends ExperimentKey> = (typeof EXPERIMENTS)[K][number];

const isVariant = <K extends ExperimentKey>(
  key: K,
  value: string | undefined,
): value is ExperimentVariant<K> => (EXPERIMENTS[key] as readonly string[]).includes(value ?? '');

export function experimentVariant<K extends ExperimentKey>(
  groups: Record<string, string> | undefined,
  key: K,
): ExperimentVariant<K> {
  const group = groups?.[key];
  return isVariant(key, group) ? group : EXPERIMENTS[key][0];
}
