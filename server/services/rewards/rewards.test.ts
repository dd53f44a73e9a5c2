import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawMembers, entryTotal } from '@contract/giveaway-draw';
import * as rewardsApi from '@contract/endpoints/membership';
import * as funds from '@contract/endpoints/wallet';
import type { MembershipAnswer } from '@contract/schemas/membership';
import { runDueGiveaways } from '../../domain/giveaways';
import { dataLayer } from '../../db';
import { camel } from '../../testing/shop-helpers';
import { rewards } from '../../testing/rewards-helpers';

describe('the rewards service', () => {
  it('configures the program with a giveaway of each type open, and a year of drawn ones with winners', async () => {
    const t = await rewards();
    const config = (await t.answer(rewardsApi.config, {})).result;
    expect(config.programUrl).toBe('daily-winners');
    expect(config.membershipTiers.map((tier) => tier.tier)).toEqual(['free', 'premium']);
    for (const list of [config.dailyGiveaways, config.monthlyGiveaways, config.specialGiveaways])
      expect(list).toHaveLength(1);
    const mine = { token: t.token };
    const daily = await t.answer(
      rewardsApi.giveaways,
      { params: { type: 'daily' }, query: { limit: 9, offset: 0 } },
      mine,
    );
    expect(daily.result).toHaveLength(9);
    expect((daily as { pageInfo?: { total: number } }).pageInfo?.total).toBeGreaterThanOrEqual(365);
    const [open, drawn] = daily.result;
    expect(open!.state).toBe('DRAW_OPEN');
    expect(drawn!.state).toBe('DRAW_PAID');
    expect(drawn!.winners).toHaveLength(10);
    expect(
      (await t.call(rewardsApi.giveaway, { params: { type: 'daily', number: 999999 } }, mine)).status,
    ).toBe(404);
  });

  it('joins free at once; a free member unlocks a nightly entry but not a premium giveaway’s', async () => {
    const t = await rewards();
    expect(await t.membership()).toMatchObject({ membershipStatus: 'non-member', membershipTier: null });
    expect((await t.unlock((await t.upcoming('daily')).drawId)).status).toBe(403);

    const joined = (await camel<MembershipAnswer>(await t.join({ tier: 'free' }, 'join-free-1'))).result;
    expect(joined.membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'free' });
    const daily = await t.upcoming('daily');
    expect(daily.entryStatus).toBe('locked');
    const unlocked = await t.unlock(daily.drawId);
    expect(unlocked.status).toBe(200);
    expect(await t.upcoming('daily')).toMatchObject({
      entryStatus: 'unlocked',
      numberOfEntriesText: '1 entry',
    });
    expect((await t.unlock((await t.upcoming('monthly')).drawId)).status).toBe(403);

    const current = await t.answer(
      rewardsApi.customerGiveaways,
      { query: { status: 'current', limit: 10, offset: 0 } },
      { token: t.token },
    );
    expect(current.result.find((giveaway) => giveaway.type === 'daily')?.entryStatus).toBe('unlocked');
  });

  it('makes a member premium from the wallet, charged once and counted as spending', async () => {
    const t = await rewards();
    const before = await t.balance();
    const premium = await t.join({ tier: 'premium' }, 'premium-wallet-1');
    expect(premium.status).toBe(200);
    const { membership } = (await camel<MembershipAnswer>(premium)).result;
    expect(membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium' });
    expect(membership.premiumUntil).not.toBeNull();
    // The same request again is the same answer, not a second charge.
    await t.join({ tier: 'premium' }, 'premium-wallet-1');
    expect(await t.balance()).toBeCloseTo(before - 10);
    expect(await t.upcoming('monthly')).toMatchObject({
      entryStatus: 'guaranteed',
      numberOfEntriesText: '5 entries',
    });
    const ledger = (
      await t.answer(funds.transactions, { query: { limit: 10, offset: 0 } }, { token: t.token })
    ).result;
    expect(ledger[0]).toMatchObject({ kind: 'membership', amount: { amount: -10 } });
    expect((await t.join({ tier: 'premium' }, 'premium-wallet-2')).status).toBe(409);
  });

  it('goes premium through a deposit with 3-D Secure: pending-deposit until it clears', async () => {
    const t = await rewards('partner@luckydip.test');
    const card = await t.addCard('4000000000003220');
    const { amount: _, ...deposit } = t.depositBody(1);
    expect((await t.join({ tier: 'premium' }, 'premium-short')).status).toBe(422);
    const joined = await camel<MembershipAnswer>(
      await t.join({ tier: 'premium', deposit: { ...deposit, customerFundId: card.id } }, 'premium-deposit'),
    );
    const opened = joined.result;
    expect(opened.deposit).toMatchObject({ purchaseType: 'membership', status: 'pending' });
    expect(opened.membership.membershipStatus).toBe('pending-deposit');
    expect(joined.messages).toContainEqual({
      code: 'deposit_pending',
      message: 'Your premium membership starts once your deposit is complete.',
      level: 'info',
    });
    await t.authenticate(opened.deposit!.id);
    await t.challenge(opened.deposit!.id, 'complete');
    expect(await t.membership()).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium' });
    expect(await t.balance()).toBeCloseTo(3);
  });

  it('charges premium once when twenty joins race, each with a key of its own, and refuses the rest in the envelope', async () => {
    await (await rewards()).expectPremiumChargedOnce();
  });

  it('opens one deposit for premium while it is pending, however often the join is sent', async () => {
    const t = await rewards('partner@luckydip.test');
    const card = await t.addCard('4000000000003220');
    const { amount: _, ...deposit } = t.depositBody(1);
    const join = (key: string) =>
      t.join({ tier: 'premium', deposit: { ...deposit, customerFundId: card.id } }, key);
    const raced = await Promise.all(
      Array.from({ length: 10 }, (_, index) => join(`premium-deposit-${index}`)),
    );
    const again = await join('premium-deposit-later');
    const ids = new Set(
      await Promise.all(
        [...raced, again].map(async (answer) => (await camel<MembershipAnswer>(answer)).result.deposit?.id),
      ),
    );
    expect(ids.size).toBe(1);
    const [id] = ids;
    const { n } = await t.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM deposits WHERE purchase_type = ?',
      'membership',
    );
    expect(Number(n)).toBe(1);
    await t.authenticate(id!);
    await t.challenge(id!, 'complete');
    expect(await t.membership()).toMatchObject({ membershipTier: 'premium' });
    expect(await t.balance()).toBeCloseTo(3);
  });

  it('draws a giveaway once across a restart, and pays its cash prize to the winner once', async () => {
    const t = await rewards();
    await t.join({ tier: 'free' }, 'join-draw');
    const daily = await t.upcoming('daily');
    await t.unlock(daily.drawId);
    const data = dataLayer(t.db, () => t.time.ms);
    // Only the demo's entries in it: this free member's and the demo premium member's each win.
    await t.db.updateTable('giveaways').set({ public_entries: 0 }).where('id', '=', daily.drawId).execute();
    const before = await t.balance();
    // Its close has come (as the sandbox's run-next brings it forward).
    const seconds = Math.floor(t.time.ms / 1000);
    await data.rewards.closeNow(daily.drawId, seconds);
    expect(await runDueGiveaways(data.rewards, seconds)).toBeGreaterThanOrEqual(1);
    // A second engine (a restart) finds nothing left to draw.
    expect(await runDueGiveaways(dataLayer(t.db, () => t.time.ms).rewards, seconds)).toBe(0);
    const number = (await data.rewards.giveawayById(daily.drawId))!.number;
    const drawn = (
      await t.answer(rewardsApi.giveaway, { params: { type: 'daily', number } }, { token: t.token })
    ).result;
    expect(drawn.state).toBe('DRAW_PAID');
    expect(drawn.winners.map((winner) => [winner.winner, winner.prize, winner.isYou]).sort()).toEqual([
      ['Dana D., NSW', '$50 cash', true],
      ['Willa P., QLD', '$50 cash', false],
    ]);
    expect(await t.balance()).toBeCloseTo(before + 50);
    // The next nightly giveaway is open.
    expect((await t.upcoming('daily')).drawId).not.toBe(daily.drawId);
    const closed = await t.answer(
      rewardsApi.customerGiveaways,
      { query: { status: 'closed', limit: 10, offset: 0 } },
      { token: t.token },
    );
    expect(closed.result[0]).toMatchObject({ drawId: daily.drawId, entryStatus: 'unlocked' });
    // The winner heard it in the app and by email, once, as a lottery winner does.
    const cards = await t.db
      .selectFrom('content_cards')
      .innerJoin('customers', 'customers.id', 'content_cards.customer_id')
      .select(['customers.email', 'content_cards.title', 'content_cards.message', 'content_cards.link'])
      .where('content_cards.link', '=', `/daily-winners/giveaways/daily/${number}`)
      .execute();
    expect(cards.find((card) => card.email === 'demo@luckydip.test')).toMatchObject({
      title: `You won: ${drawn.title}`,
      message: '$50 cash. It is paid into your Lucky Dip wallet.',
    });
    expect(cards.filter((card) => card.email === 'demo@luckydip.test')).toHaveLength(1);
    const mail = await t.mail('demo@luckydip.test');
    expect(
      mail.filter((message) => message.subject === `You won in the ${drawn.title} giveaway`),
    ).toHaveLength(1);
  });

  it('publishes the seed’s hash before the close, and after the draw the seed and the entries the winners follow from', async () => {
    const t = await rewards();
    await t.join({ tier: 'free' }, 'join-commit');
    const open = await t.upcoming('daily');
    await t.unlock(open.drawId);
    const data = dataLayer(t.db, () => t.time.ms);
    const { number } = (await data.rewards.giveawayById(open.drawId))!;
    const address = { params: { type: 'daily' as const, number } };
    const before = (await t.answer(rewardsApi.giveaway, address)).result;
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before).toMatchObject({ seed: null, entryCount: null });
    // The entries are not out while they can still change.
    expect((await t.call(rewardsApi.drawPool, address)).status).toBe(409);

    const seconds = Math.floor(t.time.ms / 1000);
    await data.rewards.closeNow(open.drawId, seconds);
    await runDueGiveaways(data.rewards, seconds);
    const drawn = (await t.answer(rewardsApi.giveaway, address)).result;
    expect(drawn.seedHash).toBe(before.seedHash);
    expect(createHash('sha256').update(drawn.seed!).digest('hex')).toBe(before.seedHash);
    const pool = (await t.answer(rewardsApi.drawPool, address)).result;
    // This free member's one entry and the demo premium member's five, then the wider membership's.
    expect(pool.listed.map((entrant) => entrant.entries).sort()).toEqual([1, 5]);
    expect(pool.wider.count).toBe(4_000);
    expect(drawn.entryCount).toBe(entryTotal(pool));
    const again = await drawMembers(drawn.seed!, pool, drawn.winners.length, (text) =>
      Promise.resolve(createHash('sha256').update(text).digest()),
    );
    expect(drawn.winners.map((winner) => winner.member)).toEqual(again);
  });

  it('draws the seeded year from a wide membership: no one twice in a draw, and many names', async () => {
    const t = await rewards();
    const page = await t.answer(rewardsApi.giveaways, {
      params: { type: 'daily' },
      query: { limit: 9, offset: 9 },
    });
    const names = page.result.flatMap((giveaway) => giveaway.winners.map((winner) => winner.winner));
    for (const giveaway of page.result) {
      expect(new Set(giveaway.winners.map((winner) => winner.member)).size).toBe(10);
      expect(giveaway.entryCount).toBeGreaterThanOrEqual(4_000);
    }
    expect(new Set(names).size).toBeGreaterThan(80);
    expect(new Set(names.map((name) => name.split(', ')[1])).size).toBeGreaterThanOrEqual(5);
  });

  it('tells a member whose entry did not win: not this time, in the feed', async () => {
    const t = await rewards();
    await t.join({ tier: 'free' }, 'join-lose');
    const daily = await t.upcoming('daily');
    await t.unlock(daily.drawId);
    const data = dataLayer(t.db, () => t.time.ms);
    // A million entries from the wider membership beside this one, for one prize: it loses (1 in a million).
    await t.db
      .updateTable('giveaways')
      .set({ public_entries: 1_000_000, winners: 1 })
      .where('id', '=', daily.drawId)
      .execute();
    const seconds = Math.floor(t.time.ms / 1000);
    await data.rewards.closeNow(daily.drawId, seconds);
    await runDueGiveaways(data.rewards, seconds);
    const titles = await t.db
      .selectFrom('content_cards')
      .innerJoin('customers', 'customers.id', 'content_cards.customer_id')
      .select('content_cards.title')
      .where('customers.email', '=', 'demo@luckydip.test')
      .execute();
    expect(titles.map((card) => card.title)).toContainEqual(
      expect.stringMatching(/^(Not this time|You won): /),
    );
  });
});
