import { describe, expect, it } from 'vitest';
import * as recurring from '@contract/endpoints/recurring';
import type { CartItemInput, Receipt, ScheduledPurchase } from '@contract/schemas/shop';
import { dataLayer } from '../db';
import { camel, checkout } from '../testing/shop-helpers';
import { runScheduledPurchases } from './scheduled';

const SITE = 'https://luckydip.test';

/** A customer with a Surf Life Saving raffle ticket pre-ordered for its draw after the open one. */
async function preOrdered(email?: string) {
  const t = await checkout(email);
  const raffle = t.offer('surf-life-saving-raffle');
  const [open, next] = raffle.draws;
  expect(next?.purchaseStatus).toBe('pre_order');
  const item: CartItemInput = {
    productOfferKey: raffle.key,
    gameType: raffle.gameTypes[0]!.key,
    gameOffer: raffle.gameTypes[0]!.gameOffers[0]!.key,
    drawNo: next!.drawNo,
    numDraws: 1,
    numGames: 2,
    quickpick: true,
  };
  const balanceCents = async () =>
    (
      await t.one<{
        balance_cents: number;
      }>('SELECT balance_cents FROM customers WHERE email = ?', email ?? 'demo@luckydip.test')
    ).balance_cents;
  const run = (atSeconds: number) => {
    t.time.ms = atSeconds * 1000;
    return runScheduledPurchases(
      {
        data: dataLayer(t.db, () => t.time.ms),
        sandbox: true,
        gatewaySecret: t.config.gatewaySecret,
        siteOrigin: SITE,
      },
      atSeconds,
    );
  };
  const ticketsFor = async (drawNo: number) =>
    await t.all<{ ticket_number: number }>(
      "SELECT tickets.* FROM tickets JOIN draws ON draws.id = tickets.draw_id WHERE draws.lottery_key = (SELECT lottery_key FROM product_offers WHERE key = 'surf-life-saving-raffle') AND draws.draw_no = ?",
      drawNo,
    );
  const opensAt = Math.floor(Date.parse(open!.stop) / 1000) + 1;
  return { ...t, item, next: next!, balanceCents, run, ticketsFor, opensAt };
}

describe('a pre-order', () => {
  it('is paid and ticketed when its draw opens, not before, and only once', async () => {
    const t = await preOrdered();
    await t.add(t.item);
    const before = await t.balanceCents();
    const receipt = (await camel<Receipt>(await t.pay('intent-pre-order'))).result;
    expect(receipt.total.amount).toBe(0);
    expect(receipt.orders).toEqual([]);
    const [scheduled] = receipt.scheduledPurchases;
    expect(scheduled).toMatchObject({ kind: 'pre_order', status: 'active', drawNo: t.next.drawNo });
    expect(await t.balanceCents()).toBe(before);
    expect(await t.ticketsFor(t.next.drawNo)).toHaveLength(0);

    expect(await t.run(t.opensAt - 10)).toBe(0);
    expect(await t.run(t.opensAt)).toBe(1);
    expect(await t.run(t.opensAt + 5)).toBe(0);
    expect(await t.balanceCents()).toBe(before - scheduled!.amount.amount * 100);
    expect(await t.ticketsFor(t.next.drawNo)).toHaveLength(2);
    const token = await t.signIn('demo@luckydip.test');
    const shown = (
      await t.answer(recurring.scheduledPurchase, { params: { id: scheduled!.encodedId } }, { token })
    ).result;
    expect(shown.status).toBe('purchased');
    expect(shown.paidCheckoutId).not.toBeNull();
    expect((await t.mail('demo@luckydip.test'))[0]!.subject).toContain('pre-order for draw');
  });

  it('is refused when the wallet cannot hold it as well as what is paid now', async () => {
    // confirm@ holds $15.00: two raffle tickets pre-ordered at $5.00 each, and Powerball for $5.40 now.
    const t = await preOrdered('confirm@luckydip.test');
    await t.add({ ...t.item, numGames: 2 });
    await t.add(
      t.powerball(Array.from({ length: 4 }, () => ({ numbers: [1, 5, 9, 14, 22, 30, 35], powerball: [7] }))),
    );
    const cart = await t.cart();
    expect(cart.preOrderTotal.amount).toBe(10);
    const refused = await t.pay('intent-too-much');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]!.message).toBe(
      'Your wallet is $0.40 short of this order.',
    );
  });

  it('can be cancelled until its draw opens, and is then never charged', async () => {
    const t = await preOrdered();
    await t.add(t.item);
    const before = await t.balanceCents();
    const [scheduled] = (await camel<Receipt>(await t.pay('intent-cancel'))).result.scheduledPurchases;
    const cancel = await t.call(
      recurring.cancelScheduledPurchase,
      { params: { id: scheduled!.encodedId } },
      { token: t.token },
    );
    expect((await camel<ScheduledPurchase>(cancel)).result.status).toBe('cancelled');
    const list = (await t.answer(recurring.scheduledPurchases, {}, { token: t.token })).result;
    expect(list).toEqual([]);
    expect(await t.run(t.opensAt)).toBe(0);
    expect(await t.balanceCents()).toBe(before);
    // Once cancelled it stays so.
    const again = await t.call(
      recurring.cancelScheduledPurchase,
      { params: { id: scheduled!.encodedId } },
      { token: await t.signIn('demo@luckydip.test') },
    );
    expect(again.status).toBe(409);
  });

  it('fails with the customer told when the wallet no longer covers it as its draw opens', async () => {
    const t = await preOrdered();
    await t.add(t.item);
    const [scheduled] = (await camel<Receipt>(await t.pay('intent-fails'))).result.scheduledPurchases;
    await t.exec("UPDATE customers SET balance_cents = 100 WHERE email = 'demo@luckydip.test'");
    expect(await t.run(t.opensAt)).toBe(0);
    expect(await t.ticketsFor(t.next.drawNo)).toHaveLength(0);
    const shown = (
      await t.answer(
        recurring.scheduledPurchase,
        { params: { id: scheduled!.encodedId } },
        { token: await t.signIn('demo@luckydip.test') },
      )
    ).result;
    expect(shown).toMatchObject({ status: 'failed' });
    expect(shown.message).toBe('Your wallet no longer covers this order.');
    expect((await t.mail('demo@luckydip.test'))[0]!.subject).toContain('could not buy your');
  });
});
