/**
 * The demo catalogue: the real Australian games with their matrices and draw days (Sydney time),
 * ticket types with plausible retail prices, syndicates, three charity raffles with their causes
 * (one draw open, one sold out, one past, others on pre-order), branding with the state names of
 * Saturday Lotto, and tips. Written once; draws are kept ahead of the clock by the shop.
 */
import type { Insertable } from 'kysely';
import { contentFileUrl } from '@contract/content-images';
import { SUBSCRIPTION_VARIANTS } from '@contract/pricing';
import type { NumberSet } from '@contract/schemas/shop';
import { scheduleDrawsAhead, seedLotteryDraws } from '../../domain/draws';
import type { CatalogueData, Lottery, PriceRow, RaffleData } from '../catalogue';
import type { GameOffersTable, LotteriesTable } from '../schema';
import { CURRENCY, millionsText, prizeText } from '../../money';
import { CAUSE_ART, PRIZE_ART, type Artwork } from './artwork';

/** A picture's address at the content service. */
const art = (picture: Artwork) => contentFileUrl(picture.id);

const DAY = 24 * 60 * 60;

const set = (key: string, name: string, count: number, min: number, max: number): NumberSet => ({
  key,
  name,
  count,
  min,
  max,
  ordered: false,
  placeholder: null,
});
const main = (count: number, max: number) => set('numbers', 'Numbers', count, 1, max);
const covered = (key: string, name: string, placeholder: 'PH' | 'PP'): NumberSet => ({
  ...set(key, name, 1, 1, 1),
  placeholder,
});

/** Every game count from min to max at a price per game (whole cents). */
const perGame = (min: number, max: number, cents: number): PriceRow[] =>
  Array.from({ length: max - min + 1 }, (_, index) => ({
    games: min + index,
    priceCents: (min + index) * cents,
  }));

/** How many standard games a system entry of `picked` numbers covers. */
const combinations = (picked: number, of: number): number => {
  let result = 1;
  for (let i = 0; i < of; i++) result = (result * (picked - i)) / (i + 1);
  return Math.round(result);
};

interface GameOfferSpec {
  key: string;
  name: string;
  min: number;
  max: number;
  defaultGames: number;
  sets: NumberSet[];
  prices: PriceRow[];
}

interface GameTypeSpec {
  key: string;
  name: string;
  description: string;
  offers: GameOfferSpec[];
}

interface OfferSpec {
  key: string;
  name: string;
  description: string;
  type: 'lottery_ticket' | 'raffle_ticket';
  days?: string[];
  causes?: string[];
  recurring?: 'always' | 'optional' | 'never';
  /** What buying it again is: autoplay (the default) or a subscription. */
  recurringType?: 'autoplay' | 'subscription';
  hiddenSegments?: string[];
  terms: string;
  gameTypes: GameTypeSpec[];
}

const standard = (
  key: string,
  sets: NumberSet[],
  min: number,
  max: number,
  defaultGames: number,
  cents: number,
) => ({
  key: 'standard',
  name: 'Standard',
  description: `Pick your own numbers or take a quick pick, ${min}${min === max ? '' : ` to ${max}`} games a ticket.`,
  offers: [
    {
      key: `${key}-standard`,
      name: 'Standard',
      min,
      max,
      defaultGames,
      sets,
      prices: perGame(min, max, cents),
    },
  ],
});

/** System entries: pick more numbers than a game needs and play every combination of them. */
const systems = (
  key: string,
  pick: number,
  sizes: number[],
  extra: NumberSet[],
  cents: number,
  max: number,
) => ({
  key: 'reduced_system',
  name: 'System',
  description: `Pick more than ${pick} numbers and play every combination of them in one entry.`,
  offers: sizes.map((size) => ({
    key: `${key}-system-${size}`,
    name: `System ${size}`,
    min: 1,
    max: 5,
    defaultGames: 1,
    sets: [main(size, max), ...extra],
    prices: perGame(1, 5, combinations(size, pick) * cents),
  })),
});

const syndicate = (key: string, sets: NumberSet[]) => ({
  key: 'syndicate',
  name: 'Syndicate',
  description: 'Buy shares in a big entry with other players and share the prizes it wins.',
  offers: [
    { key: `${key}-syndicate`, name: 'Syndicate share', min: 1, max: 1, defaultGames: 1, sets, prices: [] },
  ],
});

