import { describe, expect, it } from 'vitest';
import * as results from '@contract/endpoints/results';
import { pageOffset } from '@contract/paging';
import type { CustomerOrder, DrawPrize, PastDraw, ResultKey } from '@contract/schemas/results';
import type { Receipt } from '@contract/schemas/shop';
import type { PageInfo } from '@contract/schemas/envelope';
import { camel, checkout } from '../../testing/shop-helpers';

/** A game's latest draw, as its results page's first card asks for it. */
const LATEST = { limit: 1, offset: 0 };
const POWERBALL_LATEST = { params: { key: 'powerball' }, query: LATEST };

type Paged<T> = { result: T; pageInfo: PageInfo };
const paged = async <T>(response: Response) => (await camel<T>(response)) as unknown as Paged<T>;

describe('results', () => {
  it('lists the games with results, and the latest of each five to a page', async () => {
    const t = await checkout();
    const keys = (await camel<ResultKey[]>(await t.call(results.keys, { params: { pricingId: 'standard' } })))
      .result;
    expect(keys.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['powerball', 'saturday-lotto', 'surf-life-saving-raffle']),
    );
    expect(keys.find((entry) => entry.key === 'surf-life-saving-raffle')?.category).toBe('raffle');

    const latest = (category: 'lottery' | 'raffle', page = 1) =>
      t.call(results.latest, {
        params: { pricingId: 'standard' },
        query: { category, limit: 5, offset: pageOffset(page, 5) },
      });
    const first = await paged<PastDraw[]>(await latest('lottery'));
    expect(first.result).toHaveLength(5);
    expect(first.pageInfo).toMatchObject({ page: 1, pageSize: 5, total: 6, totalPages: 2 });
    const second = await paged<PastDraw[]>(await latest('lottery', 2));
    expect(second.result).toHaveLength(1);
    expect(second.pageInfo.page).toBe(2);
    const raffles = await paged<PastDraw[]>(await latest('raffle'));
    // The monthly raffle's last draw (the first Friday of this month) and the past beach house.
    expect(raffles.result.map((draw) => draw.offerKey).sort()).toEqual([
      'community-cash-club',
      'surf-life-saving-raffle',
    ]);
    for (const draw of raffles.result) expect(draw.winnerInfo).toHaveLength(3);
  });

  it('pages one game’s draws latest first, with divisions, and reads a month of the archive', async () => {
    const t = await checkout();
    const page = async (n: number) =>
      paged<PastDraw[]>(
        await t.call(results.game, {
          params: { key: 'saturday-lotto' },
          query: { limit: 5, offset: pageOffset(n, 5) },
        }),
      );
    const [one, two] = [await page(1), await page(2)];
    expect(one.result).toHaveLength(5);
    expect(one.result[0]!.drawNo).toBe(two.result[0]!.drawNo + 5);
    expect(one.result[0]!.customerData).toBeNull();
    const latest = one.result[0]!;
    expect(latest.winningNumbers?.numbers).toHaveLength(6);
    expect(latest.divisions.map((row) => row.division)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(latest.divisions[5]!.winners).toBeGreaterThan(latest.divisions[1]!.winners);

    const date = new Date(latest.drawDate);
    const month = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', month: 'numeric' }).format(
      date,
    );
    const year = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(
      date,
    );
    const archive = (
      await camel<PastDraw[]>(await t.call(results.month, { params: { key: 'saturday-lotto', year, month } }))
    ).result;
    expect(archive.length).toBeGreaterThanOrEqual(1);
    expect(archive.length).toBeLessThanOrEqual(5);
    expect(archive.map((draw) => draw.drawNo)).toContain(latest.drawNo);
    expect((await t.call(results.game, { params: { key: 'no-such-game' }, query: LATEST })).status).toBe(404);
  });

  it('gives one draw’s full result, its prizes and a raffle’s winners', async () => {
    const t = await checkout();
    const [latest] = (await t.answer(results.game, POWERBALL_LATEST)).result;
    const full = (
      await camel<PastDraw>(
        await t.call(results.draw, { query: { offerKey: 'powerball', drawNo: latest!.drawNo } }),
      )
    ).result;
    expect(full).toEqual(latest);
    const prizes = (
      await camel<{ name: string }[]>(
        await t.call(results.prizes, { params: { offerKey: 'powerball', drawNo: latest!.drawNo } }),
      )
    ).result;
    expect(prizes.map((row) => row.name)).toEqual(Array.from({ length: 9 }, (_, i) => `Division ${i + 1}`));
    const winners = (
      await camel<{ prize: string }[]>(
        await t.call(results.winners, { params: { offerKey: 'surf-life-saving-raffle', drawNo: 301 } }),
      )
    ).result;
    expect(winners[0]!.prize).toBe('Beach house at Byron Bay');
    expect((await t.call(results.draw, { query: { offerKey: 'powerball', drawNo: 999999 } })).status).toBe(
      404,
    );
  });

  it('gives a raffle’s prizes before its draw, none won yet, and a lottery’s only after', async () => {
    const t = await checkout();
    const raffleDraw = t.offer('surf-life-saving-raffle').draws[0]!.drawNo;
    const prizes = (
      await camel<DrawPrize[]>(
        await t.call(results.prizes, { params: { offerKey: 'surf-life-saving-raffle', drawNo: raffleDraw } }),
      )
    ).result;
    expect(
      prizes.map(({ division, name, prize, winners }) => [division, name, prize.amount, winners]),
    ).toEqual([
      [1, expect.any(String), expect.any(Number), 0],
      [2, '$1,000 cash', 1_000, 0],
      [3, '$500 cash', 500, 0],
    ]);
    expect(
      (await t.call(results.winners, { params: { offerKey: 'surf-life-saving-raffle', drawNo: raffleDraw } }))
        .status,
    ).toBe(404);
    const powerballDraw = t.offer('powerball').draws[0]!.drawNo;
    expect(
      (await t.call(results.prizes, { params: { offerKey: 'powerball', drawNo: powerballDraw } })).status,
    ).toBe(404);
  });
});

