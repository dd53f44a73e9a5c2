/**
 * The catalogue's store: lotteries and their schedules, draws, product offers with their game
 * offers, syndicates, causes, branding and tips. JSON columns are parsed here, so callers see
 * plain values; which offers a visitor may see, and how draws are shown, are the shop's rules.
 */
import type { Insertable } from 'kysely';
import type { NumberSet } from '@contract/schemas/shop';
import type { Queryable } from './database';
import type {
  BrandingsTable,
  CausesTable,
  DrawRow,
  DrawsTable,
  GameOfferRow,
  GameOffersTable,
  LotteriesTable,
  ProductOfferRow,
  ProductOffersTable,
  SyndicatesTable,
  TipsTable,
} from './schema';

export interface PrizeRule {
  /** Division one for the next draw, in cents; `fixed` prizes (Set for Life) never change. */
  baseCents: number;
  stepCents: number;
  fixed: boolean;
  suffix: string | null;
  /** A scheduled raffle: each draw is a cash prize of `baseCents` over this many tickets. */
  raffleTickets?: number;
  /** A scheduled raffle's prize picture: every draw's `featureImage`. */
  featureImage?: string;
}

export interface Lottery {
  key: string;
  name: string;
  gameName: string;
  drawType: LotteriesTable['draw_type'];
  schedule: DrawSchedule | null;
  drawnSets: Omit<NumberSet, 'ordered' | 'placeholder'>[];
  prizeRule: PrizeRule | null;
}

export interface RaffleData {
  name: string;
  valueCents: number;
  featureImage: string | null;
  ticketsTotal: number;
}

export interface Draw extends Omit<DrawRow, 'raffle' | 'winning_numbers'> {
  raffle: RaffleData | null;
  winningNumbers: Record<string, number[]> | null;
}

export interface PriceRow {
  games: number;
  priceCents: number;
}

export interface StoredGameOffer extends Omit<GameOfferRow, 'number_sets' | 'prices'> {
  numberSets: NumberSet[];
  prices: PriceRow[];
}

export interface StoredSyndicate {
  key: string;
  offerKey: string;
  gameOfferKey: string;
  name: string;
  numGames: number;
  sharesTotal: number;
  sharesSold: number;
  sharePriceCents: number;
  /** A lotto party session's shares (spec 3 §3): the one draw it plays, and never listed for sale. */
  partyDrawId: number | null;
}

export interface StoredOffer extends Omit<
  ProductOfferRow,
  'days' | 'causes' | 'pricing_ids' | 'hidden_segments'
> {
  days: string[];
  causes: string[];
  pricingIds: string[];
  hiddenSegments: string[];
  gameOffers: StoredGameOffer[];
  syndicates: StoredSyndicate[];
  /** Its branding (how it looks, and its other names by region); undefined where it has none. */
  branding: StoredBranding | undefined;
}

export interface StoredBranding {
  id: string;
  offerKey: string;
  subvariant: string;
  url: string;
  colour: string;
  aliases: string[];
  regionOverrides: { brandingRegions: string[]; subvariant: string; url: string }[];
}

/** When a lottery draws, as its row keeps it (in Sydney's wall-clock time: domain/schedule.ts). */
export interface DrawSchedule {
  /** Weekdays as JavaScript numbers them: 0 Sunday to 6 Saturday. */
  days: number[];
  /** A monthly draw: only the weekday's nth in its month (1 the first). */
  weekOfMonth?: number;
  /** Local time of the draw, "HH:MM". */
  time: string;
  stopMinutes: number;
}

const json = <T>(text: string): T => JSON.parse(text) as T;

function toDraw(row: DrawRow): Draw {
  const { raffle, winning_numbers, ...rest } = row;
  return {
    ...rest,
    raffle: raffle ? json<RaffleData>(raffle) : null,
    winningNumbers: winning_numbers ? json<Record<string, number[]>>(winning_numbers) : null,
  };
}

function toGameOffer(row: GameOfferRow): StoredGameOffer {
  const { number_sets, prices, ...rest } = row;
  return { ...rest, numberSets: json<NumberSet[]>(number_sets), prices: json<PriceRow[]>(prices) };
}

