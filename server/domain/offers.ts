/**
 * How the catalogue is shown (spec 2 §3): which offers a pricing id and segment see, each offer's
 * game types and draws, a draw's status and purchase status at this moment, and the pools.
 *
 * Rules decided here (the spec leaves them open):
 * - Only the next draw of a jackpot game has an announced pool; later ones are "unknown" until it
 *   is drawn. Fixed prizes (Mon & Wed Lotto, Set for Life) are always known.
 * - A raffle draw after the one on sale is on pre-order once its pre-order date has come, and
 *   hidden before that; a raffle draw is sold out when every ticket is sold.
 */
import type {
  DrawDetails,
  GameType,
  ProductOffer,
  ProductOffers,
  Syndicate,
  UpcomingDraw,
} from '@contract/schemas/shop';
import type { Draw, Lottery, StoredGameOffer, StoredOffer } from '../db/catalogue';
import { money } from '../money';

const DRAWS_SHOWN = 12;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export interface DrawContext {
  nowSeconds: number;
  /** Whether an earlier draw of the same lottery is still on sale. */
  afterOpenDraw: boolean;
}

function purchaseStatus(draw: Draw, context: DrawContext): UpcomingDraw['purchaseStatus'] {
  if (draw.stop_at <= context.nowSeconds) return 'past_draw';
  if (draw.raffle && draw.tickets_sold >= draw.raffle.ticketsTotal) return 'sold_out';
  if (draw.raffle && context.afterOpenDraw) return 'pre_order';
  return 'open';
}

export function presentDraw(draw: Draw, lottery: Lottery, context: DrawContext): UpcomingDraw {
  const open = draw.stop_at > context.nowSeconds;
  const rule = lottery.prizeRule;
  const poolKnown = draw.prize_pool_cents !== null && (rule?.fixed === true || !context.afterOpenDraw);
  return {
    drawId: draw.id,
    drawNo: draw.draw_no,
    lotteryKey: draw.lottery_key,
    type: lottery.drawType,
    stop: iso(draw.stop_at),
    drawDate: iso(draw.draw_at),
    status: open
      ? 'DRAW_OPEN'
      : draw.status === 'DRAW_OPEN'
        ? 'DRAW_CLOSED'
        : (draw.status as UpcomingDraw['status']),
    purchaseStatus: purchaseStatus(draw, context),
    prizePool: poolKnown && draw.prize_pool_cents !== null ? money(draw.prize_pool_cents) : null,
    prizePoolSuffix: poolKnown ? draw.prize_pool_suffix : null,
    isPrizePoolUnknown: lottery.drawType !== 'raffle_ticket_draw' && !poolKnown,
    drawData: draw.raffle && {
      drawNumber: draw.draw_no,
      drawStop: iso(draw.stop_at),
      featureImage: draw.raffle.featureImage,
      name: draw.raffle.name,
      value: money(draw.raffle.valueCents),
      drawPreOrderStartDate: draw.pre_order_at === null ? null : iso(draw.pre_order_at),
      ticketsTotal: draw.raffle.ticketsTotal,
      ticketsRemaining: Math.max(0, draw.raffle.ticketsTotal - draw.tickets_sold),
    },
  };
}

/** A lottery's draws on sale now, soonest first: the first open one, then forward or pre-order draws. */
export function drawsOnSale(draws: Draw[], lottery: Lottery, nowSeconds: number): UpcomingDraw[] {
  const mine = draws.filter((draw) => draw.lottery_key === lottery.key && draw.stop_at > nowSeconds);
  const onSale = mine.filter(
    (draw, index) => index === 0 || draw.pre_order_at === null || draw.pre_order_at <= nowSeconds,
  );
  return onSale
    .slice(0, DRAWS_SHOWN)
    .map((draw, index) => presentDraw(draw, lottery, { nowSeconds, afterOpenDraw: index > 0 }));
}

