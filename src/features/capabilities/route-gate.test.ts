import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '@/lib/router-context';
import type { Capabilities } from './capabilities';
import { capabilityQueries } from './queries';
import { isPlayPaused, requireCapability } from './route-gate';

function context(segmentName: string | undefined): RouterContext {
  const queryClient = new QueryClient();
  const data: Capabilities = {
    defaultSegment: 'visitor',
    segments: [
      { name: 'visitor', capabilities: ['blog', 'charity_lotteries'], suppressed: [] },
      {
        name: 'self_excluded',
        capabilities: ['blog', 'wallet_deposit', 'charity_lotteries'],
        suppressed: ['wallet_deposit', 'charity_lotteries'],
      },
    ],
  };
  queryClient.setQueryData(capabilityQueries.all().queryKey, data);
  return {
    queryClient,
    visitor: {
      customerId: () => (segmentName === undefined ? undefined : '1'),
      segmentName: () => segmentName,
      pricingId: () => undefined,
    },
  };
}

describe('route gate', () => {
  it('lets the route load when the capability holds', async () => {
    await expect(requireCapability(context(undefined), 'blog')).resolves.toBeUndefined();
  });

  it('answers not-found when the capability is missing or suppressed', async () => {
    const missing = await requireCapability(context(undefined), 'wallet_deposit').catch((e: unknown) => e);
    expect(isNotFound(missing)).toBe(true);
    const suppressed = await requireCapability(context('self_excluded'), 'wallet_deposit').catch(
      (e: unknown) => e,
    );
    expect(isNotFound(suppressed)).toBe(true);
    expect(isPlayPaused((suppressed as { data?: unknown }).data)).toBe(false);
  });

  it('tells a self-excluded customer that a page everyone else may open is paused for them', async () => {
    const paused = await requireCapability(context('self_excluded'), 'charity_lotteries').catch(
      (e: unknown) => e,
    );
    expect(isNotFound(paused)).toBe(true);
    expect(isPlayPaused((paused as { data?: unknown }).data)).toBe(true);
    // A page that only reads (results, terms) stays open to them.
    await expect(
      requireCapability(context('self_excluded'), 'charity_lotteries', { readWhilePaused: true }),
    ).resolves.toBeUndefined();
  });
});
