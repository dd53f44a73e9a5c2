import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as recurring from '@contract/endpoints/recurring';
import * as funds from '@contract/endpoints/wallet';
import type { Autoplay } from '@contract/schemas/recurring';
import type { Receipt } from '@contract/schemas/shop';
import { dataLayer } from '../db';
import { camel, game } from '../testing/shop-helpers';
import { wallet } from '../testing/wallet-helpers';
import { pushDevice, receivedPushes } from '../testing/push-helpers';
import { runAutoplays, type RecurringDeps } from './autoplay';

import { CLOSING_NOTICE_SECONDS, pushClosingNotices } from './closing-notices';
import { sydneyLongDate } from './sydney-time';
import { vapidIdentity } from './web-push';

const WALLET_THEN_CARD = { query: { recurringPurchaseMethod: 'wallet_then_card' } } as const;
const AUTOPLAY = { recurringPurchase: { type: 'autoplay', enabled: true } } as const;

/** A customer who bought the next Powerball draw on autoplay, and the runner on the same database. */
async function onAutoplay(options: { email?: string; quickpick?: boolean } = {}) {
  const t = await wallet(options.email);
  const item = t.powerball([game]);
  await t.add({ ...item, ...AUTOPLAY, ...(options.quickpick ? { quickpick: true, games: [] } : {}) });
  const receipt = (await camel<Receipt>(await t.pay('intent-autoplay'))).result;
  const deps = (): RecurringDeps => ({
    data: dataLayer(t.db, () => t.time.ms),
    sandbox: true,
    gatewaySecret: t.config.gatewaySecret,
    siteOrigin: 'https://luckydip.test',
  });
  const draws = await t.all<{ id: number; draw_no: number; stop_at: number; draw_at: number }>(
    "SELECT id, draw_no, stop_at, draw_at FROM draws WHERE lottery_key = 'powerball' AND draw_no >= ? ORDER BY draw_at",
    item.drawNo,
  );
  /** Moves the clock past the first draw's sales (the next draw opens) and runs the runner. */
  const run = (atSeconds = draws[0]!.stop_at + 1, runner = deps()) => {
    t.time.ms = atSeconds * 1000;
    return runAutoplays(runner, atSeconds);
  };
  const autoplays = async () => await t.all<{ id: number; status: string }>('SELECT * FROM autoplays');
  const ticketsFor = async (drawId: number) =>
    await t.all<{ numbers: string }>(
      'SELECT tickets.* FROM tickets JOIN orders ON orders.id = tickets.order_id WHERE orders.autoplay_id IS NOT NULL AND tickets.draw_id = ?',
      drawId,
    );
  const balanceCents = async () =>
    (
      await t.one<{
        balance_cents: number;
      }>('SELECT balance_cents FROM customers WHERE email = ?', options.email ?? 'demo@luckydip.test')
    ).balance_cents;
  // A fresh sign-in at the clock's time: moving it past a draw outlives the first access token.
  const freshToken = () => t.signIn(options.email ?? 'demo@luckydip.test');
  const read = async (id: number) =>
    (await t.answer(recurring.autoplay, { params: { id } }, { token: await freshToken() })).result;
  return { ...t, receipt, deps, draws, run, autoplays, ticketsFor, balanceCents, read, freshToken };
}

