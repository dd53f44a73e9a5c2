import { describe, expect, it } from 'vitest';
import * as catalogue from '@contract/endpoints/catalogue';
import * as push from '@contract/endpoints/push';
import * as session from '@contract/endpoints/session';
import type { Receipt } from '@contract/schemas/shop';
import { catalogueData } from '../db/catalogue';
import { dataLayer } from '../db';
import { drawResultsData, type TicketToScore } from '../db/draw-results';
import { leasesData } from '../db/leases';
import { pushDevice, receivedPushes } from '../testing/push-helpers';
import { camel, checkout, game } from '../testing/shop-helpers';
import {
  ENGINE_LEASE_MS,
  engineLease,
  moveOntoCadence,
  runAsHolder,
  runDueDraws,
  scoreTickets,
  settleDraw,
  splitByShares,
} from './draw-engine';
import { pushDrawNotices, tellDrawNotices } from './draw-notices';
import { vapidIdentity } from './web-push';
import { DEMO_DRAWS_AHEAD } from './draws';
import { FIXED_PRIZES_CENTS } from './prize-table';

/** A customer who bought `games` for the next Powerball draw, and the engine on the same database. */
async function boughtPowerball(games = [game]) {
  const t = await checkout();
  await t.add(t.powerball(games));
  const receipt = (await camel<Receipt>(await t.pay('intent-engine'))).result;
  const drawNo = receipt.orders[0]!.draws[0]!.drawNo;
  const draw = async () =>
    await t.one<{
      id: number;
      status: string;
      stop_at: number;
      draw_at: number;
      winning_numbers: string;
    }>("SELECT * FROM draws WHERE lottery_key = 'powerball' AND draw_no = ?", drawNo);
  const engine = { draws: drawResultsData(t.db), catalogue: catalogueData(t.db) };
  const run = (atSeconds: number) => {
    t.time.ms = atSeconds * 1000;
    return runDueDraws(engine, atSeconds);
  };
  // Only this customer's: the limits demo customer holds tickets in the same draw.
  const tickets = async () =>
    await t.all<{
      id: number;
      division: number | null;
      prize_cents: number;
      paid_at: number | null;
    }>('SELECT * FROM tickets WHERE order_id = ? ORDER BY id', receipt.orders[0]!.id);
  const prizes = async () =>
    await t.all<{ amount_cents: number }>(
      "SELECT w.* FROM wallet_transactions w JOIN customers c ON c.id = w.customer_id WHERE kind = 'prize' AND c.email = 'demo@luckydip.test'",
    );
  // Read from the database: the customer's access token has long expired once the draw is run.
  const balance = async () =>
    (
      await t.one<{
        balance_cents: number;
      }>("SELECT balance_cents FROM customers WHERE email = 'demo@luckydip.test'")
    ).balance_cents / 100;
  return { ...t, receipt, drawNo, draw, engine, run, tickets, prizes, balance };
}

/** Drawn numbers that give `game` five of its seven numbers and its Powerball: division 5. */
const FIVE_AND_POWERBALL = { numbers: [1, 5, 9, 14, 22, 33, 34], powerball: [7] };
const LOSING_GAME = { numbers: [2, 3, 4, 6, 7, 8, 10], powerball: [1] };