const rules = (name: string) =>
  `Tickets in ${name} are bought on your behalf from the official operator under its game rules. Sales close before each draw at the stop time shown. Prizes are paid into your Lucky Dip wallet. You must be 18 or over to play.`;

const raffleRules = (name: string) =>
  `${name} is a licensed charity raffle. Each ticket carries a unique number; the winning numbers are drawn at random by an independent scrutineer after sales close. A free postal entry is available on request. You must be 18 or over to enter.`;

const raffleTickets = (key: string, bundles: [number, number][], defaultGames: number): GameTypeSpec => ({
  key: 'standard',
  name: 'Tickets',
  description: 'Choose how many tickets you want; each gets its own number when you buy.',
  offers: [
    {
      key: `${key}-tickets`,
      name: 'Raffle tickets',
      min: bundles[0]?.[0] ?? 1,
      max: bundles.at(-1)?.[0] ?? 1,
      defaultGames,
      sets: [],
      prices: bundles.map(([games, dollars]) => ({ games, priceCents: dollars * 100 })),
    },
  ],
});

const POWERBALL = set('powerball', 'Powerball', 1, 1, 20);

const OFFERS: OfferSpec[] = [
  {
    key: 'powerball',
    name: 'Powerball',
    description: 'Thursday nights. Pick 7 numbers from 35 plus the Powerball from 20.',
    type: 'lottery_ticket',
    terms: rules('Powerball'),
    gameTypes: [
      standard('powerball', [main(7, 35), POWERBALL], 1, 50, 4, 135),
      systems('powerball', 7, [8, 9, 10], [POWERBALL], 135, 35),
      {
        key: 'powerhit',
        name: 'PowerHit',
        description: 'Pick 7 numbers and play them with all 20 Powerballs: the Powerball is guaranteed.',
        offers: [
          {
            key: 'powerball-powerhit',
            name: 'PowerHit',
            min: 1,
            max: 10,
            defaultGames: 1,
            sets: [main(7, 35), covered('powerball', 'Powerball', 'PH')],
            prices: perGame(1, 10, 20 * 135),
          },
        ],
      },
      {
        key: 'powerpik',
        name: 'Powerpik',
        description:
          'Pick 6 numbers and the Powerball; the seventh number is played with every other number.',
        offers: [
          {
            key: 'powerball-powerpik',
            name: 'Powerpik',
            min: 1,
            max: 10,
            defaultGames: 1,
            sets: [main(6, 35), covered('pick', 'Powerpik', 'PP'), POWERBALL],
            prices: perGame(1, 10, 29 * 135),
          },
        ],
      },
      syndicate('powerball', [main(7, 35), POWERBALL]),
    ],
  },
  {
    key: 'oz-lotto',
    name: 'Oz Lotto',
    description: 'Tuesday nights. Pick 7 numbers from 47 for division one.',
    type: 'lottery_ticket',
    terms: rules('Oz Lotto'),
    gameTypes: [
      standard('oz-lotto', [main(7, 47)], 1, 50, 6, 150),
      systems('oz-lotto', 7, [8, 9, 10], [], 150, 47),
      syndicate('oz-lotto', [main(7, 47)]),
    ],
  },
  {
    key: 'saturday-lotto',
    name: 'Saturday Lotto',
    description: 'Every Saturday. Pick 6 numbers from 45.',
    type: 'lottery_ticket',
    terms: rules('Saturday Lotto'),
    gameTypes: [
      standard('saturday-lotto', [main(6, 45)], 1, 50, 8, 80),
      systems('saturday-lotto', 6, [7, 8, 9, 10], [], 80, 45),
      {
        key: 'mega_combo',
        name: 'Super Combo',
        description:
          'A ready-made bundle of a system entry and standard games, all quick picks, at a set price.',
        offers: [
          {
            key: 'saturday-lotto-combo-25',
            name: 'Super Combo: System 7 and 12 games',
            min: 1,
            max: 5,
            defaultGames: 1,
            sets: [main(6, 45)],
            prices: perGame(1, 5, 2500),
          },
          {
            key: 'saturday-lotto-combo-50',
            name: 'Super Combo: System 8 and 30 games',
            min: 1,
            max: 5,
            defaultGames: 1,
            sets: [main(6, 45)],
            prices: perGame(1, 5, 5000),
          },
        ],
      },
      syndicate('saturday-lotto', [main(6, 45)]),
    ],
  },
  {
    key: 'mon-wed-lotto',
    name: 'Mon & Wed Lotto',
    description: `Monday and Wednesday nights. Pick 6 numbers from 45 for a ${millionsText(1)} division one.`,
    type: 'lottery_ticket',
    days: ['monday', 'wednesday'],
    terms: rules('Mon & Wed Lotto'),
    gameTypes: [
      standard('mon-wed-lotto', [main(6, 45)], 1, 50, 8, 80),
      systems('mon-wed-lotto', 6, [7, 8, 9], [], 80, 45),
    ],
  },
  {
    key: 'set-for-life',
    name: 'Set for Life',
    description: `Drawn every day. Pick 7 numbers from 44 to win ${prizeText(2_000_000)} a month for 20 years.`,
    type: 'lottery_ticket',
    terms: rules('Set for Life'),
    gameTypes: [
      standard('set-for-life', [main(7, 44)], 1, 50, 5, 150),
      {
        key: 'random',
        name: 'Random',
        description: 'Choose how many games; every number is picked at random when you buy.',
        offers: [
          {
            key: 'set-for-life-random',
            name: 'Random games',
            min: 1,
            max: 50,
            defaultGames: 5,
            sets: [main(7, 44)],
            prices: perGame(1, 50, 150),
          },
        ],
      },
    ],
  },
  {
    key: 'lotto-strike',
    name: 'Lotto Strike',
    description: 'Pick 4 numbers from 45 in the order you think they will be drawn.',
    type: 'lottery_ticket',
    terms: rules('Lotto Strike'),
    gameTypes: [
      standard('lotto-strike', [{ ...main(4, 45), ordered: true }], 1, 20, 2, 110),
      {
        key: 'strike_boxed',
        name: 'Boxed',
        description: 'Your 4 numbers win in any order: a boxed game plays all 24 orders.',
        offers: [
          {
            key: 'lotto-strike-boxed',
            name: 'Boxed',
            min: 1,
            max: 5,
            defaultGames: 1,
            sets: [main(4, 45)],
            prices: perGame(1, 5, 24 * 110),
          },
        ],
      },
    ],
  },
  {
    key: 'surf-life-saving-raffle',
    name: 'Surf Life Saving Raffle',
    description: 'Win a beach house and help keep our beaches patrolled.',
    type: 'raffle_ticket',
    causes: ['surf_life_saving'],
    recurring: 'never',
    terms: raffleRules('The Surf Life Saving Raffle'),
    gameTypes: [
      raffleTickets(
        'surf-life-saving-raffle',
        [
          [1, 5],
          [2, 10],
          [3, 12],
          [5, 20],
          [10, 40],
          [20, 75],
        ],
        3,
      ),
    ],
  },
  {
    key: 'splash-for-good',
    name: 'Splash for Good',
    description: 'A weekly cash prize, and you choose the cause your ticket supports.',
    type: 'raffle_ticket',
    causes: ['splash_for_good', 'surf_life_saving', 'animal_rescue', 'rural_fire'],
    recurring: 'optional',
    terms: raffleRules('Splash for Good'),
    gameTypes: [
      raffleTickets(
        'splash-for-good',
        [
          [1, 2],
          [3, 5],
          [5, 8],
          [10, 15],
        ],
        3,
      ),
    ],
  },
  {
    key: 'kids-hospital-raffle',
    name: 'Children’s Hospital Raffle',
    description: 'Win a family car and fund equipment for sick kids.',
    type: 'raffle_ticket',
    causes: ['kids_hospital'],
    recurring: 'never',
    terms: raffleRules('The Children’s Hospital Raffle'),
    gameTypes: [
      raffleTickets(
        'kids-hospital-raffle',
        [
          [1, 10],
          [3, 25],
          [6, 50],
        ],
        1,
      ),
    ],
  },
  {
    key: 'community-cash-club',
    name: 'Community Cash Club',
    description: `A ${prizeText(10_000_000)} cash draw on the first Friday of every month. Subscribe once and half of every ticket goes to the cause you choose.`,
    type: 'raffle_ticket',
    causes: ['animal_rescue', 'rural_fire', 'kids_hospital', 'surf_life_saving'],
    recurring: 'always',
    recurringType: 'subscription',
    terms: `${raffleRules('The Community Cash Club')} A subscription buys your chosen tickets for every monthly draw until you pause or cancel it; each draw's tickets are paid from your wallet (or your default card, if you chose it) when the draw opens.`,
    gameTypes: [
      {
        key: 'deferred',
        name: 'Subscription',
        description:
          'Choose how many tickets you want each month and the cause they support. We buy them for every monthly draw until you pause or cancel; each ticket gets its number when it is bought.',
        offers: [
          {
            key: 'community-cash-club-monthly',
            name: 'Monthly tickets',
            min: 1,
            max: 10,
            defaultGames: 2,
            sets: [],
            prices: [1, 2, 3, 5, 10].map((games) => ({ games, priceCents: games * 10_00 })),
          },
        ],
      },
    ],
  },
];

