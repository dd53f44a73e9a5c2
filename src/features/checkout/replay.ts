/**
 * Buying a receipt's tickets again (spec 2 §2, /cart/replay/{replayID}): each order's tickets as
 * they were built, for the next draw of its offer on sale. An order whose offer has no draw on
 * sale now cannot be bought again; it is listed apart so that the customer is told.
 */
import type { CartItemInput, Order } from '@contract/schemas/shop';

export interface Replay {
  items: { order: Order; item: CartItemInput }[];
  offSale: Order[];
}

export function replayOrders(orders: Order[], nextDrawNo: (offerKey: string) => number | undefined): Replay {
  const replay: Replay = { items: [], offSale: [] };
  for (const order of orders) {
    const drawNo = nextDrawNo(order.productOfferKey);
    if (drawNo === undefined) replay.offSale.push(order);
    else replay.items.push({ order, item: { ...order.replay, drawNo } });
  }
  return replay;
}
