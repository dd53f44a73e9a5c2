/**
 * The draw engine's store: draws move DRAW_OPEN -> DRAW_CLOSED -> DRAW_DRAWN -> DRAW_SCORED ->
 * DRAW_PAID, each step one transaction that first moves the status on from the one it expects.
 * A step that finds its draw already moved on writes nothing, so an engine stopped anywhere (or two
 * engines at once) never scores or pays a draw twice, and a restart takes up the draws where they
 * stand.
 */
import type { GameScore } from '@contract/prize-divisions';
import type { Game } from '@contract/schemas/shop';
import type { Queryable } from './database';
import { recordDrawNotices } from './draw-notices';
import { moveBalance } from './ledger';
import type { DrawRow } from './schema';

export type DrawStatus = 'DRAW_OPEN' | 'DRAW_CLOSED' | 'DRAW_DRAWN' | 'DRAW_SCORED' | 'DRAW_PAID';

/** A ticket of a drawn draw, with what scoring it needs. */
export interface TicketToScore {
  id: number;
  customerId: number;
  gameType: string;
  numbers: Game;
  ticketNumber: number | null;
  /** A syndicate share's copy of the syndicate's game `gameNo`: `shares` of its `of`. */
  share: { syndicateKey: string; gameNo: number; shares: number; of: number } | null;
}

export interface TicketScore {
  id: number;
  result: GameScore[];
  division: number | null;
  prizeCents: number;
}

export interface RaffleWinner {
  rank: number;
  prize: string;
  prizeCents: number;
  ticketNumber: number;
  ticketId: number | null;
  winner: string;
}

