/** The rewards service's calls (Daily Winners), for server tests of membership and giveaways. */
import { expect } from 'vitest';
import * as rewardsApi from '@contract/endpoints/membership';
import type { MembershipInput } from '@contract/schemas/membership';
import type { Instance } from './test-app';
import { wallet } from './wallet-helpers';

export async function rewards(email?: string) {
  const t = await wallet(email);
  const mine = { token: t.token };
  const membership = async () => (await t.answer(rewardsApi.membership, {}, mine)).result;
  const join = (
    metadata: MembershipInput['metadata'],
    key: string,
    status: MembershipInput['membershipStatus'] = 'member',
    instance?: Instance,
  ) =>
    t.call(
      rewardsApi.setMembership,
      {
        body: { membershipProgram: 'daily_winners', membershipStatus: status, metadata },
        idempotencyKey: key,
      },
      { ...mine, instance },
    );
  const unlock = (drawId: number) =>
    t.call(rewardsApi.unlockEntry, { params: { drawId }, body: { entryStatus: 'unlocked' } }, mine);
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
  return { ...t, membership, join, unlock, upcoming, expectPremiumChargedOnce };
}
