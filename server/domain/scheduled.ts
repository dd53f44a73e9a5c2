/**
 * Scheduled purchases (spec 2 §1, §3, §4): a raffle ticket pre-ordered for a draw not yet open.
 * The checkout checks it against the wallet and the limits; the recurring runner pays and tickets
 * it when its draw opens (the draw before it has closed), through the same purchase transaction
 * as a cart, or fails it with the customer told. The customer can cancel it until then.
 */
import type { ScheduledPurchase } from '@contract/schemas/shop';
import type { ScheduledItem } from '../db/purchases';
import type { StoredScheduled } from '../db/scheduled';
import { catalogueAt, offerDraws, type CatalogueNow } from './catalogue';
import { tellCustomer } from './customer-notice';
import { itemDescription } from './items';
import { money, moneyText } from '../money';
import { buyScheduled } from './purchase';
import type { RecurringDeps } from './autoplay';
import { Refused } from '../refusal';

export const SCHEDULED_MESSAGES = {
  notFound: 'There is no such pre-order.',
  notActive: 'This pre-order can no longer be cancelled: its draw has opened.',
  cancelled: 'Pre-order cancelled. Nothing was charged.',
  drawGone: 'Its draw closed before it opened for sale.',
} as const;

const iso = (unix: number) => new Date(unix * 1000).toISOString();
const itemOf = (row: StoredScheduled) => JSON.parse(row.item) as ScheduledItem;

/** A scheduled purchase as the customer reads it. */
export function presentScheduled(catalogue: CatalogueNow, row: StoredScheduled): ScheduledPurchase {
  const { row: order } = itemOf(row);
  const offer = catalogue.offers.find((entry) => entry.key === order.offer_key);
  const gameOffer = offer?.gameOffers.find((entry) => entry.key === order.game_offer_key);
  return {
    encodedId: row.id,
    kind: row.kind,
    status: row.status,
    description: itemDescription(
      {
        product_type: order.product_type,
        num_games: order.num_games,
        num_shares: order.num_shares ?? null,
        syndicate_key: order.syndicate_key ?? null,
        num_draws: order.num_draws,
        num_weeks: order.num_weeks ?? 1,
      },
      { offer: offer?.name ?? order.offer_key, gameOffer: gameOffer?.name ?? '', syndicate: undefined },
    ),
    productOfferKey: order.offer_key,
    offerUrl: offer?.url ?? order.offer_key,
    drawNo: row.draw_no,
    drawDate: iso(row.draw_at),
    amount: money(row.amount_cents),
    message: row.message,
    checkoutId: row.checkout_id,
    paidCheckoutId: row.paid_checkout_id,
  };
}

/** The customer's own; another's (or none) is not found. */
export async function customersScheduled(deps: Pick<RecurringDeps, 'data'>, customerId: number, id: string) {
  const row = await deps.data.scheduled.one(customerId, id);
  if (!row) throw Refused.of(404, 'scheduled_purchase_not_found', SCHEDULED_MESSAGES.notFound);
  return row;
}

/** Cancels a pre-order still waiting for its draw; one paid or failed stays as it is. */
export async function cancelScheduled(deps: Pick<RecurringDeps, 'data'>, row: StoredScheduled) {
  if (!(await deps.data.scheduled.cancel(row.customer_id, row.id)))
    throw Refused.of(409, 'scheduled_purchase_not_active', SCHEDULED_MESSAGES.notActive);
}

/**
 * Pays what the open draws call for: each pre-order whose draw is now the first on sale of its
 * offer. One whose draw closed without opening (it can only after a pause of the engine) fails.
 * Answers how many it paid.
 */
export async function runScheduledPurchases(deps: RecurringDeps, nowSeconds: number): Promise<number> {
  const due = await deps.data.scheduled.due();
  if (due.length === 0) return 0;
  const catalogue = await catalogueAt(deps.data.catalogue, nowSeconds, deps.cadence);
  let paid = 0;
  for (const row of due) {
    const item = itemOf(row);
    const offer = catalogue.offers.find((entry) => entry.key === item.row.offer_key);
    const onSale = offer ? offerDraws(catalogue, offer) : [];
    const draw = onSale.find((entry) => entry.drawId === row.draw_id);
    const name = offer?.name ?? item.row.offer_key;
    const tell = (subject: string, title: string, message: string) =>
      tellCustomer(deps.data, deps.siteOrigin, row.customer_id, {
        subject,
        text: message,
        title,
        message,
        link: `/my-account/scheduled-purchases/${row.id}`,
        linkText: 'See your pre-order',
      });
    const fail = async (message: string) => {
      if (await deps.data.scheduled.fail(row.id, message))
        await tell(
          `We could not buy your ${name} pre-order for draw ${row.draw_no}`,
          'Your pre-order was not bought',
          `${name} draw ${row.draw_no}: ${message} Nothing was charged.`,
        );
    };
    try {
      if (!draw) {
        // Its sales stopped before the runner saw it open (the engine was stopped meanwhile).
        if (!catalogue.draws.some((entry) => entry.id === row.draw_id))
          await fail(SCHEDULED_MESSAGES.drawGone);
        continue;
      }
      if (draw.purchaseStatus !== 'open') continue;
      const checkoutId = await buyScheduled(
        deps.data,
        { id: row.id, customerId: row.customer_id, item, amountCents: row.amount_cents },
        draw,
      );
      paid += 1;
      await tell(
        `Your ${name} pre-order for draw ${row.draw_no} is bought`,
        'Your pre-order is bought',
        `${name} draw ${row.draw_no}: ${moneyText(row.amount_cents)} paid from your wallet. Your receipt: /receipt/${checkoutId}`,
      );
    } catch (error) {
      if (!(error instanceof Refused)) {
        console.error(`scheduled purchase ${row.id}:`, error);
        continue;
      }
      if (error.code !== 'already_bought') await fail(error.message);
    }
  }
  return paid;
}