describe('autoplay', () => {
  it('is turned on by buying a ticket with it, and buys the next draw once, across a restart', async () => {
    const t = await onAutoplay();
    const [autoplay] = await t.autoplays();
    expect(autoplay).toMatchObject({ status: 'active' });
    // While the draw it holds is on sale, there is nothing to buy.
    expect(await t.run(t.draws[0]!.stop_at - 10)).toBe(0);
    const before = await t.balanceCents();
    expect(await t.run()).toBe(1);
    const next = t.draws[1]!;
    const bought = await t.ticketsFor(next.id);
    expect(bought).toHaveLength(1);
    expect(JSON.parse(bought[0]!.numbers)).toEqual(game);
    expect(await t.balanceCents()).toBeLessThan(before);
    // A restart (a new data layer on the same database) buys nothing more for that draw.
    expect(await t.run(next.stop_at - 60, t.deps())).toBe(0);
    expect(await t.ticketsFor(next.id)).toHaveLength(1);
    const shown = await t.read(autoplay!.id);
    expect(shown).toMatchObject({ status: 'recurring_status_active', lastAttemptStatus: 'purchased' });
    expect(shown.attempts[0]).toMatchObject({ drawNo: next.draw_no, outcome: 'purchased' });
    const [mail] = await t.mail('demo@luckydip.test');
    expect(mail!.subject).toContain(`draw ${next.draw_no} is bought`);
    // An email's links lead to the site from wherever it is read (a receipt's token is base64url).
    expect(mail!.text).toMatch(/Your receipt: https:\/\/luckydip\.test\/receipt\/[\w-]+$/m);
    expect(mail!.text).toMatch(
      /See your autoplay: https:\/\/luckydip\.test\/my-account\/autoplay\/ticket\/\d+/,
    );
  });

  it('never buys one draw twice when two runners race', async () => {
    const t = await onAutoplay();
    const counts = await Promise.all([t.run(undefined, t.deps()), t.run(undefined, t.deps())]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await t.ticketsFor(t.draws[1]!.id)).toHaveLength(1);
  });

  it('buys nothing while paused, and again once a timed pause ends by itself', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    const paused = await t.call(
      recurring.autoplayStatus,
      { params: { id }, body: { status: 'paused' } },
      { token: t.token },
    );
    expect((await camel<Autoplay>(paused)).result.status).toBe('recurring_status_paused');
    expect(await t.run()).toBe(0);
    const until = new Date((t.draws[1]!.stop_at - 600) * 1000).toISOString();
    const timed = await t.call(
      recurring.autoplayStatus,
      { params: { id }, body: { status: 'timed_paused', pausedUntil: until } },
      { token: await t.freshToken() },
    );
    const answered = await camel<Autoplay>(timed);
    expect(answered.result).toMatchObject({ status: 'recurring_status_timed_pause', pausedUntil: until });
    // A timed pause ends by itself, and says when.
    expect(answered.messages[0]?.message).toBe(
      `Autoplay paused until ${sydneyLongDate(Date.parse(until) / 1000)}. It buys your tickets again from then.`,
    );
    expect(await t.run()).toBe(0);
    expect(await t.run(t.draws[1]!.stop_at - 300)).toBe(1);
    expect((await t.autoplays())[0]!.status).toBe('active');
  });

  it('refuses a timed pause past the longest the configuration allows', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    const until = new Date(t.time.ms + 10 * 7 * 24 * 3600 * 1000).toISOString();
    const refused = await t.call(
      recurring.autoplayStatus,
      { params: { id }, body: { status: 'timed_paused', pausedUntil: until } },
      { token: t.token },
    );
    expect(refused.status).toBe(422);
  });

  it('passes over a draw while its customer takes a break, and keeps the autoplay for after', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    expect((await t.call(account.takeBreak, { body: { period: '30d' } }, { token: t.token })).status).toBe(
      200,
    );
    expect(await t.run()).toBe(0);
    expect(await t.ticketsFor(t.draws[1]!.id)).toHaveLength(0);
    const shown = await t.read(id);
    expect(shown.status).toBe('recurring_status_active');
    expect(shown.attempts[0]).toMatchObject({ drawNo: t.draws[1]!.draw_no, outcome: 'skipped' });
    expect(shown.attempts[0]!.message).toBe('You are taking a break from play, so no ticket was bought.');
  });

  it('passes over a draw whose jackpot is under the minimum', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    await t.call(
      recurring.setMinimumJackpot,
      { params: { id }, body: { minimumJackpotAmount: '1000000000' } },
      { token: t.token },
    );
    expect(await t.run()).toBe(0);
    expect(await t.ticketsFor(t.draws[1]!.id)).toHaveLength(0);
    const shown = await t.read(id);
    expect(shown.minimumJackpotAmount).toEqual({ amount: 1_000_000_000, currency: 'AUD' });
    expect(shown.attempts[0]).toMatchObject({ drawNo: t.draws[1]!.draw_no, outcome: 'skipped' });
    expect(shown.attempts[0]!.message).toMatch(/under your minimum/);
  });

  it('fails softly on a short wallet, then tops up from the default card when the customer chose it', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    await t.exec("UPDATE customers SET balance_cents = 10 WHERE email = 'demo@luckydip.test'");
    expect(await t.run()).toBe(0);
    expect((await t.read(id)).lastAttemptStatus).toBe('soft_failure');
    // Listed for payment resolution, tried again on its own; the notice leads there.
    const resolution = (await t.answer(recurring.paymentResolution, {}, { token: await t.freshToken() }))
      .result;
    expect(resolution.fundSource?.card).toBeNull();
    expect(resolution.recurringPurchases).toMatchObject([{ autoplayId: id, waits: false }]);
    expect(resolution.recurringPurchases[0]!.message).toMatch(/short of this order/);
    expect(
      await t.all(
        "SELECT link, link_text FROM content_cards WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@luckydip.test') ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ link: '/my-account/payment-resolution', link_text: 'Sort out the payment' }]);

    const token = await t.freshToken();
    await t.addCard('4111111111111111', token);
    await t.call(funds.chooseRecurringMethod, WALLET_THEN_CARD, { token });
    const synced = await t.call(recurring.syncRecurring, {}, { token });
    expect((await camel<{ bought: number }>(synced)).result.bought).toBe(1);
    expect(await t.ticketsFor(t.draws[1]!.id)).toHaveLength(1);
    const deposits = await t.all("SELECT amount_cents, status FROM deposits WHERE status = 'succeeded'");
    expect(deposits).toHaveLength(1);
  });

  it('waits for the customer after a declined card, and lists it for payment resolution', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    await t.exec("UPDATE customers SET balance_cents = 10 WHERE email = 'demo@luckydip.test'");
    await t.addCard('4000000000000002');
    await t.call(funds.chooseRecurringMethod, WALLET_THEN_CARD, { token: t.token });
    expect(await t.run()).toBe(0);
    expect((await t.read(id)).lastAttemptStatus).toBe('hard_failure');
    // Waiting: the next tick tries nothing.
    expect(await t.run(t.draws[0]!.stop_at + 7200)).toBe(0);
    const resolution = (await t.answer(recurring.paymentResolution, {}, { token: await t.freshToken() }))
      .result;
    expect(resolution.fundKind).toBe('cc');
    expect(resolution.recurringPurchases).toMatchObject([{ autoplayId: id, waits: true }]);
    expect(resolution.recurringPurchases[0]!.message).toMatch(/declined/);
  });

  it('holds the spend limit when the runner and the customer spend at once', async () => {
    const t = await onAutoplay();
    const price = t.receipt.total.amount * 100;
    // A weekly limit with room for exactly one more ticket.
    await t.exec(
      "INSERT INTO spend_limits (customer_id, kind, period, limit_cents, created_at) SELECT id, 'spend', 'weekly', ?, 0 FROM customers WHERE email = 'demo@luckydip.test'",
      price * 2,
    );
    await t.add(t.powerball([game], 1, 1));
    t.time.ms = (t.draws[0]!.stop_at + 1) * 1000;
    const token = await t.freshToken();
    const [bought, paid] = await Promise.all([t.run(), t.pay('intent-racing', token)]);
    expect(bought + (paid.status === 201 ? 1 : 0)).toBe(1);
  });

  it('is the customer’s own: another customer’s is not found', async () => {
    const t = await onAutoplay();
    const id = (await t.autoplays())[0]!.id;
    const other = await t.signIn('wallet@luckydip.test');
    expect((await t.call(recurring.autoplay, { params: { id } }, { token: other })).status).toBe(404);
  });
});

