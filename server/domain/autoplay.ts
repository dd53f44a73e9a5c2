/**
 * Autoplay and subscriptions (spec 2 §3, §4): a ticket bought again for each draw of its offer
 * until the customer pauses or cancels it. A subscription is the same thing for a subscription
 * product (its tickets, cause and game offer changeable rather than its numbers and jackpot). The recurring runner, beside the draw engine, buys each autoplay's ticket
 * when the next draw opens (the draw it holds has closed): quick pick or the same numbers, passing
 * over a draw whose jackpot is under the customer's minimum, paid from the wallet or, if the
 * customer chose it, topped up from their default card, within every limit, through the same
 * purchase transaction as a cart (./purchase.ts). A restart never buys a draw twice: the purchase
 * records the draw in its own transaction. A failure is retried while the draw is on sale; after
 * three draws in a row the autoplay waits for the customer to sort out how it is paid.
 */
import { AUTOPLAY_NOTICES, TIMED_PAUSE } from '@contract/recurring-rules';
import type { Weekday } from '@contract/schemas/shop';
import type { RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import type {
  Autoplay,
  AutoplayAttempt,
  RecurringPurchase,
  RecurringStatus,
  SubscriptionChange,
} from '@contract/schemas/recurring';
import type { DataLayer } from '../db';
import type { AttemptRow, AutoplayChange, StoredAutoplay } from '../db/autoplay';
import type { StoredOffer } from '../db/catalogue';
import type { AttemptStatus, AutoplayRow, AutoplayStatus, RecurringKind } from '../db/schema';
import { catalogueAt, offerDraws, type CatalogueNow } from './catalogue';
import { checkItem, itemDescription } from './items';
import type { DrawCadence } from './draws';
import { sydneyLongDate, weekdayOf } from './sydney-time';
import { money, moneyText, prizeText } from '../money';
import { buyForAutoplay } from './purchase';
import { Refused } from '../refusal';
import { tellCustomer, type CustomerNotice } from './customer-notice';
import { checkoutRefusal } from './checkout-rules';
import { topUpFromDefaultCard, type WalletDeps } from './wallet';

export interface RecurringDeps extends WalletDeps {
  data: Pick<
    DataLayer,
    | 'autoplay'
    | 'scheduled'
    | 'purchases'
    | 'catalogue'
    | 'customers'
    | 'wallet'
    | 'mailbox'
    | 'contentCards'
    | 'rewards'
  >;
  cadence?: DrawCadence;
  /** The site's public address, for the links in what it emails. */
  siteOrigin: string;
}

export const AUTOPLAY_RULES = {
  /** A failed purchase is tried again this long after, while its draw is on sale. */
  retryAfterSeconds: 60 * 60,
  /** Draws in a row that failed before the autoplay waits for the customer. */
  waitsAfterFailures: 3,
} as const;

export const AUTOPLAY_MESSAGES = {
  notFound: 'There is no such autoplay.',
  cannotUnpauseTitle: 'Cannot Unpause AutoPlay',
  cannotUnpause: 'The organiser has turned off ticket creation into future draws and cannot be unpaused.',
  updateFailedTitle: 'Cannot update AutoPlay status',
  updateFailed: 'Sorry, there was an unexpected error while updating your autoplay. Please try again.',
  pauseUntil: 'Choose when the pause ends.',
  pauseTooLong: (weeks: number) => `A pause can last at most ${weeks} weeks.`,
  cancelled: 'This autoplay is cancelled.',
  offSale: 'This ticket is no longer on sale, so autoplay could not buy it.',
  underMinimum: (poolCents: number | null, minimumCents: number) =>
    poolCents === null
      ? `Passed over: the jackpot is not yet known, and you asked for at least ${prizeText(minimumCents)}.`
      : `Passed over: the jackpot of ${prizeText(poolCents)} is under your minimum of ${prizeText(minimumCents)}.`,
  onBreak: 'You are taking a break from play, so no ticket was bought.',
  waiting: (failures: number) =>
    `We could not pay for this ticket for ${failures} draws in a row, so autoplay is waiting until you sort out how it is paid.`,
  minimumSaved: 'Minimum jackpot saved.',
  quickpickSaved: 'Saved.',
} as const;

/** What each kind is called, where its page is, and what its status changes say. */
export const RECURRING_WORDS: Record<
  RecurringKind,
  {
    name: string;
    page: string;
    paused: string;
    /** A timed pause, which ends by itself on the date given. */
    pausedUntil: (date: string) => string;
    resumed: string;
    stopped: string;
    notFound: string;
  }
> = {
  autoplay: {
    name: 'Autoplay',
    page: '/my-account/autoplay/ticket/',
    paused: 'Autoplay paused. No tickets will be bought until you turn it back on.',
    pausedUntil: (date) => `Autoplay paused until ${date}. It buys your tickets again from then.`,
    resumed: 'Autoplay is on again: we buy this ticket for each draw.',
    stopped: 'Autoplay cancelled. Tickets already bought still play.',
    notFound: AUTOPLAY_MESSAGES.notFound,
  },
  subscription: {
    name: 'Your subscription',
    page: '/my-account/subscriptions/ticket/',
    paused: 'Subscription paused. No tickets will be bought until you turn it back on.',
    pausedUntil: (date) => `Subscription paused until ${date}. It buys your tickets again from then.`,
    resumed: 'Your subscription is on again: we buy your tickets for each draw.',
    stopped: 'Subscription cancelled. Tickets already bought still play.',
    notFound: 'There is no such subscription.',
  },
};

export const SUBSCRIPTION_MESSAGES = {
  saved: 'Subscription saved. The change applies from the next draw we buy for you.',
} as const;

const DAY = 24 * 60 * 60;
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (unix: number) => new Date(unix * 1000).toISOString();

/** Spec 2 §4: the status as the API writes it. */
export const recurringStatus = (status: AutoplayStatus): RecurringStatus => `recurring_status_${status}`;

type Outcome = 'purchased' | 'skipped' | 'failed' | 'nothing';

/** Why the purchase was refused, as a failure that may pass (soft) or needs the customer (hard). */
const HARD_REFUSALS = new Set(['verify_account_required', 'country_banned', 'card_declined', 'no_card']);
const failureKind = (code: string): Exclude<AttemptStatus, 'purchased'> =>
  HARD_REFUSALS.has(code) ? 'hard_failure' : 'soft_failure';

/** The item an autoplay buys for a draw, as a cart item would be put to the shop. */
function itemFor(autoplay: AutoplayRow, offer: StoredOffer, drawNo: number, day: Weekday | null) {
  const games = JSON.parse(autoplay.games) as Record<string, number[]>[];
  return {
    productOfferKey: autoplay.offer_key,
    gameOffer: autoplay.game_offer_key,
    gameType: offer.gameOffers.find((entry) => entry.key === autoplay.game_offer_key)?.game_type ?? '',
    drawNo,
    numDraws: 1,
    numWeeks: 1,
    days: day ? [day] : undefined,
    quickpick: autoplay.quickpick === 1,
    numGames: autoplay.num_games,
    games: autoplay.quickpick === 1 ? [] : games,
    causeKey: autoplay.cause_key ?? undefined,
  };
}

/** Refusals the customer settles by changing how their recurring purchases are paid. */
const PAYMENT_REFUSALS = new Set(['insufficient_funds', 'card_declined', 'no_card']);
/** The PWA's payment-resolution screen (spec 2 §3). */
const PAYMENT_RESOLUTION_PATH = '/my-account/payment-resolution';

/**
 * Tells the customer what autoplay (or their subscription) did, linking to its page, or to the
 * payment-resolution screen when what failed was the payment.
 */
const tell = (
  deps: RecurringDeps,
  autoplay: AutoplayRow,
  note: Omit<CustomerNotice, 'link' | 'linkText'>,
  refusal?: string,
) =>
  tellCustomer(
    deps.data,
    deps.siteOrigin,
    autoplay.customer_id,
    refusal !== undefined && PAYMENT_REFUSALS.has(refusal)
      ? { ...note, link: PAYMENT_RESOLUTION_PATH, linkText: 'Sort out the payment' }
      : {
          ...note,
          link: `${RECURRING_WORDS[autoplay.kind].page}${autoplay.id}`,
          linkText: autoplay.kind === 'subscription' ? 'See your subscription' : 'See your autoplay',
        },
  );

/** Buys, passes over or fails one autoplay's ticket for the draw now open, if it has not yet. */
async function runOne(deps: RecurringDeps, catalogue: CatalogueNow, autoplay: AutoplayRow): Promise<Outcome> {
  const { data } = deps;
  const offer = catalogue.offers.find((entry) => entry.key === autoplay.offer_key);
  const next = offer ? offerDraws(catalogue, offer)[0] : undefined;
  // The draw it holds is still on sale (or nothing is): nothing to buy yet.
  if (!offer || !next || seconds(next.drawDate) <= autoplay.covered_draw_at) return 'nothing';
  // A raffle draw still on pre-order opens later.
  if (next.purchaseStatus !== 'open') return 'nothing';
  const draw = { id: next.drawId, drawAt: seconds(next.drawDate) };
  const tried = await data.autoplay.attempt(autoplay.id, draw.id);
  if (
    tried &&
    (tried.outcome !== 'soft_failure' ||
      tried.attempted_at + AUTOPLAY_RULES.retryAfterSeconds > catalogue.nowSeconds)
  )
    return 'nothing';

  const days = JSON.parse(autoplay.days) as Weekday[];
  const day = days.length > 0 ? weekdayOf(next.drawDate) : null;
  if (day && !days.includes(day)) {
    await data.autoplay.skip(autoplay.id, draw, null);
    return 'skipped';
  }
  const minimum = autoplay.minimum_jackpot_cents;
  const poolCents = next.prizePool ? Math.round(next.prizePool.amount * 100) : null;
  if (minimum !== null && (poolCents === null || poolCents < minimum)) {
    await data.autoplay.skip(autoplay.id, draw, AUTOPLAY_MESSAGES.underMinimum(poolCents, minimum));
    return 'skipped';
  }
  const customer = await data.customers.overview(autoplay.customer_id);
  // Self-excluded, or taking a break: the draw is skipped, the autoplay kept for after.
  if (!customer || customer.pause !== null) {
    await data.autoplay.skip(autoplay.id, draw, AUTOPLAY_MESSAGES.onBreak);
    return 'skipped';
  }

  const fail = async (code: string, message: string): Promise<Outcome> => {
    const kind = failureKind(code);
    const failures = await data.autoplay.fail(autoplay.id, draw.id, kind, message);
    const waits = kind === 'hard_failure' || failures >= AUTOPLAY_RULES.waitsAfterFailures;
    if (waits && kind === 'soft_failure')
      await data.autoplay.fail(autoplay.id, draw.id, 'hard_failure', AUTOPLAY_MESSAGES.waiting(failures));
    if (!tried)
      await tell(
        deps,
        autoplay,
        {
          subject: `We could not buy your ${offer.name} ticket for draw ${next.drawNo}`,
          text: `${message}\n\n${waits ? AUTOPLAY_MESSAGES.waiting(failures) : 'We will try again while sales for this draw are open.'}`,
          title: `${RECURRING_WORDS[autoplay.kind].name} could not buy your ticket`,
          message: `${offer.name} draw ${next.drawNo}: ${message}`,
        },
        code,
      );
    return 'failed';
  };

  const checked = checkItem(itemFor(autoplay, offer, next.drawNo, day), { offer, draws: [next] });
  if ('errors' in checked) return fail('off_sale', AUTOPLAY_MESSAGES.offSale);
  const priceCents = checked.item.unitPriceCents;
  const facts = await data.purchases.spendFacts(autoplay.customer_id);
  const refusal = checkoutRefusal(1, priceCents, facts);
  if (refusal?.code === 'insufficient_funds') {
    const method = await data.customers.recurringPurchaseMethod(autoplay.customer_id);
    if (method !== 'wallet_then_card') return fail(refusal.code, refusal.message);
    const topUp = await topUpFromDefaultCard(deps, autoplay.customer_id, priceCents - facts.balanceCents);
    if (topUp) return fail(topUp.code, topUp.message);
  } else if (refusal) return fail(refusal.code, refusal.message);

  try {
    const checkoutId = await buyForAutoplay(
      data,
      autoplay.customer_id,
      autoplay.id,
      checked.item,
      catalogue.nowSeconds,
    );
    await tell(deps, autoplay, {
      subject: `Your ${offer.name} ticket for draw ${next.drawNo} is bought`,
      text: `${RECURRING_WORDS[autoplay.kind].name} bought your ${offer.name} ticket for draw ${next.drawNo} for ${moneyText(priceCents)}.\n\nYour receipt: ${deps.siteOrigin}/receipt/${checkoutId}`,
      title: `${RECURRING_WORDS[autoplay.kind].name} bought your ticket`,
      message: `${offer.name} draw ${next.drawNo}, ${moneyText(priceCents)}.`,
    });
    return 'purchased';
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.code === 'already_bought') return 'nothing';
    return fail(error.code, error.message);
  }
}

