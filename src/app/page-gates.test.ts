/**
 * The capability table's pages (contract/capability-gates.ts) on the app's own routes, walked with
 * each capability switched off: every page it lists is the 404 page, and opens again with it on.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGES_GATED, pageCapabilities } from '@contract/capability-gates';
import { CAPABILITY_NAMES, type CapabilityName } from '@contract/capability-names';
import type { Capabilities } from '@/features/capabilities/capabilities';
import { isPlayPaused, type GatedRoute } from '@/features/capabilities/route-gate';
import type { RouterContext } from '@/lib/router-context';
import { capabilityContext } from '@/testing/capability-context';
import { createAppRouter } from './router';

const router = createAppRouter(new QueryClient(), createMemoryHistory());
/** The app's routes as the gate reads them: handed over as router.ts hands them to `gatePages`. */
const listed = (all: Iterable<GatedRoute>): GatedRoute[] => [...all];
const routes = listed(Object.values(router.routesById));

/**
 * A visitor for whom `suppressed` is off; with `paused`, a customer on a break, for whom only
 * their segment's suppressions are off.
 */
function contextWithout(suppressed: CapabilityName[], paused: CapabilityName[] = []): RouterContext {
  const data: Capabilities = {
    defaultSegment: 'visitor',
    segments: [
      { name: 'visitor', capabilities: [...CAPABILITY_NAMES], suppressed },
      { name: 'self_excluded', capabilities: [...CAPABILITY_NAMES], suppressed: [...suppressed, ...paused] },
    ],
  };
  return capabilityContext(data, paused.length > 0 ? 'self_excluded' : undefined);
}

type BeforeLoad = (match: { context: RouterContext; params: object; search: object }) => unknown;

/** What a route's gate and own `beforeLoad` make of a visit: the not-found answer, or nothing. */
async function visit(route: GatedRoute, context: RouterContext): Promise<unknown> {
  const beforeLoad = route.options.beforeLoad as BeforeLoad | undefined;
  try {
    await beforeLoad?.({ context, params: {}, search: {} });
    return undefined;
  } catch (error) {
    return error;
  }
}

const gatedRoutes = routes.filter((route) => pageCapabilities(route.fullPath).length > 0);

describe('the capability table’s pages', () => {
  it('names only pages the app has, for every capability', () => {
    const paths = routes.map((route) => route.fullPath.replace(/(.)\/$/, '$1'));
    const missing = Object.values(PAGES_GATED)
      .flat()
      .filter((gated: string) =>
        gated.endsWith('/*')
          ? !paths.some((path) => path === gated.slice(0, -2) || path.startsWith(gated.slice(0, -1)))
          : !paths.includes(gated),
      );
    expect(missing).toEqual([]);
    expect(Object.keys(PAGES_GATED).sort()).toEqual([...CAPABILITY_NAMES].sort());
  });

  it.each(gatedRoutes.map((route) => [route.fullPath, route] as const))(
    '%s is the 404 page with each capability it needs off, and opens with them on',
    async (_path, route) => {
      for (const name of pageCapabilities(route.fullPath))
        expect(isNotFound(await visit(route, contextWithout([name])))).toBe(true);
      expect(isNotFound(await visit(route, contextWithout([])))).toBe(false);
    },
  );

  it('tells a paused customer a page that sells is paused; one that reads stays open', async () => {
    const [buy, statistics] = ['/charity-tickets', '/$productOfferKey/statistics'].map((path) =>
      routes.find((route) => route.fullPath === path)!,
    );
    const paused = contextWithout([], ['charity_lotteries', 'commercial_lotteries']);
    const answer = (await visit(buy!, paused)) as { data?: unknown };
    expect(isNotFound(answer) && isPlayPaused(answer.data)).toBe(true);
    expect(await visit(statistics!, paused)).toBeUndefined();
    // Off for everyone, it is no page for them either: not paused, missing.
    const off = (await visit(buy!, contextWithout(['charity_lotteries']))) as { data?: unknown };
    expect(isNotFound(off) && !isPlayPaused(off.data)).toBe(true);
  });
});
