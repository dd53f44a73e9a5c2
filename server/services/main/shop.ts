/**
 * The catalogue calls (spec 2 §7): product offers by pricing id and segment (v3.9), branding,
 * draw details (v3.6) and preview (v3.3), tips, number statistics and causes. All public; their
 * Cache-Control comes from contract/cache-policy.
 */
import { Hono, type Context } from 'hono';
import {
  catalogueRoutes as routes,
  type Cause,
  type ProductBranding,
  type ProductOffers,
  type Statistics,
} from '@contract/schemas/shop';
import { unixSeconds } from '../../clock';
import type { CatalogueData, Lottery } from '../../db/catalogue';
import type { AppEnv } from '../../http/app-env';

import { KeptAnswers } from '../../http/kept-answer';
import { handle } from '../../http/route';
import { offerDraws } from '../../domain/catalogue';
import { catalogueNow } from '../../http/request-deps';
import { presentDrawDetails, presentOffers, visibleTo } from '../../domain/offers';
import { Refused } from '../../refusal';

/**
 * Offer lists are kept a minute at most (clients keep them 18): syndicate shares left may lag by
 * that much, which the add and purchase checks never do.
 */
const OFFERS_KEPT_SECONDS = 60;
const keptOffers = new WeakMap<CatalogueData, KeptAnswers<ProductOffers>>();

/** Drops the kept offer lists: a purchase changed the shares or raffle tickets left. */
export function forgetKeptOffers(catalogue: CatalogueData) {
  keptOffers.delete(catalogue);
}

async function drawFor(c: Context<AppEnv>, lotteryKey: string, drawNo: number, preview: boolean) {
  const now = await catalogueNow(c);
  const offer = now.offers.find((entry) => entry.lottery_key === lotteryKey);
  const lottery = now.lotteries.find((entry) => entry.key === lotteryKey);
  const draw = await c.var.data.catalogue.draw(lotteryKey, drawNo);
  // Details show what is or was on sale; a preview may also show a raffle draw not yet on sale.
  const onSale = offer ? offerDraws(now, offer) : [];
  const index = onSale.findIndex((entry) => entry.drawNo === drawNo);
  const notYetOnSale = draw !== undefined && draw.stop_at > now.nowSeconds && index === -1;
  if (!offer || !lottery || !draw || (notYetOnSale && !preview))
    throw Refused.of(404, 'draw_not_found', 'There is no such draw.');
  return presentDrawDetails(draw, lottery, offer, {
    nowSeconds: now.nowSeconds,
    afterOpenDraw: index > 0 || notYetOnSale,
  });
}

function frequencies(sets: Lottery['drawnSets'], draws: { numbers: Record<string, number[]> }[]) {
  return sets.map((set) => {
    const counts = new Map<number, number>();
    for (let number = set.min; number <= set.max; number++) counts.set(number, 0);
    for (const draw of draws)
      for (const number of draw.numbers[set.key] ?? []) counts.set(number, (counts.get(number) ?? 0) + 1);
    return {
      key: set.key,
      name: set.name,
      frequencies: [...counts].map(([number, count]) => ({ number, count })),
    };
  });
}

export function shopRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, routes.offers, async (c, { params: { pricingId }, query: { segmentName } }) => {
    const answers = keptOffers.get(c.var.data.catalogue) ?? new KeptAnswers<ProductOffers>();
    keptOffers.set(c.var.data.catalogue, answers);
    return answers.send(c, `${pricingId}|${segmentName ?? ''}`, unixSeconds(c.var.now), async () => {
      const now = await catalogueNow(c);
      const offers = now.offers.filter((offer) => visibleTo(offer, { pricingId, segmentName }));
      // Sales stopping change what is on sale; nothing else moves faster than a minute matters.
      const nextStop = now.draws.find((draw) => draw.stop_at > now.nowSeconds)?.stop_at ?? Infinity;
      return {
        result: presentOffers(offers, now.lotteries, now.draws, now.nowSeconds),
        until: Math.min(now.nowSeconds + OFFERS_KEPT_SECONDS, nextStop),
        // Caches keep it no longer than what is on sale stays so (issue 62, point 6).
        changesAt: nextStop,
      };
    });
  });

  handle(api, routes.branding, async (c) => {
    const brandings = await c.var.data.catalogue.brandings();
    const result: ProductBranding[] = brandings.map(({ colour, ...branding }) => ({
      ...branding,
      brandColourBackgroundText: colour,
    }));
    return result;
  });

  handle(api, routes.draw, (c, { params }) => drawFor(c, params.lotteryKey, params.drawNo, false));
  handle(api, routes.drawPreview, (c, { params }) => drawFor(c, params.lotteryKey, params.drawNo, true));

  handle(api, routes.tips, (c) => c.var.data.catalogue.tips());

  handle(api, routes.statistics, async (c, { params: { key: offerKey } }) => {
    const catalogue = c.var.data.catalogue;
    const [offers, lotteries] = await Promise.all([catalogue.offers(), catalogue.lotteries()]);
    const offer = offers.find((entry) => entry.key === offerKey);
    const lottery = lotteries.find((entry) => entry.key === offer?.lottery_key);
    if (!offer || !lottery || lottery.drawnSets.length === 0)
      throw Refused.of(404, 'not_found', 'There are no statistics for this offer.');
    const draws = await catalogue.drawnNumbers(lottery.key);
    const at = (draw: { drawAt: number } | undefined) =>
      draw ? new Date(draw.drawAt * 1000).toISOString() : null;
    const result: Statistics = {
      offerKey,
      drawsCounted: draws.length,
      from: at(draws[0]),
      to: at(draws.at(-1)),
      sets: frequencies(lottery.drawnSets, draws),
    };
    return result;
  });

  async function causes(c: Context<AppEnv>): Promise<Cause[]> {
    const catalogue = c.var.data.catalogue;
    const [rows, offers] = await Promise.all([catalogue.causes(), catalogue.offers()]);
    return rows.map((row) => ({
      key: row.key,
      urlSlug: row.url_slug,
      name: row.name,
      charity: row.charity,
      summary: row.summary,
      description: row.description,
      image: row.image_url ? { url: row.image_url, alt: row.image_alt ?? '' } : null,
      offerKeys: offers.filter((offer) => offer.causes.includes(row.key)).map((offer) => offer.key),
    }));
  }
  handle(api, routes.causes, (c) => causes(c));
  handle(api, routes.cause, async (c, { params: { key: wanted } }) => {
    const cause = (await causes(c)).find((entry) => entry.key === wanted || entry.urlSlug === wanted);
    if (!cause) throw Refused.of(404, 'not_found', 'There is no such cause.');
    return cause;
  });

  return api;
}