/**
 * Buys what the open draws call for, for every active autoplay (or one customer's): run by the
 * draw engine on each of its ticks, and at once when a customer resolves a failed payment.
 * Answers how many tickets it bought.
 */
export async function runAutoplays(
  deps: RecurringDeps,
  nowSeconds: number,
  customerId?: number,
): Promise<number> {
  const due = (await deps.data.autoplay.due(customerId)).filter(
    // One whose payment failed waits for the customer.
    (autoplay) => autoplay.last_attempt_status !== 'hard_failure',
  );
  if (due.length === 0) return 0;
  const catalogue = await catalogueAt(deps.data.catalogue, nowSeconds, deps.cadence);
  let bought = 0;
  for (const autoplay of due) {
    try {
      if ((await runOne(deps, catalogue, autoplay)) === 'purchased') bought += 1;
    } catch (error) {
      // One autoplay's trouble stops none of the others; it is tried again on the next tick.
      console.error(`autoplay ${autoplay.id}:`, error);
    }
  }
  return bought;
}

const presentAttempt = (attempt: AttemptRow): AutoplayAttempt => ({
  drawNo: attempt.drawNo,
  drawDate: iso(attempt.drawAt),
  outcome: attempt.outcome,
  message: attempt.message,
  checkoutId: attempt.checkoutId,
});