describe('the draw engine', () => {
  it('closes sales at the stop time, draws at the draw time, scores by division and pays the wallet once', async () => {
    const t = await boughtPowerball();
    const before = await t.balance();
    await t.run((await t.draw()).stop_at - 1);
    expect((await t.draw()).status).toBe('DRAW_OPEN');
    await t.run((await t.draw()).stop_at);
    expect((await t.draw()).status).toBe('DRAW_CLOSED');
    expect((await t.draw()).winning_numbers).toBeNull();

    // The numbers are the CSPRNG's; here they are set as the draw would have drawn them.
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);
    await t.run((await t.draw()).draw_at);
    expect((await t.draw()).status).toBe('DRAW_PAID');
    const [ticket] = await t.tickets();
    const prize = FIXED_PRIZES_CENTS.powerball![5 - 2]!;
    expect(ticket).toMatchObject({ division: 5, prize_cents: prize });
    expect(ticket!.paid_at).not.toBeNull();
    expect(await t.balance()).toBeCloseTo(before + prize / 100);

    await t.run((await t.draw()).draw_at + 60);
    expect(await t.balance()).toBeCloseTo(before + prize / 100);
    expect(await t.prizes()).toEqual([expect.objectContaining({ amount_cents: prize })]);
    const divisions = await t.all(
      'SELECT division, winners FROM draw_divisions WHERE draw_id = ? ORDER BY division',
      (await t.draw()).id,
    );
    expect(divisions).toHaveLength(9);
    expect(divisions[4]).toEqual({ division: 5, winners: 1 });
  });

  it('draws seven distinct numbers and a Powerball in range by itself, and keeps the draws ahead', async () => {
    const t = await boughtPowerball();
    const latest = async () =>
      (
        await t.one<{
          n: number;
        }>("SELECT MAX(draw_no) AS n FROM draws WHERE lottery_key = 'powerball'")
      ).n;
    const last = await latest();
    await t.run((await t.draw()).draw_at + 7 * 24 * 3600);
    const numbers = JSON.parse((await t.draw()).winning_numbers) as {
      numbers: number[];
      powerball: number[];
    };
    expect(new Set(numbers.numbers).size).toBe(7);
    expect(numbers.numbers.every((number) => number >= 1 && number <= 35)).toBe(true);
    expect(numbers.powerball[0]).toBeGreaterThanOrEqual(1);
    expect(numbers.powerball[0]).toBeLessThanOrEqual(20);
    expect((await t.tickets())[0]!.division === null || (await t.tickets())[0]!.division! > 0).toBe(true);
    expect(await latest()).toBeGreaterThan(last);
  });

  it('survives a stop in the middle of scoring or paying: each prize is paid once', async () => {
    const t = await boughtPowerball([game, game, LOSING_GAME]);
    const before = await t.balance();
    await t.run((await t.draw()).stop_at);
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);

    // The process dies while writing the divisions: the batches scored stay, no winner's prize is set.
    let revive = await t.killInsertsInto('draw_divisions');
    await expect(t.run((await t.draw()).draw_at)).rejects.toThrow('killed');
    expect((await t.draw()).status).toBe('DRAW_DRAWN');
    expect((await t.tickets()).map((ticket) => [ticket.division, ticket.prize_cents])).toEqual([
      [5, null],
      [5, null],
      [null, 0],
    ]);
    await revive();

    // Then while paying, after the first prize: the first credit is undone with the rest.
    revive = await t.killInsertsInto('wallet_transactions', 1);
    await expect(t.run((await t.draw()).draw_at + 1)).rejects.toThrow('killed');
    expect((await t.draw()).status).toBe('DRAW_SCORED');
    expect(await t.balance()).toBeCloseTo(before);
    await revive();

    // A restarted engine on the same database takes up where it stood.
    const restarted = { draws: drawResultsData(t.db), catalogue: catalogueData(t.db) };
    await runDueDraws(restarted, (await t.draw()).draw_at + 2);
    await runDueDraws(restarted, (await t.draw()).draw_at + 3);
    const prize = FIXED_PRIZES_CENTS.powerball![5 - 2]!;
    expect(await t.prizes()).toHaveLength(2);
    expect(await t.balance()).toBeCloseTo(before + (2 * prize) / 100);
  });

  it('runs on one instance of several at a time: the lease holder, then another once it is freed or has lapsed', async () => {
    const t = await boughtPowerball();
    const clock = () => t.time.ms;
    const [first, second] = ['instance-a', 'instance-b'].map((holder) =>
      engineLease(leasesData(t.db), holder, clock),
    );
    // What each instance's metrics hear: whether it holds the lease, and the steps it ran.
    const heard = { held: [] as boolean[], steps: [] as string[] };
    const observe = {
      leaseHeld: (held: boolean) => heard.held.push(held),
      engineStep: (from: string) => heard.steps.push(from),
    };
    const { stop_at } = await t.draw();
    t.time.ms = stop_at * 1000;
    expect(await runAsHolder(t.engine, first!, clock)).toBe(true);
    expect((await t.draw()).status).toBe('DRAW_CLOSED');

    // Meanwhile the other instance leaves the draws alone.
    t.time.ms += ENGINE_LEASE_MS - 1;
    expect(await runAsHolder({ ...t.engine, observe }, second!, clock)).toBe(false);

    // The holder dies (its lease is never renewed): once it lapses, the other takes the engine up.
    t.time.ms += 1;
    expect(await runAsHolder(t.engine, second!, clock)).toBe(true);
    expect(await runAsHolder(t.engine, first!, clock)).toBe(false);
    t.time.ms = (await t.draw()).draw_at * 1000;
    expect(await runAsHolder({ ...t.engine, observe }, second!, clock)).toBe(true);
    expect((await t.draw()).status).toBe('DRAW_PAID');
    expect(heard.held).toEqual([false, true]);
    expect(heard.steps.filter((from) => from !== 'DRAW_OPEN')).toEqual([
      'DRAW_CLOSED',
      'DRAW_DRAWN',
      'DRAW_SCORED',
    ]);

    // A clean stop frees it at once.
    await second!.release();
    expect(await runAsHolder(t.engine, first!, clock)).toBe(true);
  });

  it('ends a run where it stands once another instance has taken its lease', async () => {
    const t = await boughtPowerball();
    const { stop_at, draw_at } = await t.draw();
    await t.run(stop_at);
    let held = true;
    await runDueDraws(t.engine, draw_at, () => Promise.resolve(held));
    expect((await t.draw()).status).toBe('DRAW_PAID');
    const { draw_at: next } = await t.one<{ draw_at: number }>(
      "SELECT draw_at FROM draws WHERE lottery_key = 'powerball' AND draw_no = ?",
      t.drawNo + 1,
    );
    await t.run(next - 3600);
    held = false;
    await runDueDraws(t.engine, next, () => Promise.resolve(held));
    expect(
      (
        await t.one<{ status: string }>(
          "SELECT status FROM draws WHERE lottery_key = 'powerball' AND draw_no = ?",
          t.drawNo + 1,
        )
      ).status,
    ).toBe('DRAW_CLOSED');
  });

  it('scores and pays a batch at a time and takes each up where a stop left it: each win counted and paid once', async () => {
    const t = await boughtPowerball([game, game, LOSING_GAME]);
    const engine = { ...t.engine, scoreBatch: 1, payBatch: 1 };
    const before = await t.balance();
    await t.run((await t.draw()).stop_at);
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);
    // This customer's tickets alone in the draw, so that the batches are theirs.
    await t.exec(
      'DELETE FROM tickets WHERE draw_id = ? AND order_id <> ?',
      (await t.draw()).id,
      t.receipt.orders[0]!.id,
    );
    const wins = async () => (await t.one<{ n: number }>('SELECT COUNT(*) AS n FROM ticket_wins')).n;
    const already = await wins();

    // The process dies in the second batch: the first stays scored, the rest waits.
    const revive = await t.killInsertsInto('ticket_wins', already + 1);
    await expect(runDueDraws(engine, (await t.draw()).draw_at)).rejects.toThrow('killed');
    expect((await t.draw()).status).toBe('DRAW_DRAWN');
    expect((await t.tickets()).map((ticket) => ticket.division)).toEqual([5, null, null]);
    await revive();

    // It dies again paying the second prize: the first stays paid, the draw waits to be paid.
    const ledgerRows = (await t.one<{ n: number }>('SELECT COUNT(*) AS n FROM wallet_transactions')).n;
    const revivePay = await t.killInsertsInto('wallet_transactions', Number(ledgerRows) + 1);
    await expect(runDueDraws(engine, (await t.draw()).draw_at + 1)).rejects.toThrow('killed');
    expect((await t.draw()).status).toBe('DRAW_SCORED');
    expect((await t.tickets()).map((ticket) => ticket.paid_at !== null)).toEqual([true, false, false]);
    await revivePay();

    await runDueDraws(engine, (await t.draw()).draw_at + 2);
    expect((await t.draw()).status).toBe('DRAW_PAID');
    expect(await wins()).toBe(already + 2);
    const prize = FIXED_PRIZES_CENTS.powerball![5 - 2]!;
    // One ledger row a prize, each with the balance it left.
    const ledger = await t.all<{ balance_after_cents: number }>(
      "SELECT w.balance_after_cents FROM wallet_transactions w JOIN customers c ON c.id = w.customer_id WHERE w.kind = 'prize' AND c.email = 'demo@luckydip.test' ORDER BY w.id",
    );
    expect(ledger.map((row) => row.balance_after_cents)).toEqual([
      Math.round(before * 100) + prize,
      Math.round(before * 100) + 2 * prize,
    ]);
    expect(await t.balance()).toBeCloseTo(before + (2 * prize) / 100);
    const divisions = await t.all<{ winners: number }>(
      'SELECT winners FROM draw_divisions WHERE draw_id = ? AND division = 5',
      (await t.draw()).id,
    );
    expect(divisions[0]!.winners).toBe(2);
  });

  it("plays a syndicate's games once for every share, and pays each share order its part", async () => {
    const t = await checkout();
    const drawNo = t.offer('powerball').draws[0]!.drawNo;
    const sharesOf = async (numShares: number, intent: string) => {
      await t.add({
        productOfferKey: 'powerball',
        gameType: 'syndicate',
        gameOffer: 'powerball-syndicate',
        drawNo: drawNo,
        numDraws: 1,
        numGames: 1,
        quickpick: true,
        syndicateKey: 'powerball-big-50',
        numShares: numShares,
      });
      return (await camel<Receipt>(await t.pay(intent))).result.orders[0]!.id;
    };
    const orders = [await sharesOf(2, 'intent-shares-2'), await sharesOf(3, 'intent-shares-3')];
    const numbersOf = async (orderId: number) =>
      (
        await t.all<{
          numbers: string;
        }>('SELECT numbers FROM tickets WHERE order_id = ? ORDER BY game_no', orderId)
      ).map((row) => row.numbers);
    // The syndicate's 50 games, the same in both orders.
    expect(await numbersOf(orders[0]!)).toHaveLength(50);
    expect(await numbersOf(orders[1]!)).toEqual(await numbersOf(orders[0]!));

    const draw = await t.one<{ id: number; stop_at: number; draw_at: number }>(
      "SELECT id, stop_at, draw_at FROM draws WHERE lottery_key = 'powerball' AND draw_no = ?",
      drawNo,
    );
    const engine = { draws: drawResultsData(t.db), catalogue: catalogueData(t.db) };
    await runDueDraws(engine, draw.stop_at);
    // The syndicate's first game's numbers are drawn: division 1.
    await engine.draws.recordNumbers(
      draw.id,
      JSON.parse((await numbersOf(orders[0]!))[0]!) as Record<string, number[]>,
    );
    await runDueDraws(engine, draw.draw_at);
    const won = async (orderId: number) =>
      (
        await t.one<{ cents: number }>(
          'SELECT SUM(prize_cents) AS cents FROM tickets WHERE order_id = ? AND division = 1',
          orderId,
        )
      ).cents;
    const first = await t.one<{ prize_cents: number; winners: number }>(
      'SELECT prize_cents, winners FROM draw_divisions WHERE draw_id = ? AND division = 1',
      draw.id,
    );
    expect(first.winners).toBe(1);
    expect(await won(orders[0]!)).toBe(Math.floor((first.prize_cents * 2) / 50));
    expect(await won(orders[1]!)).toBe(Math.floor((first.prize_cents * 3) / 50));
  });

  it('runs the next draw of a game at once from the sandbox, raffles with their winners', async () => {
    const t = await checkout();
    await t.add({
      productOfferKey: 'splash-for-good',
      gameType: 'standard',
      gameOffer: 'splash-for-good-tickets',
      drawNo: t.offer('splash-for-good').draws[0]!.drawNo,
      numDraws: 1,
      numGames: 3,
      causeKey: 'splash_for_good',
    });
    const paid = await t.pay('intent-raffle');
    expect(paid.status, JSON.stringify(await paid.clone().json())).toBe(201);
    const response = await t.app.request('/api/sandbox/draws/splash-for-good/run-next', { method: 'POST' });
    expect(response.status).toBe(200);
    const { drawId } = (await camel<{ drawId: number }>(response)).result;
    const winners = await t.all<{ rank: number; prize: string; ticket_number: number; winner: string }>(
      'SELECT rank, prize, ticket_number, winner FROM raffle_winners WHERE draw_id = ? ORDER BY rank',
      drawId,
    );
    expect(winners.map((winner) => winner.prize)).toEqual(['$25,000 cash', '$1,000 cash', '$500 cash']);
    expect(new Set(winners.map((winner) => winner.ticket_number)).size).toBe(3);
    const draw = await t.one<{
      status: string;
      tickets_sold: number;
    }>('SELECT status, tickets_sold FROM draws WHERE id = ?', drawId);
    expect(draw.status).toBe('DRAW_PAID');
    expect(
      winners.every((winner) => winner.ticket_number >= 1 && winner.ticket_number <= draw.tickets_sold),
    ).toBe(true);
    // The offer now sells the raffle's next draw.
    const next = await t.call(catalogue.offers, { params: { pricingId: 'standard' } });
    expect(next.status).toBe(200);
    expect((await t.app.request('/api/sandbox/draws/no-such-game/run-next', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('moves the draws onto the demo cadence and keeps a dozen ahead', async () => {
    const t = await boughtPowerball();
    const engine = { ...t.engine, cadence: { minutes: 5 } };
    const now = Math.floor(t.time.ms / 1000);
    await moveOntoCadence(engine, now);
    const open = await t.engine.draws.openDraws('powerball');
    expect(open[0]!.draw_at - now).toBeLessThanOrEqual(300);
    expect(open[1]!.draw_at - open[0]!.draw_at).toBe(300);
    expect(open[0]!.draw_at - open[0]!.stop_at).toBe(150);
    await moveOntoCadence(engine, now);
    expect(await t.engine.draws.openDraws('powerball')).toEqual(open);

    await runDueDraws(engine, open[2]!.draw_at);
    const after = await t.engine.draws.openDraws('powerball');
    expect(after[0]!.draw_no).toBe(open[3]!.draw_no);
    expect(after.at(-1)!.draw_at).toBeGreaterThanOrEqual(open[2]!.draw_at + (DEMO_DRAWS_AHEAD - 1) * 300);
  });

  it('seeds a year of results with every division’s prize and winners, and past raffles’ winners', async () => {
    const t = await checkout();
    const unscored = await t.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM draws d WHERE status = 'DRAW_PAID' AND raffle IS NULL AND NOT EXISTS (SELECT 1 FROM draw_divisions v WHERE v.draw_id = d.id)",
    );
    expect(unscored.n).toBe(0);
    const saturday = await t.one<{ draws: number; rows: number }>(
      "SELECT COUNT(DISTINCT d.id) AS draws, COUNT(*) AS rows FROM draws d JOIN draw_divisions v ON v.draw_id = d.id WHERE d.lottery_key = 'saturday-lotto'",
    );
    expect(saturday.draws).toBeGreaterThanOrEqual(52);
    expect(saturday.rows).toBe(saturday.draws * 6);
    const raffle = await t.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM raffle_winners w JOIN draws d ON d.id = w.draw_id WHERE d.lottery_key = 'surf-life-saving-raffle'",
    );
    expect(raffle.n).toBe(3);
  });
});

/**
 * A whole draw scored in memory by the engine's two parts: its tickets scored (as it scores each
 * batch), then settled (as it does once every batch is in), the tables' sums done here in place.
 */
function scoreLotteryDraw(
  lottery: Parameters<typeof scoreTickets>[0],
  poolCents: number,
  winning: Record<string, number[]>,
  tickets: TicketToScore[],
) {
  const { scores, wins } = scoreTickets(lottery, winning, tickets);
  const games = new Map<number, Set<string>>();
  for (const win of wins) games.set(win.division, (games.get(win.division) ?? new Set()).add(win.gameKey));
  const shareWins = tickets.flatMap((ticket) => {
    const divisions = wins.filter((win) => win.ticketId === ticket.id).map((win) => win.division);
    return ticket.share && divisions.length > 0 ? [{ ticketId: ticket.id, ...ticket.share, divisions }] : [];
  });
  const winners = new Map([...games].map(([division, keys]) => [division, keys.size]));
  const { divisions, shareParts } = settleDraw(lottery.key, poolCents, winners, shareWins);
  const prizeOf = (division: number) => divisions.find((row) => row.division === division)?.prizeCents ?? 0;
  return {
    divisions,
    scores: scores.map((score) => ({
      ...score,
      prizeCents:
        shareParts.get(score.id) ??
        wins.filter((win) => win.ticketId === score.id).reduce((sum, win) => sum + prizeOf(win.division), 0),
    })),
  };
}

describe('scoring a lottery draw', () => {
  const lottery = {
    key: 'powerball',
    name: 'Powerball',
    gameName: 'Jackpot',
    drawType: 'lottery_ticket_draw' as const,
    schedule: null,
    prizeRule: null,
    drawnSets: [
      { key: 'numbers', name: 'Numbers', count: 7, min: 1, max: 35 },
      { key: 'powerball', name: 'Powerball', count: 1, min: 1, max: 20 },
    ],
  };
  const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };
  const ticket = (
    id: number,
    numbers: Record<string, number[]>,
    gameType = 'standard',
    share: TicketToScore['share'] = null,
  ): TicketToScore => ({ id, customerId: 1, gameType, numbers, ticketNumber: null, share });

  it('splits division one between its winners and pays the rest fixed amounts', () => {
    const { scores, divisions } = scoreLotteryDraw(lottery, 10_000_001, winning, [
      ticket(1, winning),
      ticket(2, winning),
      ticket(3, { numbers: [1, 2, 30, 31, 32, 33, 34], powerball: [9] }),
      ticket(4, { numbers: [20, 21, 22, 23, 24, 25, 26], powerball: [1] }),
    ]);
    expect(scores.map((score) => [score.division, score.prizeCents])).toEqual([
      [1, 5_000_000],
      [1, 5_000_000],
      [9, FIXED_PRIZES_CENTS.powerball![9 - 2]],
      [null, 0],
    ]);
    expect(divisions[0]).toEqual({ division: 1, prizeCents: 5_000_000, winners: 2 });
  });

  it("counts a syndicate's game once and pays each share order its part, the unsold shares' the retailer's", () => {
    const share = (shares: number) => ({ syndicateKey: 'big-50', gameNo: 1, shares, of: 50 });
    const { scores, divisions } = scoreLotteryDraw(lottery, 10_000_001, winning, [
      ticket(1, winning),
      ticket(2, winning, 'syndicate', share(2)),
      ticket(3, winning, 'syndicate', share(3)),
    ]);
    // Two winning games (a ticket and the syndicate's game), not three: half the pool each.
    expect(divisions[0]).toEqual({ division: 1, prizeCents: 5_000_000, winners: 2 });
    expect(scores.map((score) => score.prizeCents)).toEqual([5_000_000, 200_000, 300_000]);
    const odd = scoreLotteryDraw(lottery, 1_000_003, winning, [ticket(1, winning, 'syndicate', share(7))]);
    expect(odd.scores[0]!.prizeCents).toBe(Math.floor((1_000_003 * 7) / 50));
  });

  it('splits a prize by shares into cents that add up to it exactly, the odd cents to the largest remainders', () => {
    expect([
      ...splitByShares(
        1000,
        [1, 2, 3].map((id) => ({ id, shares: 1 })),
        3,
      ).parts.values(),
    ]).toEqual([334, 333, 333]);
    for (const [prize, shares] of [
      [1_000_003, [7, 11, 2, 30]],
      [99, [1, 1, 1, 1, 1, 1, 1]],
      [12_345_678, [13, 17, 19]],
    ] as const) {
      const total = shares.reduce((sum, count) => sum + count, 0);
      const { parts, retailerCents } = splitByShares(
        prize,
        shares.map((count, id) => ({ id, shares: count })),
        total,
      );
      expect([...parts.values()].reduce((sum, cents) => sum + cents, 0)).toBe(prize);
      expect(retailerCents).toBe(0);
      // No part is more than a cent from its exact share.
      shares.forEach((count, id) =>
        expect(Math.abs(parts.get(id)! - (prize * count) / total)).toBeLessThan(1),
      );
    }
    // Shares not sold: their part is the retailer's, and everything still adds up.
    const half = splitByShares(1001, [{ id: 1, shares: 5 }], 10);
    expect(half.parts.get(1)! + half.retailerCents).toBe(1001);
  });

  it('scores a PowerHit entry on every Powerball: its best division, every win paid', () => {
    const { scores } = scoreLotteryDraw(lottery, 100, winning, [
      ticket(1, { numbers: [1, 2, 3, 4, 5, 20, 21] }, 'powerhit'),
    ]);
    expect(scores[0]!.result).toHaveLength(20);
    // Five numbers: division 5 with the Powerball (9), division 7 with each of the other 19.
    expect(scores[0]!.division).toBe(5);
    expect(scores[0]!.prizeCents).toBe(
      FIXED_PRIZES_CENTS.powerball![3]! + 19 * FIXED_PRIZES_CENTS.powerball![5]!,
    );
  });
});

