/**
 * The draw engine's store: draws move DRAW_OPEN -> DRAW_CLOSED -> DRAW_DRAWN -> DRAW_SCORED ->
 * DRAW_PAID, each step one transaction that first moves the status on from the one it expects.
 * A step that finds its draw already moved on writes nothing, so an engine stopped anywhere (or two
 * engines at once) never scores or pays a draw twice, and a restart takes up the draws where they
 * stand.
 */
import type { GameScore } from '@contract/prize-divisions';
import type { Game } from '@contract/schemas/shop';
import { SqliteAdapter, sql } from 'kysely';
import type { Queryable } from './database';
import { recordDrawNotices } from './draw-notices';
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

/** A ticket of a batch scored (domain/draw-engine.ts's scoreTickets); its prize waits for the divisions when it `won`. */
export interface BatchScore {
  id: number;
  result: GameScore[];
  division: number | null;
  won: boolean;
}

/** One winning game of a ticket, as the divisions count it. */
export interface TicketWin {
  ticketId: number;
  /** Which of the ticket's games. */
  game: number;
  division: number;
  /** The game counted once among its division's winners: a syndicate's game is one game however many share orders hold a copy. */
  gameKey: string;
}

/** A share order's ticket that won: its syndicate game, its shares, and its games' divisions. */
export interface ShareWin {
  ticketId: number;
  syndicateKey: string;
  gameNo: number;
  shares: number;
  of: number;
  divisions: number[];
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

/** Where a draw stands, read by a step of many transactions before each. */
async function statusOf(on: Queryable, drawId: number): Promise<string | undefined> {
  const draw = await on.selectFrom('draws').select('status').where('id', '=', drawId).executeTakeFirst();
  return draw?.status;
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

/** Rows per multi-row statement: far inside both engines' limits on parameters. */
const ROWS_PER_STATEMENT = 1000;
/** SQLite's limit on a statement's parameters is 32,766: 5,000 rows of 4 fit. */
const SQLITE_ROWS_PER_UPDATE = 5000;

/**
 * A draw's tickets with what scoring them needs, in id order: all, or the next `limit` unscored
 * after ticket `after`.
 */
async function ticketsToScore(
  db: Queryable,
  drawId: number,
  next?: { after: number; limit: number },
): Promise<TicketToScore[]> {
  let query = db
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
    .orderBy('tickets.id');
  // From the last ticket scored, not from the draw's first: PostgreSQL's index still holds the
  // scored tickets' old rows until a vacuum, and reading past them each batch grew with the draw.
  if (next)
    query = query.where('tickets.result', 'is', null).where('tickets.id', '>', next.after).limit(next.limit);
  const rows = await query.execute();
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
}

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
    ticketsOf: (drawId: number): Promise<TicketToScore[]> => ticketsToScore(db, drawId),

    /** The next `limit` tickets of a draw not yet scored after ticket `after`, in id order. */
    unscored: (drawId: number, after: number, limit: number): Promise<TicketToScore[]> =>
      ticketsToScore(db, drawId, { after, limit }),

    /**
     * Writes a batch of scored tickets and their winning games, while the draw is still being scored
     * (false once it has moved on). A ticket already scored is left as it is, so a batch two engines
     * both scored counts once.
     */
    saveScoredBatch(drawId: number, scores: BatchScore[], wins: TicketWin[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if ((await statusOf(trx, drawId)) !== 'DRAW_DRAWN') return false;
        if (trx.getExecutor().adapter instanceof SqliteAdapter) {
          // Measured on a million games: 5,000 rows to a statement wrote them twice as fast as
          // 1,000 (40 s against 81 s).
          for (let i = 0; i < scores.length; i += SQLITE_ROWS_PER_UPDATE) {
            // One statement for many rows: a VALUES list.
            const values = sql.join(
              scores
                .slice(i, i + SQLITE_ROWS_PER_UPDATE)
                .map(
                  (row) =>
                    sql`(${row.id}, ${JSON.stringify(row.result)}, ${row.division}, ${row.won ? null : 0})`,
                ),
            );
            await sql`WITH scored (id, result, division, prize_cents) AS (VALUES ${values})
              UPDATE tickets SET result = scored.result, division = scored.division, prize_cents = scored.prize_cents
              FROM scored WHERE tickets.id = scored.id AND tickets.result IS NULL`.execute(trx);
          }
        } else {
          // PostgreSQL: the whole batch as four arrays, four parameters. The batch's range of ids
          // keeps the planner's merge join from reading the table's key from its first ticket.
          await sql`UPDATE tickets SET result = scored.result, division = scored.division, prize_cents = scored.prize_cents
            FROM unnest(${scores.map((row) => row.id)}::bigint[], ${scores.map((row) => JSON.stringify(row.result))}::text[],
              ${scores.map((row) => row.division)}::bigint[], ${scores.map((row) => (row.won ? null : 0))}::bigint[])
              AS scored (id, result, division, prize_cents)
            WHERE tickets.id = scored.id AND tickets.result IS NULL
              AND tickets.id BETWEEN ${scores[0]?.id ?? 0} AND ${scores.at(-1)?.id ?? 0}`.execute(trx);
        }
        for (let i = 0; i < wins.length; i += ROWS_PER_STATEMENT)
          await trx
            .insertInto('ticket_wins')
            .values(
              wins.slice(i, i + ROWS_PER_STATEMENT).map((win) => ({
                ticket_id: win.ticketId,
                game: win.game,
                draw_id: drawId,
                division: win.division,
                game_key: win.gameKey,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        return true;
      });
    },

    /** Each division's winning games, each counted once. */
    async winnersByDivision(drawId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('ticket_wins')
        .select((eb) => ['division', eb.fn.count<number>('game_key').distinct().as('winners')])
        .where('draw_id', '=', drawId)
        .groupBy('division')
        .execute();
      return new Map(rows.map((row) => [row.division, Number(row.winners)]));
    },

    /** The share orders' tickets that won, with their syndicate game and shares. */
    async shareWins(drawId: number): Promise<ShareWin[]> {
      const rows = await db
        .selectFrom('ticket_wins')
        .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .innerJoin('syndicates', 'syndicates.key', 'orders.syndicate_key')
        .select([
          'ticket_wins.ticket_id',
          'ticket_wins.division',
          'tickets.game_no',
          'orders.num_shares',
          'syndicates.key as syndicate_key',
          'syndicates.shares_total',
        ])
        .where('ticket_wins.draw_id', '=', drawId)
        .orderBy('ticket_wins.ticket_id')
        .orderBy('ticket_wins.game')
        .execute();
      const byTicket = new Map<number, ShareWin>();
      for (const row of rows) {
        const win = byTicket.get(row.ticket_id) ?? {
          ticketId: row.ticket_id,
          syndicateKey: row.syndicate_key,
          gameNo: row.game_no,
          shares: row.num_shares ?? 0,
          of: row.shares_total,
          divisions: [],
        };
        win.divisions.push(row.division);
        byTicket.set(row.ticket_id, win);
      }
      return [...byTicket.values()];
    },

    /**
     * Once every ticket is scored: the draw's divisions, each winning ticket's prize (the sum of its
     * games' divisions; a share order's part as given), and the draw marked scored.
     */
    settleScores(
      drawId: number,
      divisions: DivisionRow[],
      shareParts: Map<number, number>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await advance(trx, drawId, 'DRAW_DRAWN', 'DRAW_SCORED'))) return false;
        await insertDivisions(trx, drawId, divisions);
        await sql`UPDATE tickets SET prize_cents = won.cents
          FROM (SELECT ticket_wins.ticket_id, SUM(draw_divisions.prize_cents) AS cents FROM ticket_wins
            JOIN draw_divisions ON draw_divisions.draw_id = ticket_wins.draw_id
              AND draw_divisions.division = ticket_wins.division
            WHERE ticket_wins.draw_id = ${drawId} GROUP BY ticket_wins.ticket_id) AS won
          WHERE tickets.id = won.ticket_id`.execute(trx);
        for (const [id, cents] of shareParts)
          await trx.updateTable('tickets').set({ prize_cents: cents }).where('id', '=', id).execute();
        return true;
      });
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
     * Credits the next `limit` unpaid prizes of a scored draw after ticket `after` to their owners'
     * wallets, each with its ledger entry and marked paid in the same transaction, so a prize is
     * paid once whatever stops the server. The last ticket paid, or null once none is left (or the
     * draw has moved on).
     */
    payBatch(drawId: number, nowSeconds: number, after: number, limit: number): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        if ((await statusOf(trx, drawId)) !== 'DRAW_SCORED') return null;
        const postgres = !(trx.getExecutor().adapter instanceof SqliteAdapter);
        // The batch: the first `limit` prizes not yet paid, locked on PostgreSQL so that a second
        // payer waits, then finds them paid. From the last batch's last ticket: a planner without
        // the table's statistics reads the draw's tickets in id order, and each batch then reads
        // only its own stretch of them.
        const claimed = await sql<{ id: number }>`SELECT id FROM tickets
          WHERE draw_id = ${drawId} AND prize_cents > 0 AND paid_at IS NULL AND id > ${after}
          ORDER BY id LIMIT ${limit} ${postgres ? sql`FOR UPDATE` : sql``}`.execute(trx);
        const last = claimed.rows.at(-1)?.id;
        if (last === undefined) return null;
        // Set-based, however many winners: the batch is every unpaid prize in its stretch.
        const unpaid = sql`tickets.draw_id = ${drawId} AND tickets.prize_cents > 0 AND tickets.paid_at IS NULL
          AND tickets.id > ${after} AND tickets.id <= ${last}`;
        const owned = sql`FROM tickets JOIN orders ON orders.id = tickets.order_id`;
        // PostgreSQL: the winners' rows next, in one order, as every money transaction locks them.
        if (postgres)
          await sql`SELECT id FROM customers WHERE id IN (SELECT orders.customer_id ${owned} WHERE ${unpaid})
            ORDER BY id FOR UPDATE`.execute(trx);
        // Each prize its ledger row, with the balance it leaves as the customer's prizes add up.
        await sql`INSERT INTO wallet_transactions
            (customer_id, kind, amount_cents, balance_after_cents, reference, created_at)
          SELECT orders.customer_id, 'prize', tickets.prize_cents,
            customers.balance_cents
              + SUM(tickets.prize_cents) OVER (PARTITION BY orders.customer_id ORDER BY tickets.id),
            CAST(tickets.id AS TEXT), CAST(${nowSeconds} AS BIGINT)
          ${owned} JOIN customers ON customers.id = orders.customer_id
          WHERE ${unpaid}`.execute(trx);
        // Then the credits, one per customer: prizes may be withdrawn, so they are prize funds too.
        await sql`UPDATE customers
          SET balance_cents = customers.balance_cents + won.cents,
            prize_funds_cents = customers.prize_funds_cents + won.cents
          FROM (SELECT orders.customer_id, SUM(tickets.prize_cents) AS cents ${owned}
            WHERE ${unpaid} GROUP BY orders.customer_id) AS won
          WHERE customers.id = won.customer_id`.execute(trx);
        await sql`UPDATE tickets SET paid_at = ${nowSeconds} WHERE ${unpaid}`.execute(trx);
        return last;
      });
    },

    /**
     * Marks a scored draw paid once every prize is (false if one is left, or the draw has moved
     * on), and records that everyone who played it is to hear of it.
     */
    markPaid(drawId: number, nowSeconds: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const left = await trx
          .selectFrom('tickets')
          .select('id')
          .where('draw_id', '=', drawId)
          .where('prize_cents', '>', 0)
          .where('paid_at', 'is', null)
          .executeTakeFirst();
        if (left || !(await advance(trx, drawId, 'DRAW_SCORED', 'DRAW_PAID'))) return false;
        // Everyone who played it hears of it once, whatever stops the server before they do.
        await recordDrawNotices(trx, drawId, nowSeconds);
        return true;
      });
    },

    /** A seeded draw's divisions. */
    insertDivisions: (drawId: number, divisions: DivisionRow[]) => insertDivisions(db, drawId, divisions),
  };
}

export type DrawResultsData = ReturnType<typeof drawResultsData>;