/** Moves a draw from one status to the next; false when it was not in `from` (already moved). */
async function advance(on: Queryable, drawId: number, from: DrawStatus, to: DrawStatus): Promise<boolean> {
  const { numUpdatedRows } = await on
    .updateTable('draws')
    .set({ status: to })
    .where('id', '=', drawId)
    .where('status', '=', from)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

interface DivisionRow {
  division: number;
  prizeCents: number;
  winners: number;
}

/** A draw's divisions; written once (a second write of the same division is left out). */
async function insertDivisions(on: Queryable, drawId: number, divisions: DivisionRow[]) {
  if (divisions.length === 0) return;
  await on
    .insertInto('draw_divisions')
    .values(
      divisions.map((row) => ({
        draw_id: drawId,
        division: row.division,
        prize_cents: row.prizeCents,
        winners: row.winners,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A raffle's winners, their ticket numbers also kept as the draw's winning numbers. */
async function insertRaffleWinners(on: Queryable, drawId: number, winners: RaffleWinner[]) {
  await on
    .updateTable('draws')
    .set({ winning_numbers: JSON.stringify({ tickets: winners.map((winner) => winner.ticketNumber) }) })
    .where('id', '=', drawId)
    .execute();
  if (winners.length === 0) return;
  await on
    .insertInto('raffle_winners')
    .values(
      winners.map((winner) => ({
        draw_id: drawId,
        rank: winner.rank,
        prize: winner.prize,
        prize_cents: winner.prizeCents,
        ticket_number: winner.ticketNumber,
        ticket_id: winner.ticketId,
        winner: winner.winner,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** How a winner is named in public: first name, initial and state (spec 2's results). */
export const publicName = (customer: { firstname: string; lastname: string; state: string }) =>
  `${customer.firstname} ${customer.lastname.slice(0, 1)}., ${customer.state}`;

export function drawResultsData(db: Queryable) {
  return {
    /** Stops sales of every open draw whose stop time has come; how many closed. */
    async closeDue(nowSeconds: number): Promise<number> {
      const { numUpdatedRows } = await db
        .updateTable('draws')
        .set({ status: 'DRAW_CLOSED' })
        .where('status', '=', 'DRAW_OPEN')
        .where('stop_at', '<=', nowSeconds)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },

    /** Draws the engine has a step to take on: closed and due to draw, drawn, or scored. */
    pending: (nowSeconds: number): Promise<DrawRow[]> =>
      db
        .selectFrom('draws')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'DRAW_CLOSED'), eb('draw_at', '<=', nowSeconds)]),
            eb('status', 'in', ['DRAW_DRAWN', 'DRAW_SCORED']),
          ]),
        )
        .orderBy('draw_at')
        .orderBy('id')
        .execute(),

    /** A lottery's draws still on sale, next first. */
    openDraws: (lotteryKey: string) =>
      db
        .selectFrom('draws')
        .select(['id', 'draw_no', 'draw_at', 'stop_at'])
        .where('lottery_key', '=', lotteryKey)
        .where('status', '=', 'DRAW_OPEN')
        .orderBy('draw_no')
        .execute(),

    /** Drawn draws the seed left without their results (divisions, raffle winners). */
    seededWithoutResults: () =>
      db
        .selectFrom('draws')
        .selectAll()
        .where('status', '=', 'DRAW_PAID')
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb.selectFrom('draw_divisions').select('draw_id').whereRef('draw_id', '=', 'draws.id'),
              ),
              eb.exists(
                eb.selectFrom('raffle_winners').select('draw_id').whereRef('draw_id', '=', 'draws.id'),
              ),
            ]),
          ),
        )
        .orderBy('id')
        .execute(),

    /** Brings a draw forward to `atSeconds` (the sandbox's "run the next draw now"). */
    async bringForward(drawId: number, atSeconds: number): Promise<void> {
      await db
        .updateTable('draws')
        .set({ stop_at: atSeconds - 1, draw_at: atSeconds })
        .where('id', '=', drawId)
        .where('status', '=', 'DRAW_OPEN')
        .execute();
    },

    /** Moves open draws onto other times (the demo cadence). */
    async moveDraws(moves: { id: number; drawAt: number; stopAt: number }[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const move of moves)
          await trx
            .updateTable('draws')
            .set({ draw_at: move.drawAt, stop_at: move.stopAt })
            .where('id', '=', move.id)
            .where('status', '=', 'DRAW_OPEN')
            .execute();
      });
    },

    /** Records a lottery draw's numbers. */
    async recordNumbers(drawId: number, numbers: Record<string, number[]>): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('draws')
        .set({ status: 'DRAW_DRAWN', winning_numbers: JSON.stringify(numbers) })
        .where('id', '=', drawId)
        .where('status', '=', 'DRAW_CLOSED')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    /** Records a raffle's winning tickets and marks it drawn. */
    recordRaffleWinners(drawId: number, winners: RaffleWinner[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await advance(trx, drawId, 'DRAW_CLOSED', 'DRAW_DRAWN'))) return false;
        await insertRaffleWinners(trx, drawId, winners);
        return true;
      });
    },

    /** A seeded raffle's winners (the seed runs in a transaction of its own). */
    insertRaffleWinners: (drawId: number, winners: RaffleWinner[]) =>
      insertRaffleWinners(db, drawId, winners),

    async raffleWinners(drawId: number): Promise<RaffleWinner[]> {
      const rows = await db
        .selectFrom('raffle_winners')
        .selectAll()
        .where('draw_id', '=', drawId)
        .orderBy('rank')
        .execute();
      return rows.map((row) => ({
        rank: row.rank,
        prize: row.prize,
        prizeCents: row.prize_cents,
        ticketNumber: row.ticket_number,
        ticketId: row.ticket_id,
        winner: row.winner,
      }));
    },

    /** The tickets a draw has sold, with their owners and how their entries play. */
    async ticketsOf(drawId: number): Promise<TicketToScore[]> {
      const rows = await db
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .innerJoin('game_offers', 'game_offers.key', 'orders.game_offer_key')
        .leftJoin('syndicates', 'syndicates.key', 'orders.syndicate_key')
        .select([
          'tickets.id',
          'tickets.game_no',
          'tickets.numbers',
          'tickets.ticket_number',
          'orders.customer_id',
          'orders.num_shares',
          'game_offers.game_type',
          'syndicates.key as syndicate_key',
          'syndicates.shares_total',
        ])
        .where('tickets.draw_id', '=', drawId)
        .orderBy('tickets.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customer_id,
        gameType: row.game_type,
        numbers: JSON.parse(row.numbers) as Game,
        ticketNumber: row.ticket_number,
        share:
          row.syndicate_key !== null && row.shares_total !== null
            ? {
                syndicateKey: row.syndicate_key,
                gameNo: row.game_no,
                shares: row.num_shares ?? 0,
                of: row.shares_total,
              }
            : null,
      }));
    },

    /** Who holds raffle tickets: their first name, last initial and state, as winners are published. */
    async holders(ticketIds: number[]): Promise<Map<number, string>> {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .innerJoin('customers', 'customers.id', 'orders.customer_id')
        .select(['tickets.id', 'customers.firstname', 'customers.lastname', 'customers.state'])
        .where('tickets.id', 'in', ticketIds)
        .execute();
      return new Map(rows.map((row) => [row.id, publicName(row)]));
    },

    /** The tickets holding these raffle numbers in a draw. */
    async ticketsNumbered(drawId: number, numbers: number[]): Promise<Map<number, number>> {
      if (numbers.length === 0) return new Map();
      const rows = await db
        .selectFrom('tickets')
        .select(['id', 'ticket_number'])
        .where('draw_id', '=', drawId)
        .where('ticket_number', 'in', numbers)
        .execute();
      return new Map(rows.map((row) => [row.ticket_number ?? 0, row.id]));
    },

    /** Writes every ticket's result and the draw's divisions, and marks the draw scored. */
    saveScores(drawId: number, tickets: TicketScore[], divisions: DivisionRow[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await advance(trx, drawId, 'DRAW_DRAWN', 'DRAW_SCORED'))) return false;
        for (const ticket of tickets)
          await trx
            .updateTable('tickets')
            .set({
              result: JSON.stringify(ticket.result),
              division: ticket.division,
              prize_cents: ticket.prizeCents,
            })
            .where('id', '=', ticket.id)
            .execute();
        await insertDivisions(trx, drawId, divisions);
        return true;
      });
    },

    /**
     * Credits every prize of a scored draw to its owner's wallet, each with its ledger entry, and
     * marks the draw paid: all of it or none.
     */
    pay(drawId: number, nowSeconds: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (!(await advance(trx, drawId, 'DRAW_SCORED', 'DRAW_PAID'))) return 0;
        const prizes = await trx
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .select(['tickets.id', 'tickets.prize_cents', 'orders.customer_id'])
          .where('tickets.draw_id', '=', drawId)
          .where('tickets.prize_cents', '>', 0)
          .where('tickets.paid_at', 'is', null)
          .orderBy('tickets.id')
          .execute();
        for (const prize of prizes) {
          await moveBalance(trx, {
            customerId: prize.customer_id,
            cents: prize.prize_cents ?? 0,
            kind: 'prize',
            reference: String(prize.id),
            at: nowSeconds,
          });
          await trx.updateTable('tickets').set({ paid_at: nowSeconds }).where('id', '=', prize.id).execute();
        }
        // Everyone who played it hears of it once, whatever stops the server before they do.
        await recordDrawNotices(trx, drawId, nowSeconds);
        return prizes.length;
      });
    },

    /** A seeded draw's divisions. */
    insertDivisions: (drawId: number, divisions: DivisionRow[]) => insertDivisions(db, drawId, divisions),
  };
}

export type DrawResultsData = ReturnType<typeof drawResultsData>;