describe('what a paid draw tells the customers who played it', () => {
  const SITE = 'https://luckydip.test';
  /** The demo customer's win notices in the sandbox mailbox. */
  const winMail = async (t: Awaited<ReturnType<typeof boughtPowerball>>) =>
    await t.all<{ subject: string; text: string }>(
      "SELECT subject, body_text AS text FROM mailbox WHERE to_address = 'demo@luckydip.test' AND subject LIKE 'You won%' ORDER BY id",
    );
  /** The demo customer's own cards in the notifications feed. */
  const feedCards = async (t: Awaited<ReturnType<typeof boughtPowerball>>) =>
    await t.all<{ title: string; message: string; link: string }>(
      "SELECT title, message, link FROM content_cards WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@luckydip.test') ORDER BY id",
    );
  /** The engine as the server runs it, telling what it paid. */
  const telling = (t: Awaited<ReturnType<typeof boughtPowerball>>) => ({
    ...t.engine,
    notices: () =>
      tellDrawNotices(
        dataLayer(t.db, () => t.time.ms),
        SITE,
      ),
  });

  it('emails each win once, with its division, prize and ticket, even when the server stopped before telling it', async () => {
    const t = await boughtPowerball([game, LOSING_GAME]);
    await t.run((await t.draw()).stop_at);
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);
    // Paid by an engine that stops before it tells anyone.
    await t.run((await t.draw()).draw_at);
    expect((await t.draw()).status).toBe('DRAW_PAID');
    expect(await winMail(t)).toEqual([]);

    // The restarted engine tells it, and never again.
    await runDueDraws(telling(t), (await t.draw()).draw_at + 60);
    await runDueDraws(telling(t), (await t.draw()).draw_at + 120);
    const prize = FIXED_PRIZES_CENTS.powerball![5 - 2]! / 100;
    const mail = await winMail(t);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`You won in Powerball draw ${t.drawNo}`);
    expect(mail[0]!.text).toContain('Your Powerball ticket won in draw');
    expect(mail[0]!.text).toContain(`Division 5: $${prize.toFixed(2)}, paid into your Lucky Dip wallet.`);
    expect(mail[0]!.text).toContain(
      `See your ticket: ${SITE}/my-account/past-tickets/ticket/${t.receipt.orders[0]!.id}`,
    );
    // And once in the app's feed, beside the email.
    expect(await feedCards(t)).toEqual([
      {
        title: `You won in Powerball draw ${t.drawNo}`,
        message: `Division 5: $${prize.toFixed(2)}, paid into your Lucky Dip wallet.`,
        link: `/my-account/past-tickets/ticket/${t.receipt.orders[0]!.id}`,
      },
    ]);
  });

  it('emails no win to a customer who turned email off, and nothing to one who did not win', async () => {
    const t = await boughtPowerball();
    const customerId = (
      await t.one<{ id: number }>("SELECT id FROM customers WHERE email = 'demo@luckydip.test'")
    ).id;
    await dataLayer(t.db, () => t.time.ms).preferences.update(customerId, { email: false }, undefined);
    await t.run((await t.draw()).stop_at);
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);
    await runDueDraws(telling(t), (await t.draw()).draw_at);
    expect(await winMail(t)).toEqual([]);

    const loser = await boughtPowerball([LOSING_GAME]);
    await loser.run((await loser.draw()).stop_at);
    await loser.engine.draws.recordNumbers((await loser.draw()).id, FIVE_AND_POWERBALL);
    await runDueDraws(telling(loser), (await loser.draw()).draw_at);
    expect(await winMail(loser)).toEqual([]);
    const notices = await loser.all<{ emailed_at: number | null }>(
      'SELECT emailed_at FROM draw_notices WHERE draw_id = ?',
      (await loser.draw()).id,
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.emailed_at !== null)).toBe(true);
    // The feed says the results are in, whatever the email preferences.
    expect((await feedCards(loser)).map((card) => [card.title, card.message])).toEqual([
      [`Results for Powerball draw ${loser.drawNo} are in`, 'Your ticket did not win this time.'],
    ]);
    expect((await feedCards(t)).map((card) => card.title)).toEqual([`You won in Powerball draw ${t.drawNo}`]);
  });

  it('pushes each device the notice it takes, once, and forgets a device its push service ended or whose session ended', async () => {
    const t = await boughtPowerball();
    const winsOnly = await pushDevice(t, { results: false, wins: true, closing: false });
    const resultsOnly = await pushDevice(t, { results: true, wins: false, closing: false });
    const neither = await pushDevice(t, { results: false, wins: false, closing: false });
    const ended = await pushDevice(t, { results: true, wins: true, closing: false });
    await t.app.request(`/api/sandbox/push/subscriptions/${ended.id}/expire`, { method: 'POST' });
    const notOurs = await t.call(
      push.subscribe,
      {
        body: {
          ...winsOnly,
          endpoint: 'https://example.com/push/1',
          kinds: { results: true, wins: true, closing: true },
        },
      },
      { token: t.token },
    );
    expect(notOurs.status).toBe(422);

    const data = dataLayer(t.db, () => t.time.ms);
    const vapid = await vapidIdentity(data.settings, t.config);
    // The sandbox's push service answers on the app's own address: the request goes to its handler.
    const pushing = {
      ...t.engine,
      notices: (now: number) => pushDrawNotices(data, vapid, now, (url, init) => t.app.request(url, init)),
    };
    await t.run((await t.draw()).stop_at);
    await t.engine.draws.recordNumbers((await t.draw()).id, FIVE_AND_POWERBALL);
    await runDueDraws(pushing, (await t.draw()).draw_at);
    // Run again, as after a restart: nothing is pushed twice.
    await runDueDraws(pushing, (await t.draw()).draw_at + 60);

    const ticket = `/my-account/past-tickets/ticket/${t.receipt.orders[0]!.id}`;
    const tag = `draw-powerball-${t.drawNo}`;
    expect(await receivedPushes(t, winsOnly.id)).toEqual([
      {
        title: 'Lucky Dip',
        body: `You have a win in Powerball draw ${t.drawNo}. Open Lucky Dip to see it.`,
        url: ticket,
        tag,
        badge: 1,
      },
    ]);
    expect(await receivedPushes(t, resultsOnly.id)).toEqual([
      {
        title: 'Lucky Dip',
        body: `Results for Powerball draw ${t.drawNo} are in. See how your ticket did.`,
        url: ticket,
        tag,
        badge: 1,
      },
    ]);
    expect(await receivedPushes(t, neither.id)).toEqual([]);
    expect(await receivedPushes(t, ended.id)).toEqual([]);
    const endpoints = (
      await t.all<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY id')
    ).map((row) => row.endpoint);
    expect(endpoints).toEqual([winsOnly.endpoint, resultsOnly.endpoint, neither.endpoint]);

    // Signing out of the session they were saved in removes them (back at the hour it began).
    t.time.ms = Date.now();
    expect((await t.call(session.logout, {}, { token: t.token })).status).toBe(204);
    expect(await t.one('SELECT COUNT(*) AS n FROM push_subscriptions')).toEqual({ n: 0 });
  });
});
