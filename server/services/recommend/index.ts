/**
 * The recommendations service (spec 3 §7, base /recommend, 1.0).
 * - GET /placement: for each key asked, the draw it recommends now (./domain/recommendations),
 *   for the customer the bearer token names (customer_key must be theirs) with their cart's
 *   draws (`cart=lotteryKey:drawNo,...`) left out; `feature_placement` alone is everyone's and
 *   public. 204 when nothing is recommended.
 * - POST /placement/cart/prime: the customer's buying is read again now (after a purchase, or as
 *   a cart fills) instead of when the kept copy expires.
 * What a customer bought is kept five minutes (spec 3 §9), as the app keeps the placements.
 */
import { Hono, type Context } from 'hono';
import { CART_DRAW, SITE_BRANDING_KEY } from '@contract/placements';
import { placementRoutes as routes } from '@contract/schemas/placements';
import { unixSeconds } from '../../clock';
import type { RecommendationsData } from '../../db/recommendations';
import { choosePlacements, rankCandidates, type Signals } from '../../domain/recommendations';
import { presentOffers, visibleTo } from '../../domain/offers';
import type { AppEnv } from '../../http/app-env';

import { handle, reply } from '../../http/route';
import { catalogueNow } from '../../http/request-deps';
import { Refused } from '../../refusal';

const KEPT_SECONDS = 5 * 60;
const POPULAR_DAYS = 90;
const EVERYONE = 'everyone';

interface KeptSignals {
  from: number;
  signals: Signals;
}
const keptSignals = new WeakMap<RecommendationsData, Map<string, KeptSignals>>();

async function readSignals(
  data: RecommendationsData,
  customerId: number | undefined,
  nowSeconds: number,
): Promise<Signals> {
  const popular = await data.popularCounts(nowSeconds - POPULAR_DAYS * 24 * 60 * 60);
  if (customerId === undefined) return { own: new Map(), similar: new Map(), popular };
  const [own, similar] = await Promise.all([data.ownCounts(customerId), data.similarCounts(customerId)]);
  return { own, similar, popular };
}

/** The customer's (or everyone's) signals, kept five minutes unless `fresh`. */
async function signalsFor(c: Context<AppEnv>, customerId: number | undefined, fresh = false) {
  const data = c.var.data.recommendations;
  const kept = keptSignals.get(data) ?? new Map<string, KeptSignals>();
  keptSignals.set(data, kept);
  const key = customerId === undefined ? EVERYONE : String(customerId);
  const nowSeconds = unixSeconds(c.var.now);
  const entry = kept.get(key);
  if (!fresh && entry && nowSeconds >= entry.from && nowSeconds - entry.from < KEPT_SECONDS)
    return entry.signals;
  const signals = await readSignals(data, customerId, nowSeconds);
  kept.set(key, { from: nowSeconds, signals });
  return signals;
}

export function recommendService(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  const nothing = () => reply(null, {}, 204);
  handle(api, routes.placements, async (c, { query }) => {
    const customerId = c.var.grant?.customerId;
    // A customer's buying is theirs alone: naming anyone else's is refused.
    if (query.customerKey !== undefined && query.customerKey !== String(customerId))
      throw Refused.of(403, 'forbidden', 'Recommendations are for the signed-in customer only.');
    if (query.brandingKey !== SITE_BRANDING_KEY) return nothing();
    const featureOnly = query.keys.every((key) => key === 'feature_placement');
    const personal = !featureOnly && customerId !== undefined;
    const now = await catalogueNow(c);
    const offers = presentOffers(
      now.offers.filter((offer) => visibleTo(offer, { pricingId: query.pricingId, segmentName: undefined })),
      now.lotteries,
      now.draws,
      now.nowSeconds,
    ).offers;
    const cart = query.cart.map((entry) => {
      const [, lotteryKey = '', drawNo = '0'] = CART_DRAW.exec(entry) ?? [];
      return { lotteryKey, drawNo: Number(drawNo) };
    });
    const placements = choosePlacements(
      query.keys,
      rankCandidates(offers, await signalsFor(c, personal ? customerId : undefined)),
      featureOnly ? [] : cart,
    );
    // Personal: kept by no cache (a shared device's, a proxy's), as every personal answer.
    if (personal) c.header('Cache-Control', 'no-store');
    return placements.length === 0 ? nothing() : placements;
  });

  handle(api, routes.prime, async (c) => {
    await signalsFor(c, c.var.grant?.customerId, true);
    return { primed: true };
  });

  return api;
}
