/**
 * Autoplay (tables autoplays and autoplay_attempts): the customer's tickets on autoplay, what
 * happened for each draw since they turned it on, and the changes they make. An autoplay is set
 * up, and each of its purchases recorded, inside the purchase transaction (./purchases.ts); this
 * module records the rest: a draw passed over, a purchase that failed, the customer's changes.
 */
import type { Updateable } from 'kysely';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type {
  AttemptStatus,
  AutoplayAttemptsTable,
  AutoplayRow,
  AutoplaysTable,
  RecurringKind,
} from './schema';

/** A draw's attempt as the autoplay's history shows it. */
export interface AttemptRow {
  drawId: number;
  drawNo: number;
  drawAt: number;
  outcome: AutoplayAttemptsTable['outcome'];
  checkoutId: string | null;
  message: string | null;
  tries: number;
  attemptedAt: number;
}

export type AutoplayChange = Pick<
  Updateable<AutoplaysTable>,
  | 'status'
  | 'paused_until'
  | 'minimum_jackpot_cents'
  | 'quickpick'
  | 'games'
  | 'game_offer_key'
  | 'num_games'
  | 'cause_key'
>;

/** Which of the customer's recurring purchases a list holds. */
export interface RecurringFilter {
  kinds: readonly RecurringKind[];
  /** Only these offers' (`?lottery_keys=`); all when absent. */
  offerKeys?: readonly string[];
}

/** An autoplay with the checkout that turned it on. */
export type StoredAutoplay = AutoplayRow & { checkout_id: string };

