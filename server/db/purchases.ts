/**
 * Purchases: the one transaction that turns a priced cart into a checkout, its orders and tickets,
 * and the idempotency keys that make one intent one purchase. Everything another request could
 * change meanwhile (the cart, the balance, what the limits allow, draws closing, raffle tickets and
 * syndicate shares left) is checked again inside the transaction, so concurrent purchases can
 * never pass the balance or a limit together.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Game } from '@contract/schemas/shop';
import { SPEND_PERIOD_DAYS, SYSTEM_SPEND_LIMIT, type SpendPeriod } from '@contract/spend-limits';
import type { Clock } from '../clock';
import { unixSeconds } from '../clock';
import { pauseAt, type StoredPause } from './customers';
import type { Queryable } from './database';
import { lockCustomer, moveBalance } from './ledger';
import { limitsData } from './limits';
import type { CheckoutRow, OrderRow, OrdersTable, PromotionRow, RecurringSetting, TicketRow } from './schema';
import { Refused } from '../refusal';

const DAY = 24 * 60 * 60;

/**
 * Whether a customer who has used the code `used` times may use it again: the code's own limit,
 * which the purchase checks again inside its transaction (as a raffle's tickets left are).
 */
export const mayUseAgain = (promotion: Pick<PromotionRow, 'uses_per_customer'>, used: number) =>
  promotion.uses_per_customer === null || used < promotion.uses_per_customer;

/**
 * Why a purchase did not go ahead (nothing was written): the one refusal, a conflict with the
 * state the transaction read, named by its code until the purchase rules word it for the customer
 * (server/domain/purchase.ts). A spend check's refusal comes worded already.
 */
export const purchaseRefused = (code: string, message: string = code): Refused =>
  Refused.of(message === code ? 409 : 422, code, message);

