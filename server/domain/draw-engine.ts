/**
 * The draw engine (issue "Results, my tickets and the draw engine"): at each stop time it closes the
 * draw's sales; at its draw time it draws the numbers (or a raffle's winning tickets) with the
 * CSPRNG, scores every ticket by the game's prize divisions, credits the winnings to wallets and
 * keeps the draws ahead topped up. Each step is one transaction in the store (../db/draw-results),
 * scoring one per batch of tickets, so a restart anywhere takes up each draw where it stands and
 * pays nothing twice; a draw of a million games is never held in memory.
 */
import { randomInt } from 'node:crypto';
import { gamesPlayed, LOTTERY_RULES, scoreGame, type GameScore } from '@contract/prize-divisions';
import { MAIN_SET } from '@contract/ticket-rules';
import type { CatalogueData, Lottery, RaffleData } from '../db/catalogue';
import type {
  BatchScore,
  DrawResultsData,
  RaffleWinner,
  ShareWin,
  TicketScore,
  TicketToScore,
  TicketWin,
} from '../db/draw-results';
import type { LeasesData } from '../db/leases';
import type { LottoPartyData } from '../db/lotto-party';
import type { DrawRow } from '../db/schema';
import { cadenceTimes, drawNumbers, scheduleDrawsAhead, type DrawCadence } from './draws';
import { divisionPrizes, publicWinners } from './prize-table';
import { sessionInvitation } from './lotto-party';
import { memberName, WIDER_MEMBERSHIP } from './membership-roll';

/** A raffle's prizes after its major one: cash, paid to the winner's wallet. */
const RAFFLE_CASH_PRIZES = [
  { prize: '$1,000 cash', prizeCents: 1_000_00 },
  { prize: '$500 cash', prizeCents: 500_00 },
];

/** A raffle draw's prizes in the order they are drawn: its major prize, then the cash prizes. */
export const rafflePrizes = (raffle: RaffleData) => [
  { prize: raffle.name, prizeCents: raffle.valueCents },
  ...RAFFLE_CASH_PRIZES,
];

/** The name on a winning ticket sold elsewhere (the demo sells only a few of a raffle's tickets). */
export const publicWinner = (ticketNumber: number) => memberName(WIDER_MEMBERSHIP.first + ticketNumber);

/** A prize's value goes to the wallet when it is cash (a house or a car is handed over). */
export const isCashPrize = (prize: string) => /\bcash$/i.test(prize);

export interface EngineDeps {
  draws: DrawResultsData;
  catalogue: CatalogueData;
  /** Lotto party sessions on autoplay carry on to the next draw when sales close. */
  party?: Pick<LottoPartyData, 'carryOn'>;
  cadence?: DrawCadence;
  /** The recurring runner: buys the autoplays' tickets for the draws that have opened. */
  recurring?: (nowSeconds: number) => Promise<unknown>;
  /** Tells the customers who played the draws just paid (domain/draw-notices.ts). */
  notices?: (nowSeconds: number) => Promise<unknown>;
  /** Daily Winners' giveaways whose close has come (domain/giveaways.ts). */
  giveaways?: (nowSeconds: number) => Promise<unknown>;
  /** Tickets scored per transaction (SCORE_BATCH unless a test takes them one at a time). */
  scoreBatch?: number;
  /** Prizes paid per transaction (PAY_BATCH unless a test pays them one at a time). */
  payBatch?: number;
  /** What the operator's metrics hear of the engine (server/http/observability.ts). */
  observe?: {
    leaseHeld: (held: boolean) => void;
    engineStep: (from: string, seconds: number) => void;
  };
}

/** What one game type's entry plays, from the lottery's drawn sets. */
function entryShape(lottery: Lottery, gameType: string) {
  const main = lottery.drawnSets.find((set) => set.key === MAIN_SET);
  const powerball = lottery.drawnSets.find((set) => set.key === 'powerball');
  return { gameType, mainCount: main?.count ?? 0, mainMax: main?.max ?? 0, powerballMax: powerball?.max };
}

/**
 * Each share order's part of what one syndicate game won, in whole cents that add up to the prize
 * exactly: every holder gets their shares' part rounded down, then the cents left go one each to
 * the largest remainders (the earliest order first when equal). The shares not sold are the
 * retailer's, a holder like any other.
 */
