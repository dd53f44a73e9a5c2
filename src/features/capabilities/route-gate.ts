/**
 * The route gate: a route whose capability is off does not exist for this visitor (404). For a
 * customer on a break or self-excluded, a page the site offers everyone else is not missing: it is
 * paused for them, and the not-found page says so with care (src/features/account/play-paused.tsx).
 */
import { notFound } from '@tanstack/react-router';
import { pageCapabilities, readWhilePaused } from '@contract/capability-gates';
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

/** A route as the gate reads and changes it. */
export interface GatedRoute {
  fullPath: string;
  options: { beforeLoad?: (match: never) => unknown };
  update: (options: { beforeLoad: (match: { context: RouterContext }) => Promise<unknown> }) => unknown;
}

/** Routes given their gate already (the prerender makes a router per page over one route tree). */
const gated = new WeakSet<GatedRoute>();

/**
 * Puts the capability table's gate (contract/capability-gates) before every page it lists, ahead
 * of the page's own `beforeLoad`: the table, not each route, says which capability a page needs.
 */
export function gatePages(routes: Iterable<GatedRoute>): void {
  for (const route of routes) {
    if (gated.has(route)) continue;
    gated.add(route);
    const names = pageCapabilities(route.fullPath);
    if (names.length === 0) continue;
    const own = route.options.beforeLoad;
    const reads = readWhilePaused(route.fullPath);
    route.update({
      beforeLoad: async (match) => {
        await requireCapability(match.context, names, { readWhilePaused: reads });
        return own?.(match as never);
      },
    });
  }
}