/** How many of the customer's purchases used the promotion code. */
export async function promotionUses(on: Queryable, customerId: number, code: string): Promise<number> {
  const { uses } = await on
    .selectFrom('checkouts')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('customer_id', '=', customerId)
    .where('promotion_code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(uses);
}

export interface Refusal {
  code: string;
  message: string;
}

/** What the customer's limits and wallet allow at this moment. */
export interface SpendFacts {
  balanceCents: number;
  isVerified: boolean;
  /** The customer said they are outside Australia, where Lucky Dip sells no tickets (spec 1 §6). */
  countryBanned: boolean;
  /** The customer's state or territory, whose rules may ask for a regulation notice. */
  state: string;
  /** The break or self-exclusion the customer is in; null when none: no buying while one runs. */
  pause: StoredPause | null;
  /** What the customer's deposit limits let them deposit now; null when they set none. */
  depositRoomCents: number | null;
  /**
   * Every limit on what the purchase may spend: the customer's own spend limits, the operator's
   * limit over everyone, and the precommitment limit, whose window counts losses (spent less won).
   */
  windows: {
    period: SpendPeriod;
    limitCents: number;
    spentCents: number;
    kind: 'own' | 'system' | 'precommitment';
  }[];
}

export interface PlannedOrder {
  row: Omit<Insertable<OrdersTable>, 'checkout_id' | 'customer_id' | 'created_at'>;
  /** The draws it plays (none for a pre-order, ticketed when its draw opens); a raffle's holds so many tickets. */
  draws: { id: number; stopAt: number; drawAt: number; ticketsTotal: number | null }[];
  /** One per game, played on every draw; a syndicate's, if its draw has no games yet. */
  games: Record<string, number[]>[];
  /** Raffle tickets numbered on each draw. */
  raffleTickets: number;
  shares: { syndicateKey: string; count: number } | null;
  /** The customer's own numbers an autoplay it turns on plays again ('[]' for quick picks). */
  autoplayGames: string;
  /** A pre-order: the draw whose opening pays and tickets it; until then it is a scheduled purchase. */
  preOrderDrawId: number | null;
}

/** What a scheduled purchase keeps of its order until its draw opens (table scheduled_purchases). */
export type ScheduledItem = Omit<PlannedOrder, 'draws' | 'preOrderDrawId'>;

/** A scheduled purchase paid by the recurring runner once its draw opened. */
export interface ScheduledBuying {
  scheduledId: string;
}

/** What an order's recurring setting turns on: an autoplay, a subscription, or nothing. */
const recurringOf = (recurring: string | null | undefined): RecurringSetting | null => {
  if (!recurring) return null;
  const setting = JSON.parse(recurring) as RecurringSetting;
  return setting.enabled ? setting : null;
};

/** Refuses the purchase when the cart is no longer what the customer saw. */
async function checkCartUnchanged(trx: Queryable, customerId: number, bought: CartBought) {
  const cart = await trx
    .selectFrom('carts')
    .select('updated_at')
    .where('reference', '=', bought.reference)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  const rows = await trx
    .selectFrom('cart_items')
    .select('id')
    .where('cart_reference', '=', bought.reference)
    .orderBy('id')
    .execute();
  if (
    cart?.updated_at !== bought.updatedAt ||
    rows.map((row) => row.id).join() !== [...bought.rowIds].sort((a, b) => a - b).join()
  )
    throw purchaseRefused('cart_changed');
}

/** Marks the scheduled purchase paid, once: one already paid or cancelled refuses the purchase. */
async function claimScheduled(trx: Queryable, buying: ScheduledBuying, checkoutId: string, at: number) {
  const { numUpdatedRows } = await trx
    .updateTable('scheduled_purchases')
    .set({ status: 'purchased', paid_checkout_id: checkoutId, message: null, updated_at: at })
    .where('id', '=', buying.scheduledId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw purchaseRefused('already_bought');
}

/**
 * Records, in the purchase's transaction, that the autoplay bought the draw: a draw it already
 * bought (a restart, a second runner) refuses the purchase, and the transaction undoes it all.
 */
async function claimAutoplayDraw(trx: Queryable, buying: AutoplayBuying, checkoutId: string, at: number) {
  const claimed = await trx
    .insertInto('autoplay_attempts')
    .values({
      autoplay_id: buying.autoplayId,
      draw_id: buying.drawId,
      outcome: 'purchased',
      checkout_id: checkoutId,
      message: null,
      attempted_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['autoplay_id', 'draw_id'])
        .doUpdateSet((eb) => ({
          outcome: 'purchased',
          checkout_id: checkoutId,
          message: null,
          tries: eb('autoplay_attempts.tries', '+', 1),
          attempted_at: at,
        }))
        .where('autoplay_attempts.outcome', '=', 'soft_failure'),
    )
    .executeTakeFirst();
  if (claimed.numInsertedOrUpdatedRows === 0n) throw purchaseRefused('already_bought');
  await trx
    .updateTable('autoplays')
    .set((eb) => ({
      last_attempt_status: 'purchased',
      failures: 0,
      covered_draw_at: eb.selectFrom('draws').select('draw_at').where('id', '=', buying.drawId),
      updated_at: at,
    }))
    .where('id', '=', buying.autoplayId)
    .execute();
}

/**
 * A syndicate's games in a draw, the same for every share: those it already plays, else `picks`,
 * kept as its games (the first share sold for the draw picks them).
 */
async function syndicateGames(db: Queryable, syndicateKey: string, drawId: number, picks: Game[]) {
  const held = await db
    .selectFrom('syndicate_games')
    .select('numbers')
    .where('syndicate_key', '=', syndicateKey)
    .where('draw_id', '=', drawId)
    .orderBy('game_no')
    .execute();
  if (held.length > 0) return held.map((row) => JSON.parse(row.numbers) as Game);
  if (picks.length > 0)
    await db
      .insertInto('syndicate_games')
      .values(
        picks.map((game, index) => ({
          syndicate_key: syndicateKey,
          draw_id: drawId,
          game_no: index + 1,
          numbers: JSON.stringify(game),
        })),
      )
      .execute();
  return picks;
}

/** The cart a customer buys: the purchase goes ahead only if it still holds exactly these rows. */
export interface CartBought {
  reference: string;
  rowIds: number[];
  updatedAt: number;
}

/** The draw an autoplay's ticket is bought for by the recurring runner. */
export interface AutoplayBuying {
  autoplayId: number;
  drawId: number;
}

export interface PurchasePlan {
  checkoutId: string;
  customerId: number;
  /** What is bought: the customer's cart, an autoplay's ticket for one draw, or a pre-order. */
  source: { cart: CartBought } | { autoplay: AutoplayBuying } | { scheduled: ScheduledBuying };
  orders: PlannedOrder[];
  chargedCents: number;
  preOrderCents: number;
  discountCents: number;
  promotionCode: string | null;
  /** The partner and channel a partner cart is bought through (spec 2 §3). */
  partner?: { slug: string; channelKey: string };
  /** Why the purchase may not go ahead given these facts, if anything stops it. */
  refusal: (facts: SpendFacts) => Refusal | null;
}

export interface StoredCheckout extends CheckoutRow {
  orders: (OrderRow & { tickets: (TicketRow & { draw_no: number; draw_at: number })[] })[];
}

/** What a checkout's orders were paid is worked out from (domain/promotions.ts's paidByOrder). */
export interface CheckoutDiscount {
  discountCents: number;
  offerKey: string | null;
  orders: { id: number; offer_key: string; price_cents: number }[];
}

export function purchasesData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);

  async function spendFacts(on: Queryable, customerId: number): Promise<SpendFacts> {
    const customer = await on
      .selectFrom('customers')
      .select(['id', 'segment_name', 'balance_cents', 'is_verified', 'country_banned', 'state'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    const limits = limitsData(on, clock);
    const at = now();
    const since = (period: SpendPeriod) => at - SPEND_PERIOD_DAYS[period] * DAY;
    const window = async (period: SpendPeriod, limitCents: number, kind: 'own' | 'system') => ({
      period,
      limitCents,
      kind,
      spentCents: await limits.spentSince(customerId, since(period)),
    });
    const own = await limits.limits(customerId, at);
    const spend = own.filter((limit) => limit.kind === 'spend');
    const precommitment = own.find((limit) => limit.kind === 'precommitment');
    const depositRooms = await Promise.all(
      own
        .filter((limit) => limit.kind === 'deposit')
        .map(
          async (limit) => limit.limitCents - (await limits.depositedSince(customerId, since(limit.period))),
        ),
    );
    return {
      pause: await pauseAt(on, customer, at),
      balanceCents: customer.balance_cents,
      depositRoomCents: depositRooms.length > 0 ? Math.max(0, Math.min(...depositRooms)) : null,
      isVerified: customer.is_verified === 1,
      countryBanned: customer.country_banned === 1,
      state: customer.state,
      windows: [
        ...(await Promise.all(spend.map((limit) => window(limit.period, limit.limitCents, 'own')))),
        await window(SYSTEM_SPEND_LIMIT.period, SYSTEM_SPEND_LIMIT.limitCents, 'system'),
        ...(precommitment
          ? [
              {
                period: precommitment.period,
                limitCents: precommitment.limitCents,
                kind: 'precommitment' as const,
                spentCents: await limits.lostSince(customerId, since(precommitment.period)),
              },
            ]
          : []),
      ],
    };
  }

  return {
    spendFacts: (customerId: number) => spendFacts(db, customerId),

    /**
     * Charges a fee that buys no tickets (a premium membership) from the wallet: refused by the
     * rules a purchase is, read in the same transaction, and written with what it pays for.
     */
    chargeFee(
      fee: {
        customerId: number;
        cents: number;
        reference: string;
        refusal: (facts: SpendFacts) => Refusal | null;
      },
      alongside: (trx: Queryable, at: number) => Promise<void>,
    ): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, fee.customerId);
        const at = now();
        const refusal = fee.refusal(await spendFacts(trx, fee.customerId));
        if (refusal !== null) throw purchaseRefused(refusal.code, refusal.message);
        const left = await moveBalance(trx, {
          customerId: fee.customerId,
          cents: -fee.cents,
          kind: 'membership',
          reference: fee.reference,
          at,
        });
        if (left === null) throw purchaseRefused('insufficient_funds');
        await alongside(trx, at);
      });
    },

    /** Runs the planned purchase in one transaction, or refuses it having written nothing. */
    commit(plan: PurchasePlan): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, plan.customerId);
        const at = now();
        if ('cart' in plan.source) await checkCartUnchanged(trx, plan.customerId, plan.source.cart);

        const refusal = plan.refusal(await spendFacts(trx, plan.customerId));
        if (refusal !== null) throw purchaseRefused(refusal.code, refusal.message);
        if (plan.orders.some((order) => order.draws.some((draw) => draw.stopAt <= at)))
          throw purchaseRefused('draw_closed');
        // Two carts paying with a once-only code at the same moment: only the first may use it.
        if (plan.promotionCode !== null) {
          const promotion = await trx
            .selectFrom('promotions')
            .selectAll()
            .where('code', '=', plan.promotionCode)
            .executeTakeFirstOrThrow();
          if (!mayUseAgain(promotion, await promotionUses(trx, plan.customerId, promotion.code)))
            throw purchaseRefused('promotion_used');
        }

        const balanceAfter = await moveBalance(trx, {
          customerId: plan.customerId,
          cents: -plan.chargedCents,
          kind: 'purchase',
          reference: plan.checkoutId,
          at,
        });
        if (balanceAfter === null) throw purchaseRefused('insufficient_funds');

        await trx
          .insertInto('checkouts')
          .values({
            id: plan.checkoutId,
            customer_id: plan.customerId,
            charged_cents: plan.chargedCents,
            pre_order_cents: plan.preOrderCents,
            discount_cents: plan.discountCents,
            promotion_code: plan.promotionCode,
            balance_after_cents: balanceAfter,
            partner_slug: plan.partner?.slug ?? null,
            channel_key: plan.partner?.channelKey ?? null,
            created_at: at,
          })
          .execute();
        if ('autoplay' in plan.source)
          await claimAutoplayDraw(trx, plan.source.autoplay, plan.checkoutId, at);
        if ('scheduled' in plan.source) await claimScheduled(trx, plan.source.scheduled, plan.checkoutId, at);

        for (const { preOrderDrawId, ...order } of plan.orders) {
          if (preOrderDrawId !== null) {
            const { draws: _, ...item } = order;
            await trx
              .insertInto('scheduled_purchases')
              .values({
                id: `sp_${randomBytes(9).toString('base64url')}`,
                customer_id: plan.customerId,
                checkout_id: plan.checkoutId,
                kind: 'pre_order',
                draw_id: preOrderDrawId,
                item: JSON.stringify(item satisfies ScheduledItem),
                amount_cents: Number(order.row.price_cents),
                created_at: at,
                updated_at: at,
              })
              .execute();
            continue;
          }
          if (order.shares) {
            const { numUpdatedRows } = await trx
              .updateTable('syndicates')
              .set((eb) => ({ shares_sold: eb('shares_sold', '+', order.shares?.count ?? 0) }))
              .where('key', '=', order.shares.syndicateKey)
              .where((eb) =>
                eb(eb('shares_sold', '+', order.shares?.count ?? 0), '<=', eb.ref('shares_total')),
              )
              .executeTakeFirst();
            if (numUpdatedRows === 0n) throw purchaseRefused('sold_out');
            // A lotto party session's share makes its buyer a member of the session's group.
            await trx
              .insertInto('party_members')
              .columns(['group_id', 'customer_id', 'joined_at'])
              .expression((eb) =>
                eb
                  .selectFrom('party_sessions')
                  .select((inner) => [
                    'group_id',
                    // Typed: PostgreSQL reads an untyped parameter in a select list as text.
                    inner.cast<number>(inner.val(plan.customerId), 'bigint').as('customer_id'),
                    inner.val(new Date(at * 1000).toISOString()).as('joined_at'),
                  ])
                  .where('syndicate_key', '=', order.shares?.syndicateKey ?? ''),
              )
              .onConflict((conflict) => conflict.columns(['group_id', 'customer_id']).doNothing())
              .execute();
          }
          const { id: orderId } = await trx
            .insertInto('orders')
            .values({
              ...order.row,
              checkout_id: plan.checkoutId,
              customer_id: plan.customerId,
              created_at: at,
              autoplay_id: 'autoplay' in plan.source ? plan.source.autoplay.autoplayId : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const recurring = recurringOf(order.row.recurring);
          if (recurring)
            await trx
              .insertInto('autoplays')
              .values({
                kind: recurring.type,
                minimum_jackpot_cents: recurring.minimumJackpotCents ?? null,
                customer_id: plan.customerId,
                order_id: orderId,
                product_type: order.row.product_type,
                offer_key: order.row.offer_key,
                game_offer_key: order.row.game_offer_key,
                days: order.row.days,
                num_games: order.row.num_games,
                quickpick: order.row.quickpick === 1 ? 1 : 0,
                games: order.autoplayGames,
                cause_key: order.row.cause_key ?? null,
                covered_draw_at: Math.max(0, ...order.draws.map((draw) => draw.drawAt)),
                created_at: at,
                updated_at: at,
              })
              .execute();
          for (const draw of order.draws) {
            let firstNumber = 0;
            const tickets = order.raffleTickets;
            if (draw.ticketsTotal !== null) {
              const ticketsTotal = draw.ticketsTotal;
              const sold = await trx
                .updateTable('draws')
                .set((eb) => ({ tickets_sold: eb('tickets_sold', '+', tickets) }))
                .where('id', '=', draw.id)
                .where((eb) => eb(eb('tickets_sold', '+', tickets), '<=', ticketsTotal))
                .returning('tickets_sold')
                .executeTakeFirst();
              if (!sold) throw purchaseRefused('sold_out');
              firstNumber = sold.tickets_sold - tickets + 1;
            }
            const rows =
              draw.ticketsTotal !== null
                ? Array.from({ length: tickets }, (_, index) => ({
                    order_id: orderId,
                    draw_id: draw.id,
                    game_no: index + 1,
                    ticket_number: firstNumber + index,
                  }))
                : (order.shares
                    ? await syndicateGames(trx, order.shares.syndicateKey, draw.id, order.games)
                    : order.games
                  ).map((game, index) => ({
                    order_id: orderId,
                    draw_id: draw.id,
                    game_no: index + 1,
                    numbers: JSON.stringify(game),
                  }));
            if (rows.length > 0) await trx.insertInto('tickets').values(rows).execute();
          }
        }

        if ('cart' in plan.source) {
          const { reference } = plan.source.cart;
          // The deposits that topped the wallet up for this cart: the receipt's payment lines.
          await trx
            .updateTable('deposits')
            .set({ checkout_id: plan.checkoutId })
            .where('customer_id', '=', plan.customerId)
            .where('purchase_type', 'in', ['checkout', 'partner_purchase'])
            .where('cart_reference', '=', reference)
            .where('status', '=', 'succeeded')
            .where('checkout_id', 'is', null)
            .execute();
          await trx.deleteFrom('cart_items').where('cart_reference', '=', reference).execute();
          await trx
            .updateTable('carts')
            .set({ status: 'purchased', updated_at: at })
            .where('reference', '=', reference)
            .execute();
        }
      });
    },

    /** A customer's checkout with its orders and their tickets; another customer's is not found. */
    async checkout(customerId: number, checkoutId: string): Promise<StoredCheckout | undefined> {
      const checkout = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('id', '=', checkoutId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!checkout) return undefined;
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('checkout_id', '=', checkoutId)
        .orderBy('id')
        .execute();
      const tickets = await db
        .selectFrom('tickets')
        .innerJoin('draws', 'draws.id', 'tickets.draw_id')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .selectAll('tickets')
        .select(['draws.draw_no', 'draws.draw_at'])
        .where('orders.checkout_id', '=', checkoutId)
        .orderBy('draws.draw_at')
        .orderBy('tickets.game_no')
        .execute();
      return {
        ...checkout,
        orders: orders.map((order) => ({
          ...order,
          tickets: tickets.filter((ticket) => ticket.order_id === order.id),
        })),
      };
    },

    /**
     * What a checkout's promotion took off and from which offer's tickets (null: all of them), with
     * its orders' list prices: what each order was paid is worked out from these.
     */
    /** Each checkout's discount, the offer its promotion was for, and its orders' prices. */
    async discountsOf(checkoutIds: readonly string[]) {
      if (checkoutIds.length === 0) return new Map<string, CheckoutDiscount>();
      const [checkouts, orders] = await Promise.all([
        db
          .selectFrom('checkouts')
          .leftJoin('promotions', 'promotions.code', 'checkouts.promotion_code')
          .select(['checkouts.id', 'checkouts.discount_cents', 'promotions.offer_key'])
          .where('checkouts.id', 'in', checkoutIds)
          .execute(),
        db
          .selectFrom('orders')
          .select(['id', 'checkout_id', 'offer_key', 'price_cents'])
          .where('checkout_id', 'in', checkoutIds)
          .orderBy('id')
          .execute(),
      ]);
      return new Map<string, CheckoutDiscount>(
        checkoutIds.map((id) => {
          const checkout = checkouts.find((row) => row.id === id);
          return [
            id,
            {
              discountCents: checkout?.discount_cents ?? 0,
              offerKey: checkout?.offer_key ?? null,
              orders: orders.filter((order) => order.checkout_id === id),
            },
          ];
        }),
      );
    },

    /**
     * Claims an idempotency key for a request: `new` runs it; `running` and `done` (with its stored
     * answer) mean the key was used for this body; `mismatch` that it was used for another.
     */
    async claimKey(
      customerId: number,
      scope: string,
      key: string,
      requestHash: string,
    ): Promise<{ state: 'new' | 'running' | 'mismatch' } | { state: 'done'; status: number; body: string }> {
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('idempotency_keys')
        .values({
          customer_id: customerId,
          scope,
          key,
          request_hash: requestHash,
          status: 'running',
          created_at: now(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (numInsertedOrUpdatedRows === 1n) return { state: 'new' };
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (row.request_hash !== requestHash) return { state: 'mismatch' };
      if (row.status === 'running') return { state: 'running' };
      return { state: 'done', status: row.response_status ?? 200, body: row.response_body ?? '' };
    },

    async finishKey(customerId: number, scope: string, key: string, status: number, body: string) {
      await db
        .updateTable('idempotency_keys')
        .set({ status: 'done', response_status: status, response_body: body })
        .where('customer_id', '=', customerId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    /** Frees a key whose request failed having moved nothing, so a retry with it runs again. */
    async releaseKey(customerId: number, scope: string, key: string) {
      await db
        .deleteFrom('idempotency_keys')
        .where('customer_id', '=', customerId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status', '=', 'running')
        .execute();
    },
  };
}

export type PurchasesData = ReturnType<typeof purchasesData>;