describe('the customer’s orders', () => {
  it('move from upcoming to past when their draw is run, with the division and prize, to their owner only', async () => {
    const t = await checkout();
    await t.add(t.powerball());
    const receipt = (await camel<Receipt>(await t.pay('intent-orders'))).result;
    const orderId = receipt.orders[0]!.id;
    const list = async (status: 'upcoming_products' | 'past_products') =>
      (await t.answer(results.orders, { query: { status, limit: 10, offset: 0 } }, { token: t.token }))
        .result;
    expect((await list('upcoming_products')).map((order) => order.id)).toEqual([orderId]);
    expect(await list('past_products')).toEqual([]);

    const run = await t.app.request('/api/sandbox/draws/powerball/run-next', { method: 'POST' });
    expect(run.status).toBe(200);
    expect(await list('upcoming_products')).toEqual([]);
    const [past] = await list('past_products');
    expect(past).toMatchObject({ id: orderId, nextDrawDate: null });
    expect(past!.drawResults).toBeUndefined();

    const detail = (
      await camel<CustomerOrder>(
        await t.call(
          results.order,
          { params: { id: orderId }, query: { showDetails: true } },
          { token: t.token },
        ),
      )
    ).result;
    const [draw] = detail.drawResults!;
    expect(draw!.status).toBe('DRAW_PAID');
    expect(draw!.winningNumbers?.numbers).toHaveLength(7);
    expect(draw!.tickets[0]!.result).toHaveLength(1);
    expect(draw!.prize?.amount).toBe(detail.prize.amount);
    const stored = await t.one<{
      prize_cents: number;
      division: number | null;
    }>('SELECT prize_cents, division FROM tickets WHERE order_id = ?', orderId);
    expect(detail.prize.amount).toBe(stored.prize_cents / 100);
    expect(detail.bestDivision).toBe(stored.division);

    const stranger = await t.signIn('confirm@luckydip.test');
    expect(
      (
        await t.call(
          results.order,
          { params: { id: orderId }, query: { showDetails: true } },
          { token: stranger },
        )
      ).status,
    ).toBe(404);
    expect((await t.call(results.order, { params: { id: orderId } })).status).toBe(401);

    // The customer's own tickets in the draw, on the results of that game.
    const mine = (await t.answer(results.game, POWERBALL_LATEST, { token: t.token })).result;
    expect(mine[0]!.customerData?.orders.map((ticket) => ticket.orderId)).toEqual([orderId]);
    const theirs = (await t.answer(results.game, POWERBALL_LATEST, { token: stranger })).result;
    expect(theirs[0]!.customerData?.orders).toEqual([]);

    const recommended = (
      await camel<{ productOfferKey: string; reason: string }[]>(
        await t.call(results.recommended, {}, { token: t.token }),
      )
    ).result;
    expect(recommended[0]).toEqual(
      expect.objectContaining({ productOfferKey: 'powerball', reason: 'played_before' }),
    );
  });

  it('are chosen, counted and paged in the database: upcoming newest first, past oldest first, a run of draws in both', async () => {
    const t = await checkout();
    const buy = async (numDraws: number, key: string) => {
      await t.add(t.powerball(undefined, numDraws));
      return (await camel<Receipt>(await t.pay(key))).result.orders[0]!.id;
    };
    const run = await buy(2, 'intent-run');
    const second = await buy(1, 'intent-second');
    const third = await buy(1, 'intent-third');
    const page = async (status: 'upcoming_products' | 'past_products', offset: number) => {
      const answer = await t.answer(
        results.orders,
        { query: { status, limit: 2, offset } },
        { token: t.token },
      );
      return { ids: answer.result.map((order) => order.id), total: answer.pageInfo?.total };
    };
    expect(await page('upcoming_products', 0)).toEqual({ ids: [third, second], total: 3 });
    expect(await page('upcoming_products', 2)).toEqual({ ids: [run], total: 3 });
    expect(await page('past_products', 0)).toEqual({ ids: [], total: 0 });

    expect((await t.app.request('/api/sandbox/draws/powerball/run-next', { method: 'POST' })).status).toBe(
      200,
    );
    expect(await page('upcoming_products', 0)).toEqual({ ids: [run], total: 1 });
    expect(await page('past_products', 0)).toEqual({ ids: [run, second], total: 3 });
    expect(await page('past_products', 2)).toEqual({ ids: [third], total: 3 });
  });
});