export function autoplayData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);
  // With the checkout that turned it on, whose receipt the autoplay links to.
  const mine = (customerId: number) =>
    db
      .selectFrom('autoplays')
      .innerJoin('orders', 'orders.id', 'autoplays.order_id')
      .selectAll('autoplays')
      .select('orders.checkout_id')
      .where('autoplays.customer_id', '=', customerId);

  return {
    /**
     * The customer's autoplays or subscriptions (or both) still running or paused, newest first,
     * and how many there are.
     */
    async list(customerId: number, filter: RecurringFilter, limit: number, offset: number) {
      const live = db
        .selectFrom('autoplays')
        .where('autoplays.customer_id', '=', customerId)
        .where('autoplays.status', '<>', 'cancelled')
        .where('autoplays.kind', 'in', filter.kinds)
        .$if(filter.offerKeys !== undefined, (query) =>
          query.where('autoplays.offer_key', 'in', filter.offerKeys ?? []),
        );
      const [rows, { total }] = await Promise.all([
        live
          .innerJoin('orders', 'orders.id', 'autoplays.order_id')
          .selectAll('autoplays')
          .select('orders.checkout_id')
          .orderBy('autoplays.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        live.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total) };
    },

    /** One of the customer's autoplays or subscriptions; another customer's is not found. */
    one: (customerId: number, id: number): Promise<StoredAutoplay | undefined> =>
      mine(customerId).where('autoplays.id', '=', id).executeTakeFirst(),

    /** Applies the customer's change; undefined when the autoplay is not theirs or is cancelled. */
    async change(customerId: number, id: number, change: AutoplayChange): Promise<boolean> {
      return db
        .updateTable('autoplays')
        .set({ ...change, updated_at: now() })
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst()
        .then((result) => result.numUpdatedRows === 1n);
    },

    /**
     * The autoplays that may buy now: active ones, and timed pauses whose time is up (made active
     * again here, so a timed pause ends by itself). `customerId` narrows it to one customer's.
     */
    async due(customerId?: number): Promise<AutoplayRow[]> {
      let wake = db
        .updateTable('autoplays')
        .set({ status: 'active', paused_until: null, updated_at: now() })
        .where('status', '=', 'timed_pause')
        .where('paused_until', '<=', now());
      if (customerId !== undefined) wake = wake.where('customer_id', '=', customerId);
      await wake.execute();
      let query = db.selectFrom('autoplays').selectAll().where('status', '=', 'active');
      if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
      return query.orderBy('id').execute();
    },

    /** The autoplay or subscription that bought an order, or that it turned on, if any. */
    ofOrder: async (order: {
      id: number;
      autoplay_id: number | null;
    }): Promise<{ id: number; kind: RecurringKind } | null> =>
      (await db
        .selectFrom('autoplays')
        .select(['id', 'kind'])
        .where((eb) =>
          order.autoplay_id === null ? eb('order_id', '=', order.id) : eb('id', '=', order.autoplay_id),
        )
        .executeTakeFirst()) ?? null,

    attempt: (autoplayId: number, drawId: number) =>
      db
        .selectFrom('autoplay_attempts')
        .selectAll()
        .where('autoplay_id', '=', autoplayId)
        .where('draw_id', '=', drawId)
        .executeTakeFirst(),

    /** A draw the autoplay passes over (its jackpot under the minimum, a day not chosen). */
    async skip(autoplayId: number, draw: { id: number; drawAt: number }, message: string | null) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('autoplay_attempts')
          .values({
            autoplay_id: autoplayId,
            draw_id: draw.id,
            outcome: 'skipped',
            checkout_id: null,
            message,
            attempted_at: now(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
        await trx
          .updateTable('autoplays')
          .set({ covered_draw_at: draw.drawAt, updated_at: now() })
          .where('id', '=', autoplayId)
          .execute();
      });
    },

    /**
     * A purchase that failed for this draw. A draw's first failure counts towards `failures` (draws
     * in a row); a retry of the same draw does not. Answers the failures now counted.
     */
    async fail(
      autoplayId: number,
      drawId: number,
      outcome: Exclude<AttemptStatus, 'purchased'>,
      message: string,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const before = await trx
          .selectFrom('autoplay_attempts')
          .select('outcome')
          .where('autoplay_id', '=', autoplayId)
          .where('draw_id', '=', drawId)
          .executeTakeFirst();
        await trx
          .insertInto('autoplay_attempts')
          .values({
            autoplay_id: autoplayId,
            draw_id: drawId,
            outcome,
            checkout_id: null,
            message,
            attempted_at: at,
          })
          .onConflict((conflict) =>
            conflict.columns(['autoplay_id', 'draw_id']).doUpdateSet((eb) => ({
              outcome,
              message,
              tries: eb('autoplay_attempts.tries', '+', 1),
              attempted_at: at,
            })),
          )
          .execute();
        const { failures } = await trx
          .updateTable('autoplays')
          .set((eb) => ({
            last_attempt_status: outcome,
            failures: before ? eb.ref('failures') : eb('failures', '+', 1),
            updated_at: at,
          }))
          .where('id', '=', autoplayId)
          .returning('failures')
          .executeTakeFirstOrThrow();
        return failures;
      });
    },

    /** What happened for each draw, latest first. */
    history: async (autoplayId: number, limit = 10): Promise<AttemptRow[]> =>
      (
        await db
          .selectFrom('autoplay_attempts as attempt')
          .innerJoin('draws', 'draws.id', 'attempt.draw_id')
          .select([
            'attempt.draw_id',
            'draws.draw_no',
            'draws.draw_at',
            'attempt.outcome',
            'attempt.checkout_id',
            'attempt.message',
            'attempt.tries',
            'attempt.attempted_at',
          ])
          .where('attempt.autoplay_id', '=', autoplayId)
          .orderBy('draws.draw_at', 'desc')
          .limit(limit)
          .execute()
      ).map((row) => ({
        drawId: row.draw_id,
        drawNo: row.draw_no,
        drawAt: row.draw_at,
        outcome: row.outcome,
        checkoutId: row.checkout_id,
        message: row.message,
        tries: row.tries,
        attemptedAt: row.attempted_at,
      })),

    /**
     * Autoplays whose latest purchase failed (spec 2 §3, payment resolution): those that wait for
     * the customer, and those tried again while the draw is on sale.
     */
    unresolved: (customerId: number): Promise<StoredAutoplay[]> =>
      mine(customerId)
        .where('autoplays.status', '<>', 'cancelled')
        .where('autoplays.last_attempt_status', 'in', ['soft_failure', 'hard_failure'])
        .orderBy('autoplays.id')
        .execute(),

    /** The games of the autoplay's latest ticket, the numbers it plays when quick pick is turned off. */
    async latestGames(autoplay: Pick<AutoplayRow, 'id' | 'order_id'>): Promise<string> {
      const latest = await db
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .innerJoin('draws', 'draws.id', 'tickets.draw_id')
        .select(['tickets.order_id', 'tickets.draw_id'])
        .where((eb) =>
          eb.or([eb('orders.id', '=', autoplay.order_id), eb('orders.autoplay_id', '=', autoplay.id)]),
        )
        .orderBy('draws.draw_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) return '[]';
      const games = await db
        .selectFrom('tickets')
        .select('numbers')
        .where('order_id', '=', latest.order_id)
        .where('draw_id', '=', latest.draw_id)
        .orderBy('game_no')
        .execute();
      return JSON.stringify(games.map((game) => JSON.parse(game.numbers) as unknown));
    },

    /**
     * The customer resolved what failed: their autoplays that waited, and the draws that failed,
     * are tried again at once.
     */
    async resume(customerId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const theirs = trx.selectFrom('autoplays').select('id').where('customer_id', '=', customerId);
        await trx
          .updateTable('autoplay_attempts')
          .set({ outcome: 'soft_failure', attempted_at: 0 })
          .where('autoplay_id', 'in', theirs)
          .where('outcome', 'in', ['soft_failure', 'hard_failure'])
          .execute();
        await trx
          .updateTable('autoplays')
          .set({ last_attempt_status: null, failures: 0, updated_at: now() })
          .where('customer_id', '=', customerId)
          .where('last_attempt_status', 'in', ['soft_failure', 'hard_failure'])
          .execute();
      });
    },
  };
}

export type AutoplayData = ReturnType<typeof autoplayData>;