describe('draws closing soon for my autoplay', () => {
  it('are pushed once an hour before the close, saying whether the autoplay ticket is in, to the devices that take them', async () => {
    const t = await onAutoplay();
    const reminded = await pushDevice(t, { results: false, wins: false, closing: true });
    const resultsOnly = await pushDevice(t, { results: true, wins: true, closing: false });
    const data = dataLayer(t.db, () => t.time.ms);
    const vapid = await vapidIdentity(data.settings, t.config);
    const remind = (atSeconds: number) =>
      pushClosingNotices(data, vapid, atSeconds, (url, init) => t.app.request(url, init));
    const [autoplay] = await t.autoplays();
    const [first, second] = t.draws;

    // Too early, then within the hour, then again (as after a restart): one reminder.
    await remind(first!.stop_at - CLOSING_NOTICE_SECONDS - 60);
    expect(await receivedPushes(t, reminded.id)).toEqual([]);
    await remind(first!.stop_at - 30 * 60);
    await remind(first!.stop_at - 20 * 60);
    // The next draw's ticket is not bought yet (the runner has not run since it opened).
    await remind(second!.stop_at - 30 * 60);
    expect(await receivedPushes(t, reminded.id)).toEqual([
      {
        title: 'Lucky Dip',
        body: `Powerball draw ${first!.draw_no} closes within the hour. Your autoplay ticket is in.`,
        url: `/my-account/autoplay/ticket/${autoplay!.id}`,
        tag: `closing-powerball-${first!.draw_no}`,
      },
      {
        title: 'Lucky Dip',
        body: `Powerball draw ${second!.draw_no} closes within the hour, and your autoplay has no ticket in it yet.`,
        url: `/my-account/autoplay/ticket/${autoplay!.id}`,
        tag: `closing-powerball-${second!.draw_no}`,
      },
    ]);
    expect(await receivedPushes(t, resultsOnly.id)).toEqual([]);
  });

  it('are not pushed to a customer who has excluded themselves: the draw is skipped, and a reminder would invite a purchase', async () => {
    const t = await onAutoplay();
    const reminded = await pushDevice(t, { results: false, wins: false, closing: true });
    const data = dataLayer(t.db, () => t.time.ms);
    const vapid = await vapidIdentity(data.settings, t.config);
    expect((await t.call(account.selfExclude, { body: { period: '6m' } }, { token: t.token })).status).toBe(
      200,
    );
    await pushClosingNotices(data, vapid, t.draws[0]!.stop_at - 30 * 60, (url, init) =>
      t.app.request(url, init),
    );
    expect(await receivedPushes(t, reminded.id)).toEqual([]);
  });
});
