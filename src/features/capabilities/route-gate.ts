/**
 * The route gate: a route whose capability is off does not exist for this visitor (404). For a
 * customer on a break or self-excluded, a page the site offers everyone else is not missing: it is
 * paused for them, and the not-found page says so with care (src/features/account/play-paused.tsx).
 */
import { notFound } from '@tanstack/react-router';
import type { CapabilityName } from '@contract/capability-names';
import type { RouterContext } from '@/lib/router-context';
import { hasCapabilities } from './capabilities';
import { capabilityQueries } from './queries';

/** The segment a break or a self-exclusion puts a customer in (the server's capabilities). */
export const SELF_EXCLUDED = 'self_excluded';

/** The not-found data that tells the page it is paused for this customer, not missing. */
export const PLAY_PAUSED = { playPaused: true } as const;

export const isPlayPaused = (data: unknown): data is typeof PLAY_PAUSED =>
  typeof data === 'object' && data !== null && 'playPaused' in data;

const capabilitiesOf = (context: RouterContext) =>
  context.queryClient.ensureQueryData(capabilityQueries.all());

export async function holdsCapability(
  context: RouterContext,
  names: CapabilityName | readonly CapabilityName[],
): Promise<boolean> {
  return hasCapabilities(await capabilitiesOf(context), context.visitor.segmentName(), names);
}

/**
 * `readWhilePaused`: a page that only reads (a game's results, its terms) stays open to a customer
 * on a break or self-excluded; only the pages that sell are paused for them.
 */
export async function requireCapability(
  context: RouterContext,
  names: CapabilityName | readonly CapabilityName[],
  { readWhilePaused = false }: { readWhilePaused?: boolean } = {},
): Promise<void> {
  const data = await capabilitiesOf(context);
  const segmentName = context.visitor.segmentName();
  if (hasCapabilities(data, segmentName, names)) return;
  const paused = segmentName === SELF_EXCLUDED && hasCapabilities(data, undefined, names);
  if (paused && readWhilePaused) return;
  throw notFound(paused ? { data: PLAY_PAUSED } : undefined);
}
