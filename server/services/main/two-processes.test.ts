/**
 * The races the checkout and wallet tests run within one process, run again over two API processes
 * on one PostgreSQL database (issue "When one machine is not enough", point 2): the requests are
 * spread over this test's app and a second process, so only the database can keep them apart.
 */
import { describe, expect, it } from 'vitest';
import type { MembershipAnswer } from '@contract/schemas/membership';
import * as funds from '@contract/endpoints/wallet';
import { camel, checkout, game } from '../../testing/shop-helpers';
import { rewards } from '../../testing/rewards-helpers';
import { wallet } from '../../testing/wallet-helpers';

/** The customer's orders so far. */
const ordersOf = async (t: Awaited<ReturnType<typeof checkout>>, email: string) =>
  (
    await t.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ?',
      email,
    )
  ).n;

/** `count` requests at once, made by `send`. */
const spread = <T>(count: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

// A second process takes a few seconds to start (more while the run's first tests make the
// template database).
describe.runIf(process.env.TEST_POSTGRES_URL)(
  'two API processes on one PostgreSQL database',
  { timeout: 60_000 },
  () => {
    it('charge once when five purchases of one cart race over both, together passing the balance', async () => {
      const t = await checkout('confirm@luckydip.test');
      const other = await t.anotherProcess();
      await t.add(t.powerball(Array.from({ length: 8 }, () => game))); // $10.80: two would pass $15
      const payment = await t.payment();
      const answers = await spread(5, (index) =>
        t.purchase(payment, `intent-race-${index}`, t.token, index % 2 === 1 ? other : undefined),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      // The rest are refused: the cart changed (409), or, for one that read the cart before the
      // purchase committed and then waited for the customer's row, the wallet no longer covers it.
      expect(statuses.filter((status) => ![201, 409, 422].includes(status))).toEqual([]);
      expect(await t.balance()).toBeCloseTo(15 - 10.8);
      expect(await ordersOf(t, 'confirm@luckydip.test')).toBe(1);
    });

    it('answer one idempotency key once, whichever process each try lands on', async () => {
      const t = await checkout();
      const other = await t.anotherProcess();
      await t.add(t.powerball([game]));
      const before = await ordersOf(t, 'demo@luckydip.test');
      // One request, sent four times (as an app retries): the same body each time.
      const payment = await t.payment();
      const answers = await spread(4, (index) =>
        t.purchase(payment, 'intent-one-key', t.token, index % 2 === 1 ? other : undefined),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      expect(await ordersOf(t, 'demo@luckydip.test')).toBe(before + 1);
    });

    it('hold a spend limit when purchases race over both', async () => {
      const t = await wallet();
      const other = await t.anotherProcess();
      await t.call(
        funds.setLimit,
        { params: { period: 'daily' }, body: { kind: 'spend', period: 'daily', limit: '12' } },
        { token: t.token },
      );
      await t.add(t.powerball(Array.from({ length: 8 }, () => game))); // $10.80: two would pass $12
      const payment = await t.payment();
      const answers = await spread(5, (index) =>
        t.purchase(payment, `limit-race-${index}`, t.token, index % 2 === 1 ? other : undefined),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const limits = (await t.answer(funds.limits, {}, { token: t.token })).result;
      expect(limits.customerLimits[0]!.status.amountSpent.amount).toBeCloseTo(10.8);
    });

    it('may not pass a deposit limit when two deposits land on different processes at once', async () => {
      const t = await wallet();
      const other = await t.anotherProcess();
      await t.call(
        funds.setLimit,
        { params: { period: 'weekly' }, body: { kind: 'deposit', period: 'weekly', limit: '50' } },
        { token: t.token },
      );
      const fund = await t.addCard('4111111111111111');
      const answers = await Promise.all([
        t.deposit(fund.id, 30, 'deposit-race-1'),
        t.deposit(fund.id, 30, 'deposit-race-2', t.token, other),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    });

    it('charge premium’s fee once when twenty joins, each with a key of its own, race over both', async () => {
      const t = await rewards();
      await t.expectPremiumChargedOnce([undefined, await t.anotherProcess()]);
    });

    it('open one deposit for premium when joins that pay through one race over both', async () => {
      const t = await rewards('partner@luckydip.test');
      const other = await t.anotherProcess();
      const card = await t.addCard('4000000000003220');
      const { amount: _, ...deposit } = t.depositBody(1);
      const answers = await spread(10, (index) =>
        t.join(
          { tier: 'premium', deposit: { ...deposit, customerFundId: card.id } },
          `premium-deposit-${index}`,
          'member',
          index % 2 === 1 ? other : undefined,
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const ids = await Promise.all(
        answers.map(async (answer) => (await camel<MembershipAnswer>(answer)).result.deposit?.id),
      );
      expect(new Set(ids).size).toBe(1);
    });
  },
);