/**
 * Kept objects are shared by every request that reads them until the catalogue changes: frozen,
 * so that code changing one in place fails at once instead of changing what others see.
 */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) frozen(field);
  }
  return value;
}

/** What an instance keeps while the catalogue's version stands (migration 0042). */
interface Kept {
  version: number;
  lotteries?: Promise<Lottery[]>;
  offers?: Promise<StoredOffer[]>;
  /** Every lottery's draws whose sales stop after `after`, soonest first. */
  draws?: { after: number; rows: Promise<Draw[]> };
}

/** Keeps `read`'s answer in `kept` (a failed read is not kept, so the next one tries again). */
function keep<T>(kept: Kept, field: 'lotteries' | 'offers', read: () => Promise<T>): Promise<T> {
  const existing = kept[field] as Promise<T> | undefined;
  if (existing) return existing;
  const reading = read().then(frozen);
  (kept as Record<typeof field, Promise<unknown> | undefined>)[field] = reading;
  reading.catch(() => (kept[field] = undefined));
  return reading;
}

export function catalogueData(db: Queryable) {
  let kept: Kept = { version: Number.NaN };
  /**
   * The catalogue kept by this instance, as long as its version stands: one read of one row
   * instead of six tables read and parsed on every request. A transaction sees its own changes,
   * which may yet be rolled back, so it keeps nothing.
   */
  async function current(): Promise<Kept> {
    if (db.isTransaction) return { version: Number.NaN };
    const { n } = await db.selectFrom('catalogue_version').select('n').executeTakeFirstOrThrow();
    if (kept.version !== n) kept = { version: n };
    return kept;
  }

  const brandings = async (): Promise<StoredBranding[]> =>
    (await db.selectFrom('brandings').selectAll().orderBy('id').execute()).map((row) => ({
      id: row.id,
      offerKey: row.offer_key,
      subvariant: row.subvariant,
      url: row.url,
      colour: row.colour,
      aliases: json<string[]>(row.aliases),
      regionOverrides: json<StoredBranding['regionOverrides']>(row.region_overrides),
    }));
  const syndicates = async (): Promise<StoredSyndicate[]> =>
    (
      await db
        .selectFrom('syndicates')
        .leftJoin('party_sessions', 'party_sessions.syndicate_key', 'syndicates.key')
        .selectAll('syndicates')
        .select('party_sessions.draw_id as party_draw_id')
        .orderBy('key')
        .execute()
    ).map((row) => ({
      key: row.key,
      offerKey: row.offer_key,
      gameOfferKey: row.game_offer_key,
      name: row.name,
      numGames: row.num_games,
      sharesTotal: row.shares_total,
      sharesSold: row.shares_sold,
      sharePriceCents: row.share_price_cents,
      partyDrawId: row.party_draw_id,
    }));

  return {
    async hasCatalogue(): Promise<boolean> {
      const row = await db.selectFrom('lotteries').select('key').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    lotteries: async (): Promise<Lottery[]> =>
      keep(await current(), 'lotteries', async () =>
        (await db.selectFrom('lotteries').selectAll().orderBy('key').execute()).map((row) => ({
          key: row.key,
          name: row.name,
          gameName: row.game_name,
          drawType: row.draw_type,
          schedule: row.schedule ? json<DrawSchedule>(row.schedule) : null,
          drawnSets: json<Lottery['drawnSets']>(row.drawn_sets),
          prizeRule: row.prize_rule ? json<PrizeRule>(row.prize_rule) : null,
        })),
      ),

    offers: async (): Promise<StoredOffer[]> =>
      keep(await current(), 'offers', async () => {
        const [offers, gameOffers, allSyndicates, allBrandings] = await Promise.all([
          db.selectFrom('product_offers').selectAll().orderBy('sort').execute(),
          db.selectFrom('game_offers').selectAll().orderBy('offer_key').orderBy('sort').execute(),
          syndicates(),
          brandings(),
        ]);
        return offers.map(({ days, causes, pricing_ids, hidden_segments, ...offer }) => ({
          ...offer,
          days: json<string[]>(days),
          causes: json<string[]>(causes),
          pricingIds: json<string[]>(pricing_ids),
          hiddenSegments: json<string[]>(hidden_segments),
          gameOffers: gameOffers.filter((row) => row.offer_key === offer.key).map(toGameOffer),
          syndicates: allSyndicates.filter((row) => row.offerKey === offer.key),
          branding: allBrandings.find((row) => row.offerKey === offer.key),
        }));
      }),

    /** Draws of these lotteries whose sales stop after `afterSeconds`, soonest first. */
    async drawsStoppingAfter(lotteryKeys: string[], afterSeconds: number): Promise<Draw[]> {
      if (lotteryKeys.length === 0) return [];
      const now = await current();
      // Those stopping after an earlier moment hold those stopping after this one (a test's
      // clock may also go back: then they are read again).
      if (!now.draws || now.draws.after > afterSeconds) {
        const rows = db
          .selectFrom('draws')
          .selectAll()
          .where('stop_at', '>', afterSeconds)
          .orderBy('stop_at')
          .orderBy('id')
          .execute()
          .then((found) => frozen(found.map(toDraw)));
        const draws = { after: afterSeconds, rows };
        now.draws = draws;
        rows.catch(() => {
          if (now.draws === draws) now.draws = undefined;
        });
      }
      const keys = new Set(lotteryKeys);
      return (await now.draws.rows).filter(
        (draw) => draw.stop_at > afterSeconds && keys.has(draw.lottery_key),
      );
    },

    async draw(lotteryKey: string, drawNo: number): Promise<Draw | undefined> {
      const row = await db
        .selectFrom('draws')
        .selectAll()
        .where('lottery_key', '=', lotteryKey)
        .where('draw_no', '=', drawNo)
        .executeTakeFirst();
      return row && toDraw(row);
    },

    /** The lottery's last scheduled draw, from which the next are generated. */
    latestDraw: (lotteryKey: string) =>
      db
        .selectFrom('draws')
        .select(['draw_no', 'draw_at'])
        .where('lottery_key', '=', lotteryKey)
        .orderBy('draw_no', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Winning numbers of drawn draws, for number statistics. */
    async drawnNumbers(lotteryKey: string): Promise<{ drawAt: number; numbers: Record<string, number[]> }[]> {
      const rows = await db
        .selectFrom('draws')
        .select(['draw_at', 'winning_numbers'])
        .where('lottery_key', '=', lotteryKey)
        .where('winning_numbers', 'is not', null)
        .orderBy('draw_at')
        .execute();
      return rows.map((row) => ({
        drawAt: row.draw_at,
        numbers: json<Record<string, number[]>>(row.winning_numbers ?? '{}'),
      }));
    },

    async causes() {
      return db.selectFrom('causes').selectAll().orderBy('sort').orderBy('key').execute();
    },

    brandings,

    tips: () => db.selectFrom('tips').select(['id', 'title', 'text']).orderBy('sort').execute(),

    syndicates,

    async insertLottery(lottery: Insertable<LotteriesTable>) {
      await db
        .insertInto('lotteries')
        .values(lottery)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    /** Adds draws; one that already exists (same lottery and number) is left as it is. */
    async insertDraws(draws: Insertable<DrawsTable>[]) {
      for (let i = 0; i < draws.length; i += 200)
        await db
          .insertInto('draws')
          .values(draws.slice(i, i + 200))
          .onConflict((oc) => oc.columns(['lottery_key', 'draw_no']).doNothing())
          .execute();
    },
    async insertOffer(offer: Insertable<ProductOffersTable>, gameOffers: Insertable<GameOffersTable>[]) {
      await db.insertInto('product_offers').values(offer).execute();
      if (gameOffers.length > 0) await db.insertInto('game_offers').values(gameOffers).execute();
    },
    insertCause: (cause: Insertable<CausesTable>) => db.insertInto('causes').values(cause).execute(),
    insertSyndicate: (syndicate: Insertable<SyndicatesTable>) =>
      db.insertInto('syndicates').values(syndicate).execute(),
    insertBranding: (branding: Insertable<BrandingsTable>) =>
      db.insertInto('brandings').values(branding).execute(),
    insertTip: (tip: Insertable<TipsTable>) => db.insertInto('tips').values(tip).execute(),
  };
}

export type CatalogueData = ReturnType<typeof catalogueData>;
