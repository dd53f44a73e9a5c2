/**
 * Reading results back: drawn draws page by page or by month, their divisions and raffle winners,
 * and a customer's orders with their tickets and what each won. A customer's reads always filter
 * by their id, so no one reads another's tickets.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Queryable } from './database';
import type { Database, DrawDivisionRow, DrawRow, OrderRow, RaffleWinnerRow, TicketRow } from './schema';

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

/** The lists of a customer's orders (spec 2's `status`): a draw still to come, or one already held. */
export type OrdersListed = 'upcoming_products' | 'past_products';

type OrdersScope = ExpressionBuilder<Database, 'orders' | 'product_offers'>;

/**
 * Whether the order is in the list: upcoming while one of its draws is not drawn (its tickets'
 * draws, or, for an order with no tickets of its own, its run of draw numbers of the lottery);
 * past once one of its tickets' draws was held.
 */
function inOrdersList(eb: OrdersScope, listed: OrdersListed, nowSeconds: number) {
  const tickets = eb
    .selectFrom('tickets')
    .select('tickets.id')
    .whereRef('tickets.order_id', '=', 'orders.id');
  if (listed === 'past_products')
    return eb.exists(
      tickets.innerJoin('draws', 'draws.id', 'tickets.draw_id').where('draws.draw_at', '<=', nowSeconds),
    );
  return eb.or([
    eb.exists(
      tickets
        .innerJoin('draws', 'draws.id', 'tickets.draw_id')
        .where('draws.status', 'not in', DRAWN_STATUSES),
    ),
    eb.and([
      eb.not(eb.exists(tickets)),
      eb.exists(
        eb
          .selectFrom('draws')
          .select('draws.id')
          .whereRef('draws.lottery_key', '=', 'product_offers.lottery_key')
          .whereRef('draws.draw_no', '>=', 'orders.draw_no')
          .where(
            sql<boolean>`draws.draw_no < orders.draw_no + CASE WHEN orders.num_draws > 1 THEN orders.num_draws ELSE 1 END`,
          )
          .where('draws.status', 'not in', DRAWN_STATUSES),
      ),
    ]),
  ]);
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

  /** The orders with their tickets. */
  const withTickets = async (
    customerId: number,
    orders: (OrderRow & { lottery_key: string })[],
  ): Promise<StoredCustomerOrder[]> => {
    const tickets = await ticketsOfOrders(
      customerId,
      orders.map((order) => order.id),
    );
    return orders.map((order) => ({
      ...order,
      tickets: tickets.filter((ticket) => ticket.order_id === order.id),
    }));
  };

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

    /**
     * A page of the customer's orders in one list, chosen, counted and paged in the database
     * (upcoming newest first, past oldest first, as the account lists them), with their tickets.
     */
    async customerOrdersPage(
      customerId: number,
      listed: OrdersListed,
      nowSeconds: number,
      limit: number,
      offset: number,
    ): Promise<{ orders: StoredCustomerOrder[]; total: number }> {
      const direction = listed === 'upcoming_products' ? 'desc' : 'asc';
      const inList = db
        .selectFrom('orders')
        .innerJoin('product_offers', 'product_offers.key', 'orders.offer_key')
        .where('orders.customer_id', '=', customerId)
        .where((eb) => inOrdersList(eb, listed, nowSeconds));
      const [orders, count] = await Promise.all([
        inList
          .selectAll('orders')
          .select('product_offers.lottery_key')
          .orderBy('orders.created_at', direction)
          .orderBy('orders.id', direction)
          .limit(limit)
          .offset(offset)
          .execute(),
        inList.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { orders: await withTickets(customerId, orders), total: Number(count.total) };
    },

    /** How many orders the customer made of each offer, counted in the database. */
    async ordersByOffer(customerId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .select(['offer_key', (eb) => eb.fn.countAll<number>().as('orders')])
        .where('customer_id', '=', customerId)
        .groupBy('offer_key')
        .execute();
      return new Map(rows.map((row) => [row.offer_key, Number(row.orders)]));
    },

    /** These orders of the customer's (none of anyone else's), newest first, with their tickets and draws. */
    async customerOrders(customerId: number, orderIds: readonly number[]): Promise<StoredCustomerOrder[]> {
      if (orderIds.length === 0) return [];
      const query = db
        .selectFrom('orders')
        .innerJoin('product_offers', 'product_offers.key', 'orders.offer_key')
        .selectAll('orders')
        .select('product_offers.lottery_key')
        .where('orders.customer_id', '=', customerId)
        .where('orders.id', 'in', orderIds);
      return withTickets(
        customerId,
        await query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute(),
      );
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