const evening = (days: number[], time = '19:30') => JSON.stringify({ days, time, stopMinutes: 60 });
const million = 100_000_000;

/** A scheduled lottery: its draw days and time, the sets drawn, and how its division one moves. */
const scheduled = (
  key: string,
  name: string,
  gameName: string,
  schedule: string,
  drawnSets: NumberSet[],
  prize: { baseCents: number; stepCents?: number; suffix?: string },
  lastDrawNo: number,
): Insertable<LotteriesTable> & { lastDrawNo: number } => ({
  key,
  name,
  game_name: gameName,
  draw_type: 'lottery_ticket_draw',
  schedule,
  drawn_sets: JSON.stringify(drawnSets),
  prize_rule: JSON.stringify({
    baseCents: prize.baseCents,
    stepCents: prize.stepCents ?? 0,
    fixed: prize.stepCents === undefined,
    suffix: prize.suffix ?? null,
  }),
  lastDrawNo,
});
const supplementary = (count: number, max: number) => set('supplementary', 'Supplementary', count, 1, max);

const LOTTERIES: (Insertable<LotteriesTable> & { lastDrawNo?: number })[] = [
  scheduled(
    'powerball',
    'Powerball',
    'Jackpot',
    evening([4], '20:30'),
    [main(7, 35), POWERBALL],
    { baseCents: 5 * million, stepCents: 10 * million },
    1580,
  ),
  scheduled(
    'oz-lotto',
    'Oz Lotto',
    'Lotto',
    evening([2], '20:30'),
    [main(7, 47), supplementary(3, 47)],
    { baseCents: 3 * million, stepCents: 4 * million },
    1660,
  ),
  scheduled(
    'saturday-lotto',
    'Saturday Lotto',
    'Lotto',
    evening([6]),
    [main(6, 45), supplementary(2, 45)],
    { baseCents: 5 * million, stepCents: million / 2 },
    4620,
  ),
  scheduled(
    'mon-wed-lotto',
    'Mon & Wed Lotto',
    'Lotto',
    evening([1, 3]),
    [main(6, 45), supplementary(2, 45)],
    { baseCents: million },
    4410,
  ),
  scheduled(
    'set-for-life',
    'Set for Life',
    'Lotto',
    evening([0, 1, 2, 3, 4, 5, 6]),
    [main(7, 44), set('bonus', 'Bonus', 2, 1, 44)],
    { baseCents: 2_000_000, suffix: 'a month for 20 years' },
    2890,
  ),
  scheduled(
    'lotto-strike',
    'Lotto Strike',
    'Strike',
    evening([1, 3, 6]),
    [{ ...main(4, 45), ordered: true }],
    { baseCents: 20_000_000, stepCents: 5_000_000 },
    4620,
  ),
  {
    ...scheduled(
      'community-cash-club',
      'Community Cash Club',
      'Raffle',
      JSON.stringify({ days: [5], weekOfMonth: 1, time: '20:00', stopMinutes: 60 }),
      [],
      { baseCents: 100_000_00 },
      36,
    ),
    draw_type: 'raffle_ticket_draw',
    prize_rule: JSON.stringify({
      baseCents: 100_000_00,
      stepCents: 0,
      fixed: true,
      suffix: null,
      raffleTickets: 50_000,
      featureImage: art(PRIZE_ART.cash),
    }),
  },
  ...['surf-life-saving-raffle', 'splash-for-good', 'kids-hospital-raffle'].map((key) => ({
    key,
    name: OFFERS.find((offer) => offer.key === key)?.name ?? key,
    game_name: 'Raffle',
    draw_type: 'raffle_ticket_draw' as const,
    schedule: null,
    prize_rule: null,
  })),
];

