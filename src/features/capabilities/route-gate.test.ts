import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '@/lib/router-context';
import type { Capabilities } from './capabilities';
import { capabilityQueries } from './queries';
import { requireCapability } from './route-gate';

function context(segmentName: string | undefined): RouterContext {
  const queryClient = new QueryClient();
  const data: Capabilities = {
    defaultSegment: 'visitor',
    segments: [
      { name: 'visitor', capabilities: ['blog'], suppressed: [] },
      { name: 'self_excluded', capabilities: ['blog', 'wallet_deposit'], suppressed: ['wallet_deposit'] },
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
  });
});
