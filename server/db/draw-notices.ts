/**
 * What a paid draw tells each customer who played it (table draw_notices, issue 41). A notice is
 * written in the transaction that pays the draw (`recordDrawNotices`), and told later by the
 * notices' runner (domain/draw-notices.ts): a stop in between tells it after the restart, and a
 * notice is marked told in the same transaction as its email is sent, so never twice.
 */
import { unixSeconds, type Clock } from '../clock';
import { sql } from 'kysely';
import type { Queryable } from './database';
import { SELF_EXCLUDED } from './customers';
import { contentCardsData, type NewCard } from './content-cards';
import { mailboxData, type Email } from './mailbox';

/** A customer's autoplay (or subscription) that plays a draw whose sales close soon. */
export interface ClosingDue {
  drawId: number;
  customerId: number;
  autoplayId: number;
  /** JSON array: the weekdays it plays, every draw when empty. */
  days: string;
  drawAt: number;
  /** Its ticket for the draw is bought. */
  bought: boolean;
}

/** A reminder that a draw's sales close soon, to push. */
export interface ClosingNotice {
  id: number;
  customerId: number;
  autoplayId: number;
  recurringKind: 'autoplay' | 'subscription';
  lotteryKey: string;
  lotteryName: string;
  drawNo: number;
  stopAt: number;
  bought: boolean;
}

export interface DrawNotice {
  id: number;
  customerId: number;
  lotteryKey: string;
  lotteryName: string;
  drawNo: number;
  drawAt: number;
  createdAt: number;
}

/** One of the customer's winning tickets in the draw. */
export interface NoticeWin {
  orderId: number;
  /** A syndicate share's order: its page is the share's, not a ticket's. */
  share: boolean;
  division: number;
  prizeCents: number;
  /** A raffle's prize by name ("Gold Coast beach house", "$1,000 cash"); null for a lottery's. */
  rafflePrize: string | null;
}