export function splitByShares(
  prizeCents: number,
  holders: { id: number; shares: number }[],
  sharesTotal: number,
): { parts: Map<number, number>; retailerCents: number } {
  const unsold = Math.max(0, sharesTotal - holders.reduce((sum, holder) => sum + holder.shares, 0));
  const everyone = [...holders, { id: -1, shares: unsold }];
  const exact = everyone.map((holder) => ({
    id: holder.id,
    cents: Math.floor((prizeCents * holder.shares) / sharesTotal),
    remainder: (prizeCents * holder.shares) % sharesTotal,
  }));
  let left = prizeCents - exact.reduce((sum, part) => sum + part.cents, 0);
  for (const part of [...exact].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    if (part.remainder === 0) continue;
    part.cents += 1;
    left -= 1;
  }
  return {
    parts: new Map(exact.filter((part) => part.id !== -1).map((part) => [part.id, part.cents])),
    retailerCents: exact.find((part) => part.id === -1)?.cents ?? 0,
  };
}

/** A syndicate's game, one however many share orders hold a copy of it. */
const syndicateGame = (share: { syndicateKey: string; gameNo: number }) =>
  `${share.syndicateKey}:${share.gameNo}`;

/**
 * A batch of a draw's tickets scored: each ticket's games against the winning numbers, its best
 * division, and its winning games (what the divisions' winners are counted from once every batch is
 * scored). A losing ticket's prize is 0; a winning one's waits for the divisions.
 */
export function scoreTickets(
  lottery: Lottery,
  winning: Record<string, number[]>,
  tickets: TicketToScore[],
): { scores: BatchScore[]; wins: TicketWin[] } {
  const rules = LOTTERY_RULES[lottery.key];
  const wins: TicketWin[] = [];
  const scores = tickets.map((ticket) => {
    const result = rules
      ? gamesPlayed(entryShape(lottery, ticket.gameType), ticket.numbers).map((game) =>
          scoreGame(rules, game, winning),
        )
      : ([] as GameScore[]);
    const owner = ticket.share ? syndicateGame(ticket.share) : `ticket:${ticket.id}`;
    result.forEach(({ division }, game) => {
      if (division !== null) wins.push({ ticketId: ticket.id, game, division, gameKey: `${owner}:${game}` });
    });
    const divisions = result.flatMap((game) => (game.division === null ? [] : [game.division]));
    return {
      id: ticket.id,
      result,
      division: divisions.length > 0 ? Math.min(...divisions) : null,
      won: divisions.length > 0,
    };
  });
  return { scores, wins };
}

/**
 * Once every ticket is scored: the divisions' prizes from their winners (each winning game counted
 * once), and each winning share order's part of its syndicate game's prize.
 */
export function settleDraw(
  lotteryKey: string,
  poolCents: number | null,
  winners: Map<number, number>,
  shareWins: ShareWin[],
) {
  const divisions = divisionPrizes(lotteryKey, poolCents, winners);
  const prizeOf = new Map(divisions.map((row) => [row.division, row.prizeCents]));
  const copies = new Map<string, ShareWin[]>();
  for (const win of shareWins) {
    const key = syndicateGame(win);
    copies.set(key, [...(copies.get(key) ?? []), win]);
  }
  const shareParts = new Map<number, number>();
  for (const holders of copies.values()) {
    const [first] = holders;
    if (!first) continue;
    const { parts } = splitByShares(
      first.divisions.reduce((sum, division) => sum + (prizeOf.get(division) ?? 0), 0),
      holders.map((holder) => ({ id: holder.ticketId, shares: holder.shares })),
      first.of,
    );
    for (const [id, cents] of parts) shareParts.set(id, cents);
  }
  return { divisions, shareParts };
}

/** Distinct ticket numbers from 1 to `sold`, one per prize, from the CSPRNG. */
export function drawRaffleNumbers(sold: number, prizes: number): number[] {
  const drawn: number[] = [];
  while (drawn.length < Math.min(prizes, sold)) {
    const number = randomInt(1, sold + 1);
    if (!drawn.includes(number)) drawn.push(number);
  }
  return drawn;
}

async function drawRaffle(deps: EngineDeps, draw: DrawRow, raffle: RaffleData) {
  const prizes = rafflePrizes(raffle);
  const numbers = drawRaffleNumbers(draw.tickets_sold, prizes.length);
  const ours = await deps.draws.ticketsNumbered(draw.id, numbers);
  const holders = await deps.draws.holders([...ours.values()]);
  const winners: RaffleWinner[] = numbers.map((ticketNumber, index) => {
    const ticketId = ours.get(ticketNumber) ?? null;
    const prize = prizes[index] ?? { prize: '', prizeCents: 0 };
    return {
      rank: index + 1,
      ...prize,
      ticketNumber,
      ticketId,
      winner: (ticketId !== null && holders.get(ticketId)) || publicWinner(ticketNumber),
    };
  });
  await deps.draws.recordRaffleWinners(draw.id, winners);
}

/** A raffle's tickets: the winning ones win their prize's rank as division, cash to the wallet. */
function scoreRaffle(tickets: TicketToScore[], winners: RaffleWinner[]): TicketScore[] {
  return tickets.map((ticket) => {
    const won = winners.find((winner) => winner.ticketId === ticket.id);
    return {
      id: ticket.id,
      result: [],
      division: won?.rank ?? null,
      prizeCents: won && isCashPrize(won.prize) ? won.prizeCents : 0,
    };
  });
}

