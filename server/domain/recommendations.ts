/**
 * Which draw each placement recommends (the recommendations service, spec 3 §3, §7): chosen from
 * what is on sale now, ranked by what the customer bought, then what customers like them bought,
 * then what sells; a cart's lotteries are left out where the placement sells something new.
 * Lotteries only, as a quick pick of their standard entry in their next draw on sale, so a
 * recommendation is added in one tap from where it shows.
 */
import { isOnSale } from '@contract/ticket-rules';
import type { PlacementKey, RecommendationReason } from '@contract/placements';
import type { Placement, Recommendation } from '@contract/schemas/placements';
import type { ProductOffer } from '@contract/schemas/shop';

export interface Signals {
  own: Map<string, number>;
  similar: Map<string, number>;
  popular: Map<string, number>;
}

export interface CartDraw {
  lotteryKey: string;
  drawNo: number;
}

interface Candidate {
  offer: ProductOffer;
  /** Every draw of the offer a quick pick can be bought for, soonest first. */
  draws: ProductOffer['draws'];
  score: number;
  reason: RecommendationReason;
}

/** The customer's own buying outweighs any crowd; customers like them outweigh everyone. */
const score = (key: string, signals: Signals) =>
  (signals.own.get(key) ?? 0) * 10_000 +
  (signals.similar.get(key) ?? 0) * 100 +
  (signals.popular.get(key) ?? 0);

/** With nothing bought to go by, the jackpot decides (it breaks every tie). */
const reasonFor = (key: string, signals: Signals): RecommendationReason =>
  signals.own.has(key)
    ? 'bought_before'
    : signals.similar.has(key)
      ? 'similar_customers'
      : signals.popular.has(key)
        ? 'popular'
        : 'jackpot';

const jackpotCents = (candidate: Candidate) => Math.round((candidate.draws[0]?.prizePool?.amount ?? 0) * 100);

/** Lottery offers on sale with a standard entry, best first (the jackpot breaks a tie). */
export function rankCandidates(offers: ProductOffer[], signals: Signals): Candidate[] {
  return offers
    .filter(
      (offer) =>
        offer.type === 'lottery_ticket' &&
        offer.availability === 'available' &&
        !offer.suspended &&
        offer.gameTypes.some((type) => type.key === 'standard'),
    )
    .map((offer) => ({
      offer,
      draws: offer.draws.filter(isOnSale),
      score: score(offer.key, signals),
      reason: reasonFor(offer.key, signals),
    }))
    .filter((candidate) => candidate.draws.length > 0)
    .sort((a, b) => b.score - a.score || jackpotCents(b) - jackpotCents(a));
}

function recommend(
  candidate: Candidate,
  draw: ProductOffer['draws'][number],
  reason: RecommendationReason,
): Recommendation | undefined {
  const gameOffer = candidate.offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0];
  const price = gameOffer?.prices.find((entry) => entry.games === gameOffer.defaultGames);
  if (!gameOffer || !price) return undefined;
  return {
    productOfferKey: candidate.offer.key,
    offerName: candidate.offer.name,
    offerUrl: candidate.offer.url,
    lotteryKey: candidate.offer.lotteryKey,
    gameType: 'standard',
    gameOffer: gameOffer.key,
    gameOfferName: gameOffer.name,
    numGames: gameOffer.defaultGames,
    price: { amount: price.price, currency: gameOffer.priceCurrency },
    drawNo: draw.drawNo,
    drawDate: draw.drawDate,
    stop: draw.stop,
    prizePool: draw.prizePool,
    prizePoolSuffix: draw.prizePoolSuffix,
    isPrizePoolUnknown: draw.isPrizePoolUnknown,
    reason,
  };
}

const first = (candidate: Candidate | undefined, reason?: RecommendationReason) =>
  candidate?.draws[0] ? recommend(candidate, candidate.draws[0], reason ?? candidate.reason) : undefined;

const biggestJackpot = (candidates: Candidate[]) =>
  [...candidates].sort((a, b) => jackpotCents(b) - jackpotCents(a))[0];

/** What each key recommends; a key with nothing to recommend is left out. */
export function choosePlacements(
  keys: readonly PlacementKey[],
  ranked: Candidate[],
  cart: readonly CartDraw[],
): Placement[] {
  const inCart = new Set(cart.map((entry) => entry.lotteryKey));
  const fresh = ranked.filter((candidate) => !inCart.has(candidate.offer.lotteryKey));
  const promoted = biggestJackpot(fresh);
  const last = cart.at(-1);
  const choose: Record<PlacementKey, () => Recommendation | undefined> = {
    feature_placement: () => first(biggestJackpot(ranked), 'jackpot'),
    fast_play: () => first(ranked[0]),
    // The draw whose sales close soonest, of the lotteries worth playing.
    instant_play: () =>
      first(
        [...ranked].sort((a, b) => Date.parse(a.draws[0]!.stop) - Date.parse(b.draws[0]!.stop))[0],
        'closing',
      ),
    cart_inline_item: () => first(fresh[0]),
    // The ticket just added, in the draw after it: the recommended draw of the pre-cart drawer.
    pre_cart_item: () => {
      const same = last && ranked.find((candidate) => candidate.offer.lotteryKey === last.lotteryKey);
      const held = new Set(
        cart.filter((entry) => entry.lotteryKey === last?.lotteryKey).map((e) => e.drawNo),
      );
      const next = same?.draws.find((draw) => draw.drawNo > (last?.drawNo ?? 0) && !held.has(draw.drawNo));
      return same && next ? recommend(same, next, 'next_draw') : undefined;
    },
    pre_cart_promoted: () => first(promoted, 'jackpot'),
    pre_cart_standard: () => first(fresh.find((candidate) => candidate !== promoted)),
  };
  return keys.flatMap((key) => {
    const item = choose[key]();
    return item ? [{ key, config: { productType: 'lottery_ticket' as const }, items: [item] }] : [];
  });
}