/**
 * An autoplay or subscription as the customer reads it, with the draw it buys next and what
 * happened lately. `method` is how the customer pays recurring purchases, when a list read it once.
 */
export async function presentAutoplay(
  deps: Pick<RecurringDeps, 'data'>,
  catalogue: CatalogueNow,
  autoplay: StoredAutoplay,
  attempts: AttemptRow[],
  method?: RecurringPurchaseMethodKey,
): Promise<RecurringPurchase> {
  const offer = catalogue.offers.find((entry) => entry.key === autoplay.offer_key);
  const gameOffer = offer?.gameOffers.find((entry) => entry.key === autoplay.game_offer_key);
  const onSale = offer ? offerDraws(catalogue, offer) : [];
  const next = onSale.find((draw) => seconds(draw.drawDate) > autoplay.covered_draw_at);
  const raffle = autoplay.product_type === 'raffle_ticket';
  const days = JSON.parse(autoplay.days) as Weekday[];
  const checked =
    offer && next
      ? checkItem(itemFor(autoplay, offer, next.drawNo, days[0] ?? null), { offer, draws: [next] })
      : undefined;
  const paidBy = method ?? (await deps.data.customers.recurringPurchaseMethod(autoplay.customer_id));
  const lottery = catalogue.lotteries.find((entry) => entry.key === offer?.lottery_key);
  const monthly = lottery?.schedule?.weekOfMonth !== undefined;
  const shared: Omit<Autoplay, 'type'> = {
    autoplayId: autoplay.id,
    status: recurringStatus(autoplay.status),
    pausedUntil: autoplay.paused_until === null ? null : iso(autoplay.paused_until),
    productType: raffle ? 'raffle_ticket' : 'lottery_ticket',
    productOfferKey: autoplay.offer_key,
    offerUrl: offer?.url ?? autoplay.offer_key,
    lotteryId: offer?.lottery_key ?? autoplay.offer_key,
    lottery: offer?.name ?? autoplay.offer_key,
    gameType: gameOffer?.game_type ?? '',
    raffleOfferKey: raffle ? autoplay.offer_key : null,
    membershipKey: null,
    membershipName: null,
    membershipOfferKey: null,
    membershipOfferName: null,
    gameOfferName: gameOffer?.name ?? '',
    description: itemDescription(
      { ...autoplay, num_shares: null, syndicate_key: null, num_draws: 1, num_weeks: 1 },
      { offer: offer?.name ?? autoplay.offer_key, gameOffer: gameOffer?.name ?? '', syndicate: undefined },
    ).replace(/, 1 draw$/, monthly ? ', every month' : ', every draw'),
    numberOfGames: autoplay.num_games,
    numberOfTickets: raffle ? autoplay.num_games : null,
    numberOfShares: null,
    quickpick: autoplay.quickpick === 1,
    games: JSON.parse(autoplay.games) as Autoplay['games'],
    causeKey: autoplay.cause_key,
    minimumJackpotAmount:
      autoplay.minimum_jackpot_cents === null ? null : money(autoplay.minimum_jackpot_cents),
    hasJackpot: !raffle && onSale.some((draw) => draw.prizePool !== null),
    // With no draw on sale to price it against, the game offer's price for its games.
    price: money(
      checked && 'item' in checked
        ? checked.item.unitPriceCents
        : (gameOffer?.prices.find((row) => row.games === autoplay.num_games)?.priceCents ?? 0),
    ),
    defaultFund: { kind: paidBy === 'wallet_then_card' ? 'cc' : 'wallet' },
    lastAttemptStatus: autoplay.last_attempt_status,
    nextDraw:
      next && autoplay.status !== 'cancelled' ? { drawNo: next.drawNo, drawDate: next.drawDate } : null,
    checkoutId: autoplay.checkout_id,
    createdAt: iso(autoplay.created_at),
    attempts: attempts.map(presentAttempt),
  };
  if (autoplay.kind === 'autoplay') return { ...shared, type: 'autoplay' };
  return { ...shared, type: 'subscription', gameOffer: autoplay.game_offer_key, monthly };
}