/** SQLite's driver answers within the event loop's turn: other requests go between batches. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Tickets scored per transaction: a draw of a million games is never in memory at once. */
const SCORE_BATCH = 5000;
/** Prizes paid per transaction: other requests wait for the customers' rows no longer than that. */
const PAY_BATCH = 2000;

/**
 * Scores a lottery draw a batch at a time, each batch a transaction of its own that other requests
 * go between, taking up at the first ticket not yet scored; then settles its divisions and prizes.
 */
async function scoreLottery(deps: EngineDeps, draw: DrawRow, lottery: Lottery) {
  const winning = JSON.parse(draw.winning_numbers ?? '{}') as Record<string, number[]>;
  const batch = deps.scoreBatch ?? SCORE_BATCH;
  let next = deps.draws.unscored(draw.id, 0, batch);
  for (;;) {
    const tickets = await next;
    const last = tickets.at(-1);
    if (!last) break;
    // The next batch is read while this one is scored and written: on PostgreSQL another
    // connection, and another core, does it.
    next = deps.draws.unscored(draw.id, last.id, batch);
    // Awaited in the next turn, or dropped when this one stops: a failed read is not unhandled.
    next.catch(() => undefined);
    const { scores, wins } = scoreTickets(lottery, winning, tickets);
    if (!(await deps.draws.saveScoredBatch(draw.id, scores, wins))) return;
    await nextTurn();
  }
  const { divisions, shareParts } = settleDraw(
    lottery.key,
    draw.prize_pool_cents,
    await deps.draws.winnersByDivision(draw.id),
    await deps.draws.shareWins(draw.id),
  );
  await deps.draws.settleScores(draw.id, divisions, shareParts);
}

/** One step for one draw: draw it, score it or pay it, by where it stands. */
async function step(deps: EngineDeps, draw: DrawRow, lottery: Lottery, nowSeconds: number) {
  const raffle = draw.raffle ? (JSON.parse(draw.raffle) as RaffleData) : null;
  // Sales are over whatever step comes next (a sandbox draw may come with its numbers already).
  if (!raffle) await deps.party?.carryOn(draw.id, sessionInvitation);
  switch (draw.status) {
    case 'DRAW_CLOSED':
      if (raffle) await drawRaffle(deps, draw, raffle);
      else await deps.draws.recordNumbers(draw.id, drawNumbers(lottery));
      return;
    case 'DRAW_DRAWN': {
      if (raffle) {
        const tickets = await deps.draws.ticketsOf(draw.id);
        const winners = await deps.draws.raffleWinners(draw.id);
        await deps.draws.saveScores(draw.id, scoreRaffle(tickets, winners), []);
        return;
      }
      await scoreLottery(deps, draw, lottery);
      return;
    }
    case 'DRAW_SCORED':
      // A batch of prizes a transaction, other requests going between, then the draw marked paid.
      for (let after: number | null = 0; after !== null;) {
        after = await deps.draws.payBatch(draw.id, nowSeconds, after, deps.payBatch ?? PAY_BATCH);
        await nextTurn();
      }
      await deps.draws.markPaid(draw.id, nowSeconds);
      return;
  }
}

/**
 * Runs every step due at `nowSeconds` until none is left: closes sales, draws, scores, pays, then
 * tops up the draws ahead. Returns how many steps it took. With `stillHeld`, each step first
 * renews the engine's lease, and the run ends where it stands if another instance has taken it.
 */