/** One notice for every customer holding a ticket in the draw: in the paying transaction. */
export async function recordDrawNotices(trx: Queryable, drawId: number, at: number): Promise<void> {
  await trx
    .insertInto('draw_notices')
    .columns(['draw_id', 'customer_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        // The time typed: PostgreSQL reads an untyped parameter in a select list as text.
        .select([
          'tickets.draw_id',
          'orders.customer_id',
          eb.cast<number>(eb.val(at), 'bigint').as('created_at'),
        ])
        .where('tickets.draw_id', '=', drawId)
        .distinct(),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function drawNoticesData(db: Queryable, clock: Clock) {
  /** The notice's customer's tickets in its draw, with their orders. */
  const ticketsOf = (noticeId: number) =>
    db
      .selectFrom('draw_notices')
      .innerJoin('orders', 'orders.customer_id', 'draw_notices.customer_id')
      .innerJoin('tickets', (join) =>
        join
          .onRef('tickets.order_id', '=', 'orders.id')
          // The unary plus keeps SQLite from reading every ticket of the draw (a million, in a
          // large one) to find the customer's: it goes from their orders instead.
          .on(sql<boolean>`+tickets.draw_id = draw_notices.draw_id`),
      )
      .where('draw_notices.id', '=', noticeId);

  return {
    /** Notices still to tell by email or by push, oldest first. */
    async untold(by: 'email' | 'push', limit = 200): Promise<DrawNotice[]> {
      const rows = await db
        .selectFrom('draw_notices')
        .innerJoin('draws', 'draws.id', 'draw_notices.draw_id')
        .innerJoin('lotteries', 'lotteries.key', 'draws.lottery_key')
        .select([
          'draw_notices.id',
          'draw_notices.customer_id',
          'draws.lottery_key',
          'lotteries.name',
          'draws.draw_no',
          'draws.draw_at',
          'draw_notices.created_at',
        ])
        .where(by === 'email' ? 'draw_notices.emailed_at' : 'draw_notices.pushed_at', 'is', null)
        .orderBy('draw_notices.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customer_id,
        lotteryKey: row.lottery_key,
        lotteryName: row.name,
        drawNo: row.draw_no,
        drawAt: row.draw_at,
        createdAt: row.created_at,
      }));
    },

    /** The customer's orders in the notice's draw, in the order they were bought. */
    async orders(noticeId: number): Promise<Pick<NoticeWin, 'orderId' | 'share'>[]> {
      const rows = await ticketsOf(noticeId)
        .select(['orders.id', 'orders.product_type'])
        .distinct()
        .orderBy('orders.id')
        .execute();
      return rows.map((row) => ({ orderId: row.id, share: row.product_type === 'syndicate_share' }));
    },

    /** Paid draws of the customer's whose results they have not seen yet (the app badge). */
    async unviewed(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('draw_notices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('customer_id', '=', customerId)
        .where('viewed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The customer saw their results: none is unviewed now. */
    async viewed(customerId: number): Promise<void> {
      await db
        .updateTable('draw_notices')
        .set({ viewed_at: unixSeconds(clock) })
        .where('customer_id', '=', customerId)
        .where('viewed_at', 'is', null)
        .execute();
    },

    /** Every device had its push (or none takes this notice). */
    async pushed(noticeId: number): Promise<void> {
      await db
        .updateTable('draw_notices')
        .set({ pushed_at: unixSeconds(clock) })
        .where('id', '=', noticeId)
        .execute();
    },

    /** The customer's winning tickets in the notice's draw, in the order they were bought. */
    async wins(noticeId: number): Promise<NoticeWin[]> {
      const rows = await ticketsOf(noticeId)
        .leftJoin('raffle_winners', 'raffle_winners.ticket_id', 'tickets.id')
        .select([
          'orders.id as order_id',
          'orders.product_type',
          'tickets.division',
          'tickets.prize_cents',
          'raffle_winners.prize',
        ])
        .where('tickets.division', 'is not', null)
        .orderBy('tickets.id')
        .execute();
      return rows.map((row) => ({
        orderId: row.order_id,
        share: row.product_type === 'syndicate_share',
        division: row.division ?? 0,
        prizeCents: row.prize_cents ?? 0,
        rafflePrize: row.prize,
      }));
    },

    /**
     * Marks the notice told and sends its email (none when there is nothing to say) and puts its
     * card in the customer's feed, in one transaction: false when it was told already.
     */
    told(noticeId: number, email: Email | undefined, card: NewCard | undefined): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('draw_notices')
          .set({ emailed_at: unixSeconds(clock) })
          .where('id', '=', noticeId)
          .where('emailed_at', 'is', null)
          .executeTakeFirst();
        if (marked.numUpdatedRows === 0n) return false;
        if (email) await mailboxData(trx, clock).send(email.to, email.subject, email.text);
        if (card) await contentCardsData(trx, clock).add(card);
        return true;
      });
    },
  };
}

export type DrawNoticesData = ReturnType<typeof drawNoticesData>;

/** The reminders that a draw's sales close soon (closing_notices): made once, pushed once. */
export function closingNoticesData(db: Queryable, clock: Clock) {
  return {
    /**
     * Active autoplays playing an open draw whose sales close in (from, to], not reminded yet, of
     * customers free to play: a reminder would invite one on a break or self-excluded to buy.
     */
    async due(from: number, to: number): Promise<ClosingDue[]> {
      const rows = await db
        .selectFrom('draws')
        .innerJoin('product_offers', 'product_offers.lottery_key', 'draws.lottery_key')
        .innerJoin('autoplays', 'autoplays.offer_key', 'product_offers.key')
        .innerJoin('customers', 'customers.id', 'autoplays.customer_id')
        .leftJoin('autoplay_attempts', (join) =>
          join
            .onRef('autoplay_attempts.autoplay_id', '=', 'autoplays.id')
            .onRef('autoplay_attempts.draw_id', '=', 'draws.id'),
        )
        .select([
          'draws.id as draw_id',
          'draws.draw_at',
          'autoplays.id as autoplay_id',
          'autoplays.customer_id',
          'autoplays.days',
          'autoplays.covered_draw_at',
          'autoplay_attempts.outcome',
        ])
        .where('draws.status', '=', 'DRAW_OPEN')
        .where('draws.stop_at', '>', from)
        .where('draws.stop_at', '<=', to)
        .where('autoplays.status', '=', 'active')
        .where('customers.segment_name', '!=', SELF_EXCLUDED)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('account_breaks')
                .select('account_breaks.customer_id')
                .whereRef('account_breaks.customer_id', '=', 'autoplays.customer_id')
                .where('account_breaks.ends_at', '>', from),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('self_exclusions')
                .select('self_exclusions.customer_id')
                .whereRef('self_exclusions.customer_id', '=', 'autoplays.customer_id')
                .where((running) =>
                  running.or([
                    running('self_exclusions.ends_at', 'is', null),
                    running('self_exclusions.ends_at', '>', from),
                  ]),
                ),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('closing_notices')
                .select('closing_notices.id')
                .whereRef('closing_notices.draw_id', '=', 'draws.id')
                .whereRef('closing_notices.customer_id', '=', 'autoplays.customer_id'),
            ),
          ),
        )
        .orderBy('autoplays.id')
        .execute();
      return rows.map((row) => ({
        drawId: row.draw_id,
        customerId: row.customer_id,
        autoplayId: row.autoplay_id,
        days: row.days,
        drawAt: row.draw_at,
        // Bought by the runner for this draw, or by the order that turned it on.
        bought: row.outcome === 'purchased' || row.covered_draw_at >= row.draw_at,
      }));
    },

    /** One reminder per customer and draw (their first autoplay playing it). */
    async record(due: ClosingDue): Promise<void> {
      await db
        .insertInto('closing_notices')
        .values({
          draw_id: due.drawId,
          customer_id: due.customerId,
          autoplay_id: due.autoplayId,
          bought: due.bought ? 1 : 0,
          created_at: unixSeconds(clock),
        })
        .onConflict((conflict) => conflict.columns(['draw_id', 'customer_id']).doNothing())
        .execute();
    },

    async unpushed(limit = 200): Promise<ClosingNotice[]> {
      const rows = await db
        .selectFrom('closing_notices')
        .innerJoin('draws', 'draws.id', 'closing_notices.draw_id')
        .innerJoin('lotteries', 'lotteries.key', 'draws.lottery_key')
        .innerJoin('autoplays', 'autoplays.id', 'closing_notices.autoplay_id')
        .select([
          'closing_notices.id',
          'closing_notices.customer_id',
          'closing_notices.autoplay_id',
          'closing_notices.bought',
          'autoplays.kind',
          'draws.lottery_key',
          'lotteries.name',
          'draws.draw_no',
          'draws.stop_at',
        ])
        .where('closing_notices.pushed_at', 'is', null)
        .orderBy('closing_notices.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customer_id,
        autoplayId: row.autoplay_id,
        recurringKind: row.kind,
        lotteryKey: row.lottery_key,
        lotteryName: row.name,
        drawNo: row.draw_no,
        stopAt: row.stop_at,
        bought: row.bought === 1,
      }));
    },

    async pushed(noticeId: number): Promise<void> {
      await db
        .updateTable('closing_notices')
        .set({ pushed_at: unixSeconds(clock) })
        .where('id', '=', noticeId)
        .execute();
    },
  };
}

export type ClosingNoticesData = ReturnType<typeof closingNoticesData>;