interface RaffleDrawSpec {
  lottery: string;
  drawNo: number;
  /** Days from now that sales stop (negative: in the past). */
  stopIn: number;
  preOrderIn?: number;
  raffle: RaffleData;
  sold?: number;
}

const RAFFLE_DRAWS: RaffleDrawSpec[] = [
  {
    lottery: 'surf-life-saving-raffle',
    drawNo: 301,
    stopIn: -20,
    raffle: {
      name: 'Beach house at Byron Bay',
      valueCents: 1_450_000_00,
      featureImage: art(PRIZE_ART.byron),
      ticketsTotal: 400_000,
    },
    sold: 400_000,
  },
  {
    lottery: 'surf-life-saving-raffle',
    drawNo: 302,
    stopIn: 25,
    raffle: {
      name: 'Beach house at Noosa Heads',
      valueCents: 1_620_000_00,
      featureImage: art(PRIZE_ART.noosa),
      ticketsTotal: 400_000,
    },
    sold: 182_340,
  },
  {
    lottery: 'surf-life-saving-raffle',
    drawNo: 303,
    stopIn: 60,
    preOrderIn: -2,
    raffle: {
      name: 'Beach house at Torquay',
      valueCents: 1_380_000_00,
      featureImage: art(PRIZE_ART.torquay),
      ticketsTotal: 400_000,
    },
  },
  {
    lottery: 'splash-for-good',
    drawNo: 41,
    stopIn: 5,
    raffle: {
      name: `${prizeText(2_500_000)} cash`,
      valueCents: 25_000_00,
      featureImage: art(PRIZE_ART.cash),
      ticketsTotal: 60_000,
    },
    sold: 21_480,
  },
  {
    lottery: 'splash-for-good',
    drawNo: 42,
    stopIn: 12,
    preOrderIn: -1,
    raffle: {
      name: `${prizeText(2_500_000)} cash`,
      valueCents: 25_000_00,
      featureImage: art(PRIZE_ART.cash),
      ticketsTotal: 60_000,
    },
  },
  {
    lottery: 'kids-hospital-raffle',
    drawNo: 88,
    stopIn: 6,
    raffle: {
      name: `Family SUV and ${prizeText(1_000_000)}`,
      valueCents: 68_000_00,
      featureImage: art(PRIZE_ART.suv),
      ticketsTotal: 20_000,
    },
    sold: 20_000,
  },
  {
    lottery: 'kids-hospital-raffle',
    drawNo: 89,
    stopIn: 36,
    preOrderIn: -1,
    raffle: {
      name: 'Electric family car',
      valueCents: 72_000_00,
      featureImage: art(PRIZE_ART.electricCar),
      ticketsTotal: 20_000,
    },
  },
];

