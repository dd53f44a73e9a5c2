/**
 * What a paid draw tells each customer who played it (table draw_notices, issue 41). A notice is
 * written in the transaction that pays the draw (`recordDrawNotices`), and told later by the
 * notices' runner (domain/draw-notices.ts): a stop in between tells it after the restart, and a
 * notice is marked told in the same transaction as its email is sent, so never twice.
 */
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import { mailboxData, type Email } from './mailbox';

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
        .select([eb.val(drawId).as('draw_id'), 'orders.customer_id', eb.val(at).as('created_at')])
        .where('tickets.draw_id', '=', drawId)
        .distinct(),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function drawNoticesData(db: Queryable, clock: Clock) {
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

    /** The first of the customer's orders in the notice's draw: the page its results open. */
    async firstOrder(noticeId: number): Promise<Pick<NoticeWin, 'orderId' | 'share'> | undefined> {
      const row = await db
        .selectFrom('draw_notices')
        .innerJoin('tickets', 'tickets.draw_id', 'draw_notices.draw_id')
        .innerJoin('orders', (join) =>
          join
            .onRef('orders.id', '=', 'tickets.order_id')
            .onRef('orders.customer_id', '=', 'draw_notices.customer_id'),
        )
        .select(['orders.id', 'orders.product_type'])
        .where('draw_notices.id', '=', noticeId)
        .orderBy('orders.id')
        .executeTakeFirst();
      return row && { orderId: row.id, share: row.product_type === 'syndicate_share' };
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
      const rows = await db
        .selectFrom('draw_notices')
        .innerJoin('tickets', 'tickets.draw_id', 'draw_notices.draw_id')
        .innerJoin('orders', (join) =>
          join
            .onRef('orders.id', '=', 'tickets.order_id')
            .onRef('orders.customer_id', '=', 'draw_notices.customer_id'),
        )
        .leftJoin('raffle_winners', 'raffle_winners.ticket_id', 'tickets.id')
        .select([
          'orders.id as order_id',
          'orders.product_type',
          'tickets.division',
          'tickets.prize_cents',
          'raffle_winners.prize',
        ])
        .where('draw_notices.id', '=', noticeId)
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
     * Marks the notice emailed and sends its email (none when there is nothing to say) in one
     * transaction: false when it was told already.
     */
    emailed(noticeId: number, email: Email | undefined): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('draw_notices')
          .set({ emailed_at: unixSeconds(clock) })
          .where('id', '=', noticeId)
          .where('emailed_at', 'is', null)
          .executeTakeFirst();
        if (marked.numUpdatedRows === 0n) return false;
        if (email) await mailboxData(trx, clock).send(email.to, email.subject, email.text);
        return true;
      });
    },
  };
}

export type DrawNoticesData = ReturnType<typeof drawNoticesData>;