function gameTypes(gameOffers: StoredGameOffer[]): GameType[] {
  const types: GameType[] = [];
  for (const gameOffer of gameOffers) {
    let type = types.find((entry) => entry.key === gameOffer.game_type);
    if (!type) {
      type = {
        key: gameOffer.game_type,
        name: gameOffer.game_type_name,
        description: gameOffer.game_type_description,
        gameOffers: [],
      };
      types.push(type);
    }
    type.gameOffers.push({
      key: gameOffer.key,
      name: gameOffer.name,
      minGames: gameOffer.min_games,
      maxGames: gameOffer.max_games,
      defaultGames: gameOffer.default_games,
      defaultEntryCount: gameOffer.default_entry_count,
      numberSets: gameOffer.numberSets,
      prices: gameOffer.prices.map((row) => ({ games: row.games, price: row.priceCents / 100 })),
      priceCurrency: gameOffer.price_currency,
    });
  }
  return types;
}

export function presentOffer(offer: StoredOffer, lottery: Lottery, draws: UpcomingDraw[]): ProductOffer {
  const nextDraw = draws[0]?.drawNo ?? 0;
  // A raffle's size and tickets left are its first draw's, the one on sale now (or sold out).
  const raffle = draws[0]?.drawData;
  // A lotto party session's shares are its group's to sell, through its own pages.
  const syndicates: Syndicate[] = offer.syndicates
    .filter((syndicate) => syndicate.partyDrawId === null)
    .map((syndicate) => ({
      key: syndicate.key,
      name: syndicate.name,
      gameOffer: syndicate.gameOfferKey,
      numGames: syndicate.numGames,
      sharesTotal: syndicate.sharesTotal,
      sharesRemaining: Math.max(0, syndicate.sharesTotal - syndicate.sharesSold),
      sharePrice: money(syndicate.sharePriceCents),
      drawNo: nextDraw,
    }));
  return {
    key: offer.key,
    type: offer.type,
    name: offer.name,
    url: offer.url,
    // Its names in the regions that know the game by another (Gold Lotto in Queensland).
    urlAliases: (offer.branding?.regionOverrides ?? []).map(({ subvariant, url }) => ({ subvariant, url })),
    description: offer.description,
    lotteryKey: offer.lottery_key,
    gameName: lottery.gameName,
    availability: offer.availability,
    suspended: offer.suspended === 1,
    displayCategory: offer.display_category,
    days: offer.days as ProductOffer['days'],
    causes: offer.causes,
    recurringPurchase: { type: offer.recurring_type, availability: offer.recurring_availability },
    recurringPurchaseInformation:
      offer.recurring_availability === 'never' || !offer.branding
        ? null
        : { recurringContent: { recurringPurchaseBrandId: offer.branding.id } },
    gameTypes: gameTypes(offer.gameOffers),
    draws,
    size: raffle?.ticketsTotal ?? null,
    tickets: raffle?.ticketsRemaining ?? null,
    syndicates,
    terms: offer.terms,
  };
}

export interface OfferAudience {
  pricingId: string;
  segmentName: string | undefined;
}

export const visibleTo = (offer: StoredOffer, audience: OfferAudience) =>
  offer.pricingIds.includes(audience.pricingId) &&
  (audience.segmentName === undefined || !offer.hiddenSegments.includes(audience.segmentName));

export function presentOffers(
  offers: StoredOffer[],
  lotteries: Lottery[],
  draws: Draw[],
  nowSeconds: number,
): ProductOffers {
  const presented = offers.flatMap((offer) => {
    const lottery = lotteries.find((entry) => entry.key === offer.lottery_key);
    return lottery ? [presentOffer(offer, lottery, drawsOnSale(draws, lottery, nowSeconds))] : [];
  });
  return {
    offers: presented,
    orderedKeys: presented.map((offer) => offer.key),
    rankings: Object.fromEntries(presented.map((offer, index) => [offer.key, index + 1])),
    restrictions: offers.flatMap((offer) =>
      offer.restriction ? [{ offerKey: offer.key, kind: offer.restriction }] : [],
    ),
  };
}

export function presentDrawDetails(
  draw: Draw,
  lottery: Lottery,
  offer: StoredOffer,
  context: DrawContext,
): DrawDetails {
  return {
    ...presentDraw(draw, lottery, context),
    offerKey: offer.key,
    offerName: offer.name,
    winningNumbers: draw.winningNumbers,
  };
}