export async function runDueDraws(
  deps: EngineDeps,
  nowSeconds: number,
  stillHeld: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<number> {
  let steps = await deps.draws.closeDue(nowSeconds);
  const lotteries = new Map((await deps.catalogue.lotteries()).map((lottery) => [lottery.key, lottery]));
  // A draw goes through at most three steps (draw, score, pay): as many passes.
  for (let pass = 0; pass < 3; pass += 1) {
    const pending = await deps.draws.pending(nowSeconds);
    for (const draw of pending) {
      const lottery = lotteries.get(draw.lottery_key);
      if (!(await stillHeld())) return steps;
      if (!lottery) continue;
      const started = performance.now();
      await step(deps, draw, lottery, nowSeconds);
      deps.observe?.engineStep(draw.status, (performance.now() - started) / 1000);
    }
    steps += pending.length;
  }
  if (steps > 0) await scheduleDrawsAhead(deps.catalogue, nowSeconds, deps.cadence);
  await deps.giveaways?.(nowSeconds);
  // A draw whose sales closed opens the next: the autoplays buy theirs (and retry what failed).
  await deps.recurring?.(nowSeconds);
  // Every pass, not only one that paid a draw: notices a stop left untold go out after the restart.
  await deps.notices?.(nowSeconds);
  return steps;
}

/**
 * Demo mode: each scheduled lottery's open draws move onto the cadence, in order, from the next
 * mark after now. Draws already on it stay (a restart moves nothing).
 */
export async function moveOntoCadence(deps: EngineDeps, nowSeconds: number): Promise<void> {
  if (!deps.cadence) return;
  for (const lottery of await deps.catalogue.lotteries()) {
    if (!lottery.schedule) continue;
    const open = await deps.draws.openDraws(lottery.key);
    const times = cadenceTimes(deps.cadence, nowSeconds, open.length);
    await deps.draws.moveDraws(
      open.flatMap((draw, index) => {
        const time = times[index];
        return time && time.drawAt !== draw.draw_at ? [{ id: draw.id, ...time }] : [];
      }),
    );
  }
}

/**
 * The seeded history's results: each past lottery draw's divisions with the public's winners, each
 * past raffle's winners. Only for drawn draws that have none, so a second start adds nothing.
 */
export async function seedDrawResults(deps: EngineDeps): Promise<void> {
  const lotteries = new Map((await deps.catalogue.lotteries()).map((lottery) => [lottery.key, lottery]));
  for (const draw of await deps.draws.seededWithoutResults()) {
    const raffle = draw.raffle ? (JSON.parse(draw.raffle) as RaffleData) : null;
    if (raffle) {
      const prizes = rafflePrizes(raffle);
      const numbers = drawRaffleNumbers(draw.tickets_sold, prizes.length);
      await deps.draws.insertRaffleWinners(
        draw.id,
        numbers.map((ticketNumber, index) => ({
          rank: index + 1,
          prize: prizes[index]?.prize ?? '',
          prizeCents: prizes[index]?.prizeCents ?? 0,
          ticketNumber,
          ticketId: null,
          winner: publicWinner(ticketNumber),
        })),
      );
    } else if (lotteries.has(draw.lottery_key)) {
      await deps.draws.insertDivisions(
        draw.id,
        divisionPrizes(
          draw.lottery_key,
          draw.prize_pool_cents,
          publicWinners(draw.lottery_key, draw.draw_no),
        ),
      );
    }
  }
}

/** The lease that makes one API instance of several the engine (and the recurring runner). */
export const ENGINE_LEASE = 'draw-engine';
/**
 * How long the lease lasts unrenewed: another instance takes the engine over this long after its
 * holder died. The holder renews it every tick and before every step, so a long step (scoring a
 * million games) is the most it must outlast.
 */
export const ENGINE_LEASE_MS = 120_000;

export interface EngineLease {
  /** Takes or renews the lease: false while another instance holds it. */
  take: () => Promise<boolean>;
  release: () => Promise<void>;
}

/** The engine's lease for the instance `holder` (a random id each start). */
export function engineLease(leases: LeasesData, holder: string, clock: () => number): EngineLease {
  return {
    take: () => leases.take(ENGINE_LEASE, holder, clock(), clock() + ENGINE_LEASE_MS),
    release: () => leases.release(ENGINE_LEASE, holder),
  };
}

/**
 * One run of the engine, if this instance holds its lease (taking it when it is free or has
 * lapsed): false when another instance holds it. Should two instances ever run a step at once, it
 * still happens once: each step moves its draw on from the status it read, in its own transaction,
 * and one that finds the draw moved already does nothing.
 */
export function runAsHolder(deps: EngineDeps, lease: EngineLease, clock: () => number): Promise<boolean> {
  return oneAtATime(async () => {
    const held = await lease.take();
    deps.observe?.leaseHeld(held);
    if (!held) return false;
    await runDueDraws(deps, Math.floor(clock() / 1000), lease.take);
    return true;
  });
}

let lastRun: Promise<unknown> = Promise.resolve();

/**
 * Runs of the engine in this process, one after another: the engine's tick and the sandbox's
 * run-next would otherwise score one draw side by side (counted once, but done twice).
 */
export function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = lastRun.then(run, run);
  lastRun = next.catch(() => undefined);
  return next;
}

/**
 * Runs the engine every `everyMs` on the app's clock until stopped, on whichever instance holds its
 * lease. A failed run is logged and tried again on the next tick (its draws stay where the last
 * finished step left them). Stopping waits for the run under way and frees the lease.
 */
export function startDrawEngine(
  deps: EngineDeps,
  lease: EngineLease,
  clock: () => number,
  everyMs = 5000,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await runAsHolder(deps, lease, clock);
    } catch (error) {
      console.error('draw engine:', error);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, everyMs);
  };
  running = tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await lease.release();
    deps.observe?.leaseHeld(false);
  };
}