/**
 * The customer's own autoplay or subscription (of `kind`, when given); another's, or one of the
 * other kind, is not found.
 */
export async function customersAutoplay(
  deps: Pick<RecurringDeps, 'data'>,
  customerId: number,
  id: number,
  kind?: RecurringKind,
): Promise<StoredAutoplay> {
  const autoplay = await deps.data.autoplay.one(customerId, id);
  if (!autoplay || (kind !== undefined && autoplay.kind !== kind))
    throw Refused.of(
      404,
      `${kind ?? 'recurring_purchase'}_not_found`,
      RECURRING_WORDS[kind ?? 'autoplay'].notFound,
    );
  return autoplay;
}

async function change(
  deps: Pick<RecurringDeps, 'data'>,
  autoplay: StoredAutoplay,
  update: AutoplayChange,
): Promise<void> {
  if (!(await deps.data.autoplay.change(autoplay.customer_id, autoplay.id, update)))
    throw Refused.of(409, 'autoplay_cancelled', AUTOPLAY_MESSAGES.cancelled);
}

/**
 * Spec 2 §4: pause, a timed pause (until a time within the configuration's longest), unpause or
 * cancel. An autoplay whose offer no longer allows it cannot be unpaused; a cancelled one stays so.
 */
export async function changeStatus(
  deps: Pick<RecurringDeps, 'data'>,
  catalogue: CatalogueNow,
  autoplay: StoredAutoplay,
  input: { status: string; pausedUntil?: string },
): Promise<string> {
  const status = input.status.replace(/^recurring_status_/, '').replace(/^timed_paused$/, 'timed_pause');
  const words = RECURRING_WORDS[autoplay.kind];
  if (status === 'timed_pause') {
    const until = input.pausedUntil ? seconds(input.pausedUntil) : Number.NaN;
    if (!(until > catalogue.nowSeconds))
      throw Refused.field('pausedUntil', 'paused_until_required', AUTOPLAY_MESSAGES.pauseUntil);
    // A day's grace: the app picks the end as a date, the customer's day may end after the limit.
    if (until > catalogue.nowSeconds + (TIMED_PAUSE.maxWeeks * 7 + 1) * DAY)
      throw Refused.field(
        'pausedUntil',
        'paused_too_long',
        AUTOPLAY_MESSAGES.pauseTooLong(TIMED_PAUSE.maxWeeks),
      );
    await change(deps, autoplay, { status: 'timed_pause', paused_until: until });
    return words.pausedUntil(sydneyLongDate(until));
  }
  if (status === 'paused') {
    await change(deps, autoplay, { status: 'paused', paused_until: null });
    return words.paused;
  }
  if (status === 'cancelled') {
    await change(deps, autoplay, { status: 'cancelled', paused_until: null });
    return words.stopped;
  }
  const offer = catalogue.offers.find((entry) => entry.key === autoplay.offer_key);
  if (
    !offer ||
    offer.suspended === 1 ||
    offer.availability !== 'available' ||
    offer.recurring_availability === 'never'
  )
    throw Refused.of(409, 'cannot_unpause', AUTOPLAY_NOTICES.cannotUnpause.message);
  await change(deps, autoplay, { status: 'active', paused_until: null });
  return words.resumed;
}