const CAUSES = [
  {
    key: 'splash_for_good',
    url_slug: 'splash-for-good',
    name: 'Splash for Good',
    charity: 'Splash for Good Foundation',
    summary: 'Swimming lessons and water-safety programs for kids who would otherwise miss out.',
    description:
      'The Splash for Good Foundation funds swimming lessons, pool access and water-safety education for children across Australia, with a focus on regional and remote communities where drowning rates are highest.',
  },
  {
    key: 'surf_life_saving',
    url_slug: 'surf-life-saving',
    name: 'Surf lifesaving',
    charity: 'Surf Life Saving Australia',
    summary: 'Patrols, rescue boards and training for the volunteers who keep our beaches safe.',
    description:
      'Volunteer surf lifesavers patrol more than 400 beaches every summer. Your ticket buys rescue equipment, jet skis and first-aid training for new patrol members.',
  },
  {
    key: 'kids_hospital',
    url_slug: 'childrens-hospitals',
    name: 'Children’s hospitals',
    charity: 'Kids Health Foundation',
    summary: 'Equipment, research and family support in children’s hospitals.',
    description:
      'The Kids Health Foundation buys specialised equipment for children’s wards, funds research into childhood illness, and houses families who travel far for their child’s treatment.',
  },
  {
    key: 'animal_rescue',
    url_slug: 'animal-rescue',
    name: 'Animal rescue',
    charity: 'Paws Rescue Australia',
    summary: 'Care and new homes for rescued cats and dogs.',
    description:
      'Paws Rescue Australia shelters, treats and rehomes thousands of abandoned animals every year.',
  },
  {
    key: 'rural_fire',
    url_slug: 'rural-fire-brigades',
    name: 'Rural fire brigades',
    charity: 'Volunteer Firefighters Fund',
    summary: 'Protective gear and tankers for volunteer fire brigades.',
    description:
      'The Volunteer Firefighters Fund equips volunteer brigades in the bush with protective clothing, radios and water tankers.',
  },
];

