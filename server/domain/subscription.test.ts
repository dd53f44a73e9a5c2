import { describe, expect, it } from 'vitest';
import * as recurring from '@contract/endpoints/recurring';
import type { Subscription, SubscriptionChange } from '@contract/schemas/recurring';
import { dataLayer } from '../db';
import { camel } from '../testing/shop-helpers';
import { wallet } from '../testing/wallet-helpers';
import { runAutoplays, type RecurringDeps } from './autoplay';

const OFFER = 'community-cash-club';
const PAGE = { limit: 20, offset: 0 };

/** A customer subscribed to the monthly raffle (two tickets for the rural fire brigades). */
async function subscribed() {
  const t = await wallet();
  const [draw] = t.offer(OFFER).draws;
  // Availability always: the subscription is on whatever the item says.
  await t.add({
    productOfferKey: OFFER,
    gameType: 'deferred',
    gameOffer: 'community-cash-club-monthly',
    drawNo: draw!.drawNo,
    numDraws: 1,
    numGames: 2,
    quickpick: true,
    games: [],
    causeKey: 'rural_fire',
  });
  expect((await t.pay('intent-subscribe')).status).toBe(201);
  const deps = (): RecurringDeps => ({
    data: dataLayer(t.db, () => t.time.ms),
    sandbox: true,
    gatewaySecret: t.config.gatewaySecret,
    siteOrigin: 'https://luckydip.test',
  });
  const drawRow = async (drawNo: number) =>
    await t.one<{
      id: number;
      stop_at: number;
    }>('SELECT id, stop_at FROM draws WHERE lottery_key = ? AND draw_no = ?', OFFER, drawNo);
  /** Past the first draw's sales: the next monthly draw opens and the runner buys it. */
  const runNext = async () => {
    const at = (await drawRow(draw!.drawNo)).stop_at + 1;
    t.time.ms = at * 1000;
    return runAutoplays(deps(), at);
  };
  const ticketsFor = async (drawNo: number) =>
    await t.all<{ num_games: number; cause_key: string }>(
      'SELECT orders.num_games, orders.cause_key FROM orders JOIN tickets ON tickets.order_id = orders.id WHERE orders.autoplay_id IS NOT NULL AND tickets.draw_id = ?',
      (await drawRow(drawNo)).id,
    );
  const { id } = await t.one<{
    id: number;
  }>("SELECT id FROM autoplays WHERE kind = 'subscription'");
  // The monthly draw after it, added once the first draw's sales close.
  return { ...t, id, nextDrawNo: draw!.drawNo + 1, runNext, ticketsFor };
}

describe('subscriptions', () => {
  it('are turned on by buying a subscription product, and listed apart from autoplay', async () => {
    const t = await subscribed();
    const mine = { token: t.token };
    const list = await t.answer(recurring.subscriptions, { query: { ...PAGE, lotteryKeys: OFFER } }, mine);
    expect(list.result).toHaveLength(1);
    expect(list.result[0]).toMatchObject({
      type: 'subscription',
      gameOffer: 'community-cash-club-monthly',
      numberOfGames: 2,
      causeKey: 'rural_fire',
      monthly: true,
      status: 'recurring_status_active',
    });
    expect(
      (await t.answer(recurring.subscriptions, { query: { ...PAGE, lotteryKeys: 'powerball' } }, mine))
        .result,
    ).toEqual([]);
    expect((await t.answer(recurring.autoplays, { query: PAGE }, mine)).result).toEqual([]);
    const combined = await t.answer(recurring.recurringPurchases, { query: PAGE }, mine);
    expect(combined.result.map((entry) => entry.type)).toEqual(['subscription']);
    // The autoplay calls do not reach a subscription.
    expect((await t.call(recurring.autoplay, { params: { id: t.id } }, mine)).status).toBe(404);
  });

  it('buy the next draw with the tickets and cause as changed', async () => {
    const t = await subscribed();
    const change = (body: SubscriptionChange) =>
      t.call(recurring.changeSubscription, { params: { id: t.id }, body }, { token: t.token });
    const refused = await change({ numGames: 4 });
    expect(refused.status).toBe(422);
    const changed = await change({ numGames: 5, causeKey: 'animal_rescue' });
    expect((await camel<Subscription>(changed)).result).toMatchObject({
      numberOfGames: 5,
      causeKey: 'animal_rescue',
    });
    expect(await t.runNext()).toBe(1);
    expect(await t.ticketsFor(t.nextDrawNo)).toEqual(
      Array.from({ length: 5 }, () => ({ num_games: 5, cause_key: 'animal_rescue' })),
    );
    expect((await t.mail('demo@luckydip.test'))[0]!.subject).toContain('Community Cash Club');
  });

  it('stop when cancelled from the combined list, and leave it', async () => {
    const t = await subscribed();
    const cancelled = await t.call(
      recurring.recurringPurchaseStatus,
      { params: { id: t.id }, body: { status: 'cancelled' } },
      { token: t.token },
    );
    expect((await camel<Subscription>(cancelled)).result.status).toBe('recurring_status_cancelled');
    expect(await t.runNext()).toBe(0);
    // A fresh sign-in at the clock's time: moving it past the draw outlived the access token.
    const token = await t.signIn('demo@luckydip.test');
    expect((await t.answer(recurring.recurringPurchases, { query: PAGE }, { token })).result).toEqual([]);
  });
});