/**
 * Spec 2 §7 PATCH /subscriptions/{id}: another game offer, cause or number of tickets, checked as
 * the shop checks a ticket (a count the offer sells, a cause it supports) against its next draw.
 */
export async function changeSubscription(
  deps: Pick<RecurringDeps, 'data'>,
  catalogue: CatalogueNow,
  subscription: StoredAutoplay,
  input: SubscriptionChange,
): Promise<void> {
  const offer = catalogue.offers.find((entry) => entry.key === subscription.offer_key);
  const next = offer
    ? offerDraws(catalogue, offer).find((draw) => draw.purchaseStatus === 'open')
    : undefined;
  if (!offer || !next) throw Refused.of(409, 'off_sale', AUTOPLAY_MESSAGES.offSale);
  const changed: AutoplayRow = {
    ...subscription,
    game_offer_key: input.gameOffer ?? subscription.game_offer_key,
    cause_key: input.causeKey ?? subscription.cause_key,
    num_games: input.numGames ?? subscription.num_games,
  };
  const checked = checkItem(itemFor(changed, offer, next.drawNo, null), { offer, draws: [next] });
  if ('errors' in checked)
    throw Refused.fields(
      Object.fromEntries(
        Object.entries(checked.errors).flatMap(([target, [problem]]) =>
          problem ? [[target, { code: problem.code, message: problem.message }]] : [],
        ),
      ),
    );
  await change(deps, subscription, {
    game_offer_key: changed.game_offer_key,
    cause_key: checked.item.causeKey,
    num_games: changed.num_games,
  });
}

/** The smallest jackpot a draw needs for autoplay to buy it; 0 buys every draw. */
export async function setMinimumJackpot(
  deps: Pick<RecurringDeps, 'data'>,
  autoplay: StoredAutoplay,
  dollars: number,
): Promise<void> {
  await change(deps, autoplay, { minimum_jackpot_cents: dollars === 0 ? null : dollars * 100 });
}

/**
 * Quick pick each draw, or the same numbers each draw: turned off, it keeps the numbers of its
 * latest ticket (or of the order that turned it on).
 */
export async function setQuickpick(
  deps: Pick<RecurringDeps, 'data'>,
  autoplay: StoredAutoplay,
  quickpick: boolean,
): Promise<void> {
  if (autoplay.product_type === 'raffle_ticket') return;
  await change(deps, autoplay, {
    quickpick: quickpick ? 1 : 0,
    games: quickpick
      ? '[]'
      : autoplay.quickpick === 1
        ? await deps.data.autoplay.latestGames(autoplay)
        : autoplay.games,
  });
}