const SYNDICATES = [
  {
    key: 'powerball-big-50',
    offer_key: 'powerball',
    game_offer_key: 'powerball-syndicate',
    name: 'Big 50',
    num_games: 50,
    shares_total: 50,
    shares_sold: 18,
    share_price_cents: 150,
  },
  {
    key: 'powerball-system-10',
    offer_key: 'powerball',
    game_offer_key: 'powerball-syndicate',
    name: 'System 10 crew',
    num_games: 120,
    shares_total: 100,
    shares_sold: 41,
    share_price_cents: 175,
  },
  {
    key: 'oz-lotto-jackpot-hunters',
    offer_key: 'oz-lotto',
    game_offer_key: 'oz-lotto-syndicate',
    name: 'Jackpot Hunters',
    num_games: 36,
    shares_total: 30,
    shares_sold: 9,
    share_price_cents: 195,
  },
  {
    key: 'saturday-lotto-century',
    offer_key: 'saturday-lotto',
    game_offer_key: 'saturday-lotto-syndicate',
    name: 'Century Club',
    num_games: 100,
    shares_total: 40,
    shares_sold: 12,
    share_price_cents: 210,
  },
];

const TIPS = [
  {
    title: 'Quick pick or your own?',
    text: 'Every combination is equally likely to be drawn. Quick picks avoid popular patterns such as birthdays, so a win is less likely to be shared.',
  },
  {
    title: 'Systems cover more',
    text: 'A System 8 plays every 6-number combination of your 8 numbers: 28 games in one entry.',
  },
  {
    title: 'Stop times',
    text: 'Online sales close an hour before each draw. Buy early for the big jackpots.',
  },
  {
    title: 'Syndicates',
    text: 'A syndicate share gives you a piece of a much bigger entry for the price of a few games.',
  },
  {
    title: 'Set a budget',
    text: 'Decide what you will spend before you play. You can set a spend limit in your account at any time.',
  },
];

const BRAND_COLOURS: Record<string, string> = {
  powerball: '#5b21b6',
  'oz-lotto': '#15803d',
  'saturday-lotto': '#b91c1c',
  'mon-wed-lotto': '#c2410c',
  'set-for-life': '#0e7490',
  'lotto-strike': '#a16207',
};

function gameOfferRows(offer: OfferSpec): Insertable<GameOffersTable>[] {
  let sort = 0;
  return offer.gameTypes.flatMap((gameType) =>
    gameType.offers.map((gameOffer) => ({
      key: gameOffer.key,
      offer_key: offer.key,
      game_type: gameType.key,
      game_type_name: gameType.name,
      game_type_description: gameType.description,
      name: gameOffer.name,
      sort: sort++,
      min_games: gameOffer.min,
      max_games: gameOffer.max,
      default_games: gameOffer.defaultGames,
      default_entry_count: gameOffer.sets[0]?.count ?? 0,
      number_sets: JSON.stringify(gameOffer.sets),
      prices: JSON.stringify(gameOffer.prices),
      price_currency: CURRENCY,
    })),
  );
}

