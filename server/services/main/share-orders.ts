/**
 * A customer may buy shares in one lotto party session more than once (from the invite link, the
 * session's page or the creation modal). Each purchase is an order holding copies of the group's
 * games; the session's ticket is all of them as one: the latest order, with the shares, price and
 * prize of every order added up, game by game.
 */
import type { StoredCustomerOrder } from '../../db/results';

/** `orders` newest first, as `customerOrders` reads them. */
export function combineShareOrders(orders: readonly StoredCustomerOrder[]): StoredCustomerOrder | undefined {
  const [latest] = orders;
  if (!latest) return undefined;
  const total = (of: (order: StoredCustomerOrder) => number) =>
    orders.reduce((sum, order) => sum + of(order), 0);
  return {
    ...latest,
    num_shares: total((order) => order.num_shares ?? 0),
    price_cents: total((order) => order.price_cents),
    tickets: latest.tickets.map((ticket) => {
      const prizes = orders.map(
        (order) =>
          order.tickets.find((copy) => copy.draw_id === ticket.draw_id && copy.game_no === ticket.game_no)
            ?.prize_cents ?? null,
      );
      // Scored once every order's copy of the game is.
      return {
        ...ticket,
        prize_cents: prizes.includes(null)
          ? null
          : prizes.reduce<number>((sum, cents) => sum + (cents ?? 0), 0),
      };
    }),
  };
}
