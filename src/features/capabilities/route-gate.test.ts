import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { capabilityContext } from '@/testing/capability-context';
import type { Capabilities } from './capabilities';
import { isPlayPaused, requireCapability } from './route-gate';

const CAPABILITIES: Capabilities = {
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

const context = (segmentName: string | undefined) => capabilityContext(CAPABILITIES, segmentName);

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