/**
 * A raffle's times fall at 8 pm in Sydney (9:00 UTC in summer), `days` days from today, as a real
 * raffle's do: not at the second the demo was seeded, so two databases seeded the same day agree
 * (the prerendered pages and the API they are served with).
 */
const raffleTime = (nowSeconds: number, days: number) =>
  (Math.floor(nowSeconds / DAY) + days) * DAY + 9 * 3600;

export async function seedCatalogue(catalogue: CatalogueData, nowSeconds: number): Promise<void> {
  if (await catalogue.hasCatalogue()) {
    await scheduleDrawsAhead(catalogue, nowSeconds);
    return;
  }
  for (const [sort, cause] of CAUSES.entries()) {
    const picture = CAUSE_ART[cause.key];
    await catalogue.insertCause({
      ...cause,
      sort,
      image_url: picture ? art(picture) : null,
      image_alt: picture?.alt ?? null,
    });
  }
  for (const { lastDrawNo: _, ...lottery } of LOTTERIES) await catalogue.insertLottery(lottery);
  for (const [sort, offer] of OFFERS.entries()) {
    await catalogue.insertOffer(
      {
        key: offer.key,
        lottery_key: offer.key,
        type: offer.type,
        name: offer.name,
        url: offer.key,
        description: offer.description,
        display_category: offer.type === 'raffle_ticket' ? 'raffle' : 'lottery',
        sort,
        days: JSON.stringify(offer.days ?? []),
        causes: JSON.stringify(offer.causes ?? []),
        recurring_type: offer.recurringType ?? 'autoplay',
        recurring_availability: offer.recurring ?? 'optional',
        hidden_segments: JSON.stringify(offer.hiddenSegments ?? []),
        // Both subscription variants sell the whole catalogue.
        pricing_ids: JSON.stringify(SUBSCRIPTION_VARIANTS),
        restriction: null,
        terms: offer.terms,
      },
      gameOfferRows(offer),
    );
  }
  for (const syndicate of SYNDICATES) await catalogue.insertSyndicate(syndicate);
  for (const [sort, tip] of TIPS.entries())
    await catalogue.insertTip({ id: `tip-${sort + 1}`, sort, ...tip });
  for (const [key, colour] of Object.entries(BRAND_COLOURS))
    await catalogue.insertBranding({
      id: `${key}-brand`,
      offer_key: key,
      subvariant: 'default',
      url: key,
      colour,
      aliases: JSON.stringify(key === 'saturday-lotto' ? ['gold-lotto', 'x-lotto', 'tattslotto'] : []),
      region_overrides: JSON.stringify(
        key === 'saturday-lotto'
          ? [
              { brandingRegions: ['QLD'], subvariant: 'gold-lotto', url: 'saturday-lotto' },
              { brandingRegions: ['SA'], subvariant: 'x-lotto', url: 'saturday-lotto' },
              { brandingRegions: ['VIC', 'TAS', 'NT'], subvariant: 'tattslotto', url: 'saturday-lotto' },
            ]
          : [],
      ),
    });
  await catalogue.insertDraws(
    RAFFLE_DRAWS.map((draw) => {
      const stopAt = raffleTime(nowSeconds, draw.stopIn);
      return {
        lottery_key: draw.lottery,
        draw_no: draw.drawNo,
        stop_at: stopAt,
        draw_at: stopAt + 2 * DAY,
        status: draw.stopIn < 0 ? 'DRAW_PAID' : 'DRAW_OPEN',
        prize_pool_cents: null,
        prize_pool_suffix: null,
        raffle: JSON.stringify(draw.raffle),
        pre_order_at: draw.preOrderIn === undefined ? null : raffleTime(nowSeconds, draw.preOrderIn),
        tickets_sold: draw.sold ?? 0,
        winning_numbers: null,
      };
    }),
  );
  const lotteries: Lottery[] = await catalogue.lotteries();
  for (const lottery of lotteries) {
    const lastDrawNo = LOTTERIES.find((entry) => entry.key === lottery.key)?.lastDrawNo;
    if (lastDrawNo) await seedLotteryDraws(catalogue, lottery, lastDrawNo, nowSeconds);
  }
  await scheduleDrawsAhead(catalogue, nowSeconds);
}
