/**
 * Reading results back: drawn draws page by page or by month, their divisions and raffle winners,
 * and a customer's orders with their tickets and what each won. A customer's reads always filter
 * by their id, so no one reads another's tickets.
 */
import type { Queryable } from './database';
import type { DrawDivisionRow, DrawRow, OrderRow, RaffleWinnerRow, TicketRow } from './schema';

/** Statuses of a draw whose numbers are known. */
export const DRAWN_STATUSES = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID'] as const;

export interface CustomerTicketRow extends TicketRow {
  draw_no: number;
  draw_at: number;
  draw_status: string;
  winning_numbers: string | null;
}

export interface StoredCustomerOrder extends OrderRow {
  lottery_key: string;
  tickets: CustomerTicketRow[];
}

export function resultsData(db: Queryable) {
  const drawn = (lotteryKey: string) =>
    db
      .selectFrom('draws')
      .where('lottery_key', '=', lotteryKey)
      .where('status', 'in', DRAWN_STATUSES)
      .where('winning_numbers', 'is not', null);

  const ticketsOfOrders = (customerId: number, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([] as CustomerTicketRow[])
      : db
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .innerJoin('draws', 'draws.id', 'tickets.draw_id')
          .selectAll('tickets')
          .select(['draws.draw_no', 'draws.draw_at', 'draws.status as draw_status', 'draws.winning_numbers'])
          .where('orders.customer_id', '=', customerId)
          .where('tickets.order_id', 'in', orderIds)
          .orderBy('draws.draw_at')
          .orderBy('tickets.game_no')
          .execute();

  return {
    /** A lottery's drawn draws, latest first, a page at a time. */
    async pastDraws(lotteryKey: string, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        drawn(lotteryKey).selectAll().orderBy('draw_at', 'desc').limit(limit).offset(offset).execute(),
        drawn(lotteryKey)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** A lottery's drawn draws between two instants (a month of the archive), latest first. */
    pastDrawsBetween: (lotteryKey: string, fromSeconds: number, toSeconds: number): Promise<DrawRow[]> =>
      drawn(lotteryKey)
        .selectAll()
        .where('draw_at', '>=', fromSeconds)
        .where('draw_at', '<', toSeconds)
        .orderBy('draw_at', 'desc')
        .execute(),

    /** Each lottery's latest drawn draw. */
    async latestDrawn(lotteryKeys: string[]): Promise<DrawRow[]> {
      const rows = await Promise.all(
        lotteryKeys.map((key) =>
          drawn(key).selectAll().orderBy('draw_at', 'desc').limit(1).executeTakeFirst(),
        ),
      );
      return rows.filter((row) => row !== undefined);
    },

    divisions: (drawIds: number[]): Promise<DrawDivisionRow[]> =>
      drawIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('draw_divisions')
            .selectAll()
            .where('draw_id', 'in', drawIds)
            .orderBy('division')
            .execute(),

    winners: (drawIds: number[]): Promise<RaffleWinnerRow[]> =>
      drawIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('raffle_winners')
            .selectAll()
            .where('draw_id', 'in', drawIds)
            .orderBy('rank')
            .execute(),

    /** The customer's tickets in these draws. */
    customerTickets: (customerId: number, drawIds: number[]): Promise<TicketRow[]> =>
      drawIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('tickets')
            .innerJoin('orders', 'orders.id', 'tickets.order_id')
            .selectAll('tickets')
            .where('orders.customer_id', '=', customerId)
            .where('tickets.draw_id', 'in', drawIds)
            .orderBy('tickets.order_id')
            .orderBy('tickets.game_no')
            .execute(),

    /** The customer's orders (all, or those with the ids given), newest first, with their tickets and draws. */
    async customerOrders(customerId: number, orderIds?: readonly number[]): Promise<StoredCustomerOrder[]> {
      if (orderIds?.length === 0) return [];
      let query = db
        .selectFrom('orders')
        .innerJoin('product_offers', 'product_offers.key', 'orders.offer_key')
        .selectAll('orders')
        .select('product_offers.lottery_key')
        .where('orders.customer_id', '=', customerId);
      if (orderIds) query = query.where('orders.id', 'in', orderIds);
      const orders = await query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
      const tickets = await ticketsOfOrders(
        customerId,
        orders.map((order) => order.id),
      );
      return orders.map((order) => ({
        ...order,
        tickets: tickets.filter((ticket) => ticket.order_id === order.id),
      }));
    },

    /** The draws of a lottery by number (a syndicate share's, which has no tickets of its own). */
    drawsByNo: (lotteryKey: string, drawNos: number[]): Promise<DrawRow[]> =>
      drawNos.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('draws')
            .selectAll()
            .where('lottery_key', '=', lotteryKey)
            .where('draw_no', 'in', drawNos)
            .orderBy('draw_no')
            .execute(),
  };
}

export type ResultsData = ReturnType<typeof resultsData>;
