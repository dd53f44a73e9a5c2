/**
 * The catalogue as it stands at a moment: the offers, lotteries and draws still on sale, with the
 * draws ahead topped up first. Handlers, the checkout and the draw engine read it alike.
 */
import type { CatalogueData, Draw, Lottery, StoredOffer } from '../db/catalogue';
import { scheduleDrawsAhead, type DrawCadence } from './draws';
import { drawsOnSale } from './offers';

const HOUR = 60 * 60;
const scheduledAt = new WeakMap<CatalogueData, number>();

/** Tops up the draws ahead at most hourly (on the app's clock, which tests move). */
async function keepDrawsAhead(catalogue: CatalogueData, nowSeconds: number, cadence?: DrawCadence) {
  const last = scheduledAt.get(catalogue);
  if (last !== undefined && nowSeconds >= last && nowSeconds - last < HOUR) return;
  scheduledAt.set(catalogue, nowSeconds);
  await scheduleDrawsAhead(catalogue, nowSeconds, cadence);
}

export interface CatalogueNow {
  nowSeconds: number;
  offers: StoredOffer[];
  lotteries: Lottery[];
  /** Every draw whose sales have not stopped. */
  draws: Draw[];
}

/** The whole catalogue as it stands at `nowSeconds`. */
export async function catalogueAt(
  catalogue: CatalogueData,
  nowSeconds: number,
  cadence?: DrawCadence,
): Promise<CatalogueNow> {
  await keepDrawsAhead(catalogue, nowSeconds, cadence);
  const [offers, lotteries] = await Promise.all([catalogue.offers(), catalogue.lotteries()]);
  const draws = await catalogue.drawsStoppingAfter(
    lotteries.map((lottery) => lottery.key),
    nowSeconds,
  );
  return { nowSeconds, offers, lotteries, draws };
}

/** An offer's draws on sale now (as the PWA sees them). */
export function offerDraws(now: CatalogueNow, offer: StoredOffer) {
  const lottery = now.lotteries.find((entry) => entry.key === offer.lottery_key);
  return lottery ? drawsOnSale(now.draws, lottery, now.nowSeconds) : [];
}
