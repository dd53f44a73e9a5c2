/** The rewards service's calls (Daily Winners), for server tests of membership and giveaways. */
import { expect } from 'vitest';
import type { CustomerMembership } from '@contract/schemas/membership';
import { camel } from './shop-helpers';
import type { Instance } from './test-app';
import { wallet } from './wallet-helpers';

export async function rewards(email?: string) {
  const t = await wallet(email);
  const call = (
    path: string,
    init: { method?: string; body?: unknown; key?: string; version?: string; instance?: Instance } = {},
  ) =>
    t.signed(`/api/rewards${path}`, {
      instance: init.instance,
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      headers: {
        version: init.version ?? '1.0',
        authorization: `Bearer ${t.token}`,
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
    });
  const membership = async () => (await camel<CustomerMembership>(await call('/v3/customer'))).result;
  const join = (metadata: Record<string, unknown>, key: string, status = 'member', instance?: Instance) =>
    call('/membership', {
      method: 'PUT',
      version: '3.2',
      key,
      instance,
      body: { membership_program: 'daily_winners', membership_status: status, metadata },
    });
  const unlock = (drawId: number) =>
    call(`/v3/draws/${drawId}`, { method: 'PUT', body: { entry_status: 'unlocked' } });
  const upcoming = async (type: string) =>
    (await membership()).upcomingDraws.find((draw) => draw.type === type)!;
  /**
   * Twenty premium joins at once, each with a key of its own (a double tap, a retry), sent to each
   * of `instances` in turn: the fee is charged once, and the rest refused in the envelope (already
   * premium), never a 500.
   */
  const expectPremiumChargedOnce = async (instances: (Instance | undefined)[] = [undefined]) => {
    const before = await t.balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        join({ tier: 'premium' }, `premium-race-${index}`, 'member', instances[index % instances.length]),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(await t.balance()).toBeCloseTo(before - 10);
  };
  return { ...t, call, membership, join, unlock, upcoming, expectPremiumChargedOnce };
}
