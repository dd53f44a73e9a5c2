import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type {
  Cart,
  CartItem,
  DrawDetails,
  ProductOffer,
  ProductOffers,
  Statistics,
} from '@contract/schemas/shop';
import { camelizeKeys } from '@contract/case';
import { apiTestApp, read } from '../../testing/api-helpers';
import { DEMO_PASSWORD } from '../../db/seed';

const camel = async <T>(response: Response) =>
  camelizeKeys<{ result: T; errors?: Record<string, { message: string }[]> }>(await response.json());

async function shop() {
  const t = await apiTestApp();
  const offers = async () =>
    (await camel<ProductOffers>(await t.get('/pricing/standard/product_offers'))).result;
  const { offers: all } = await offers();
  const offer = (key: string) => all.find((entry) => entry.key === key)!;
  return { ...t, offers, offer };
}

const powerballTicket = (offer: ProductOffer, games: Record<string, number[]>[]) => ({
  product_offer_key: 'powerball',
  game_type: 'standard',
  game_offer: 'powerball-standard',
  draw_no: offer.draws[0]!.drawNo,
  num_draws: 1,
  num_games: games.length,
  games,
});
const game = { numbers: [1, 5, 9, 14, 22, 30, 35], powerball: [7] };

describe('the catalogue', () => {
  it('keeps the offer list until a draw’s sales stop, gzipped for clients that take it', async () => {
    const t = await shop();
    const before = (await t.offers()).offers.find((offer) => offer.key === 'powerball')!;
    const zipped = await t.signed('/api/v2/pricing/standard/product_offers', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()) as {
      result: { offers: unknown[] };
    };
    expect(unzipped.result.offers).toHaveLength((await t.offers()).offers.length);

    t.time.ms = Date.parse(before.draws[0]!.stop) + 1000;
    const after = (await t.offers()).offers.find((offer) => offer.key === 'powerball')!;
    expect(after.draws[0]!.drawNo).toBe(before.draws[1]!.drawNo);
  });

  it('lists every offer type with its games, draws and prices, cached for 18 minutes', async () => {
    const t = await shop();
    const response = await t.get('/pricing/standard/product_offers');
    expect(response.headers.get('cache-control')).toBe('public, max-age=1080');
    const { offers, orderedKeys, rankings } = (await camel<ProductOffers>(response)).result;
    expect(orderedKeys).toEqual(offers.map((offer) => offer.key));
    expect(rankings.powerball).toBe(1);
    const powerball = t.offer('powerball');
    expect(powerball.gameTypes.map((type) => type.key)).toEqual([
      'standard',
      'reduced_system',
      'powerhit',
      'powerpik',
      'syndicate',
    ]);
    const standard = powerball.gameTypes[0]!.gameOffers[0]!;
    expect(standard.numberSets.map((set) => [set.key, set.count, set.max])).toEqual([
      ['numbers', 7, 35],
      ['powerball', 1, 20],
    ]);
    expect(standard.prices.find((row) => row.games === 4)?.price).toBe(5.4);
    expect(t.offer('oz-lotto').gameTypes[0]!.gameOffers[0]!.numberSets[0]).toMatchObject({
      count: 7,
      max: 47,
    });
    expect(t.offer('set-for-life').gameTypes[0]!.gameOffers[0]!.numberSets[0]).toMatchObject({
      count: 7,
      max: 44,
    });
    expect(t.offer('lotto-strike').gameTypes[0]!.gameOffers[0]!.numberSets[0]).toMatchObject({
      count: 4,
      ordered: true,
    });
    expect(t.offer('mon-wed-lotto').days).toEqual(['monday', 'wednesday']);
    expect(powerball.syndicates.length).toBeGreaterThan(0);
  });

  it('draws Powerball on Thursdays and Oz Lotto on Tuesdays, in Sydney time, with only the next pool announced', async () => {
    const t = await shop();
    const weekday = (iso: string) =>
      new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'Australia/Sydney' }).format(
        new Date(iso),
      );
    const powerball = t.offer('powerball');
    expect(powerball.draws.every((draw) => weekday(draw.drawDate) === 'Thursday')).toBe(true);
    expect(t.offer('oz-lotto').draws.every((draw) => weekday(draw.drawDate) === 'Tuesday')).toBe(true);
    expect(t.offer('saturday-lotto').draws.every((draw) => weekday(draw.drawDate) === 'Saturday')).toBe(true);
    const [next, forward] = powerball.draws;
    expect(next!.isPrizePoolUnknown).toBe(false);
    expect(next!.prizePool!.amount).toBeGreaterThanOrEqual(5_000_000);
    expect(forward!.isPrizePoolUnknown).toBe(true);
    expect(forward!.drawNo).toBe(next!.drawNo + 1);
    expect(Date.parse(next!.stop)).toBeLessThan(Date.parse(next!.drawDate));
    const setForLife = t.offer('set-for-life').draws[3]!;
    expect(setForLife.prizePoolSuffix).toBe('a month for 20 years');
    expect(setForLife.isPrizePoolUnknown).toBe(false);
  });

  it('shows raffles open, sold out and on pre-order, and hides the past draw', async () => {
    const t = await shop();
    const status = (key: string) => t.offer(key).draws.map((draw) => draw.purchaseStatus);
    expect(status('surf-life-saving-raffle')).toEqual(['open', 'pre_order']);
    expect(status('kids-hospital-raffle')).toEqual(['sold_out', 'pre_order']);
    expect(status('splash-for-good')).toEqual(['open', 'pre_order']);
    expect(t.offer('splash-for-good').causes).toContain('splash_for_good');
    const past = await camel<DrawDetails>(await t.get('/draw/details/surf-life-saving-raffle/301'));
    expect(past.result.purchaseStatus).toBe('past_draw');
  });

  it('keeps draws ahead of the clock as time passes', async () => {
    const t = await shop();
    const before = t.offer('powerball').draws[0]!.drawNo;
    t.time.ms += 15 * 24 * 60 * 60 * 1000;
    const after = (await t.offers()).offers.find((offer) => offer.key === 'powerball')!.draws;
    expect(after[0]!.drawNo).toBeGreaterThanOrEqual(before + 2);
    expect(after.length).toBeGreaterThanOrEqual(4);
  });

  it('gives draw details and previews, and 404s an unknown draw', async () => {
    const t = await shop();
    const next = t.offer('powerball').draws[0]!;
    const details = await camel<DrawDetails>(await t.get(`/draw/details/powerball/${next.drawNo}`));
    expect(details.result).toMatchObject({
      drawNo: next.drawNo,
      offerName: 'Powerball',
      status: 'DRAW_OPEN',
    });
    expect((await t.get('/draw/details/powerball/99999')).status).toBe(404);
    expect((await t.get('/draw/preview/powerball/99999')).status).toBe(404);
    expect((await t.get(`/draw/preview/powerball/${next.drawNo}`)).status).toBe(200);
  });

  it('counts number frequencies over the seeded year of results', async () => {
    const t = await shop();
    const stats = (await camel<Statistics>(await t.get('/statistics/powerball'))).result;
    expect(stats.drawsCounted).toBeGreaterThanOrEqual(51);
    const numbers = stats.sets.find((set) => set.key === 'numbers')!;
    expect(numbers.frequencies).toHaveLength(35);
    expect(numbers.frequencies.reduce((sum, entry) => sum + entry.count, 0)).toBe(stats.drawsCounted * 7);
    expect((await t.get('/statistics/surf-life-saving-raffle')).status).toBe(404);
  });

  it('serves causes, tips and branding', async () => {
    const t = await shop();
    const causes = (
      await camel<{ key: string; urlSlug: string; offerKeys: string[] }[]>(await t.get('/causes'))
    ).result;
    expect(causes.find((cause) => cause.key === 'splash_for_good')?.offerKeys).toEqual(['splash-for-good']);
    expect((await read<{ key: string }>(await t.get('/causes/surf-life-saving'))).result.key).toBe(
      'surf_life_saving',
    );
    expect((await t.get('/causes/nope')).status).toBe(404);
    const tips = await t.get('/tips');
    expect(tips.headers.get('cache-control')).toBe('public, max-age=1080');
    expect((await read<unknown[]>(tips)).result.length).toBeGreaterThan(2);
    expect((await t.get('/branding')).headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

/** A catalogue test app with an anonymous cart of its own. */
async function anonymous() {
  const t = await shop();
  const created = await t.send('/anon-cart', 'POST', {});
  expect(created.status).toBe(201);
  const ref = (await read<{ cart_reference: string }>(created)).result.cart_reference;
  expect(ref).toMatch(/^[\w-]+$/);
  const add = (body: unknown) => t.send(`/anon-cart/${ref}/items`, 'POST', body);
  const build = (body: unknown) => t.send(`/anon-cart/${ref}/build`, 'POST', body);
  const signIn = async (email = 'demo@luckydip.test') =>
    (await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }))).result
      .access_token;
  return { ...t, ref, add, build, signIn };
}

describe('adding to a cart', () => {
  it('prices an item itself and ignores a price the client sends', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const response = await t.add({
      ...powerballTicket(powerball, [game, game]),
      price: { amount: 0.01, currency: 'AUD' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cart = (await camel<Cart>(response)).result;
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.unitPrice.amount).toBe(2.7);
    expect(cart.cartTotal.amount).toBe(2.7);
    const fetched = (await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result;
    expect(fetched.cartItems[0]!.games).toEqual([game, game]);
  });

  it('keeps picked numbers as they read: sorted, but Lotto Strike in the order picked', async () => {
    const t = await anonymous();
    const shuffled = { numbers: [35, 1, 22, 9, 30, 5, 14], powerball: [7] };
    await t.add(powerballTicket(t.offer('powerball'), [shuffled]));
    const strike = t.offer('lotto-strike');
    const order = [40, 3, 17, 8];
    await t.add({
      product_offer_key: 'lotto-strike',
      game_type: 'standard',
      game_offer: strike.gameTypes[0]!.gameOffers[0]!.key,
      draw_no: strike.draws[0]!.drawNo,
      num_draws: 1,
      num_games: 1,
      games: [{ numbers: order }],
    });
    const { cartItems } = (await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result;
    expect(cartItems.map((item) => item.games[0])).toEqual([game, { numbers: order }]);
  });

  it('builds a priced preview without keeping it: draws x games, shares for syndicates', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const built = (
      await camel<CartItem>(await t.build({ ...powerballTicket(powerball, [game]), num_draws: 3 }))
    ).result;
    expect(built.price.amount).toBeCloseTo(4.05);
    expect(built.productType).toBe('multi_draw_ticket');
    const syndicate = powerball.syndicates[0]!;
    const share = (
      await camel<CartItem>(
        await t.build({
          product_offer_key: 'powerball',
          game_type: 'syndicate',
          game_offer: 'powerball-syndicate',
          draw_no: powerball.draws[0]!.drawNo,
          num_draws: 1,
          num_games: 1,
          quickpick: true,
          syndicate_key: syndicate.key,
          num_shares: 3,
        }),
      )
    ).result;
    expect(share.price.amount).toBeCloseTo(syndicate.sharePrice.amount * 3);
    expect(share.productType).toBe('syndicate_share');
    expect((await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result.cartItems).toHaveLength(0);
  });

  it('refuses bad games with the field they concern, never a 500', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const errors = async (body: unknown) => {
      const response = await t.add(body);
      expect(response.status).toBe(422);
      return Object.keys((await read(response)).errors ?? {});
    };
    expect(await errors(powerballTicket(powerball, [{ numbers: [1, 2, 3], powerball: [7] }]))).toEqual([
      'games.0.numbers',
    ]);
    expect(
      await errors(powerballTicket(powerball, [{ numbers: [1, 2, 3, 4, 5, 6, 36], powerball: [7] }])),
    ).toEqual(['games.0.numbers']);
    expect(
      await errors(powerballTicket(powerball, [{ numbers: [1, 1, 3, 4, 5, 6, 7], powerball: [7] }])),
    ).toEqual(['games.0.numbers']);
    expect(await errors(powerballTicket(powerball, [{ numbers: game.numbers, powerball: [21] }]))).toEqual([
      'games.0.powerball',
    ]);
    expect(await errors({ ...powerballTicket(powerball, [game]), num_games: 2 })).toEqual(['games']);
    expect(await errors({ ...powerballTicket(powerball, [game]), num_draws: -1 })).toEqual(['num_draws']);
    expect(await errors({ ...powerballTicket(powerball, [game]), num_draws: 1.5 })).toEqual(['num_draws']);
    expect(await errors({ ...powerballTicket(powerball, [game]), draw_no: 99999 })).toEqual(['draw_no']);
    expect(await errors({ ...powerballTicket(powerball, [game]), cause_key: 'surf_life_saving' })).toEqual([
      'cause_key',
    ]);
  });

  it('refuses a draw whose sales have closed', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    t.time.ms = Date.parse(powerball.draws[0]!.stop) + 1000;
    const response = await t.add(powerballTicket(powerball, [game]));
    expect(response.status).toBe(422);
    expect((await read(response)).errors?.draw_no?.[0]?.message).toBe('Sales for this draw have closed');
  });

  it('checks raffle causes, sold-out draws and share counts', async () => {
    const t = await anonymous();
    const splash = t.offer('splash-for-good');
    const raffle = (extra: Record<string, unknown>) => ({
      product_offer_key: 'splash-for-good',
      game_type: 'standard',
      game_offer: 'splash-for-good-tickets',
      draw_no: splash.draws[0]!.drawNo,
      num_draws: 1,
      num_games: 3,
      ...extra,
    });
    expect((await t.add(raffle({}))).status).toBe(422);
    expect((await read(await t.add(raffle({ cause_key: 'kids_hospital' })))).errors?.cause_key).toBeDefined();
    expect(
      (await read(await t.add(raffle({ cause_key: 'splash_for_good', num_games: 4 })))).errors?.num_games,
    ).toBeDefined();
    const added = await t.add(raffle({ cause_key: 'splash_for_good' }));
    expect(added.status).toBe(201);
    const item = (await camel<Cart>(added)).result.cartItems[0]!;
    expect(item).toMatchObject({
      productType: 'raffle_ticket',
      causeKey: 'splash_for_good',
      numRaffleTickets: 3,
    });
    expect(item.unitPrice.amount).toBe(5);

    const kids = t.offer('kids-hospital-raffle');
    const soldOut = await t.add({
      product_offer_key: 'kids-hospital-raffle',
      game_type: 'standard',
      game_offer: 'kids-hospital-raffle-tickets',
      draw_no: kids.draws[0]!.drawNo,
      num_draws: 1,
      num_games: 1,
    });
    expect((await read(soldOut)).errors?.draw_no?.[0]?.message).toBe('This draw is sold out');

    const syndicate = t.offer('oz-lotto').syndicates[0]!;
    const tooMany = await t.add({
      product_offer_key: 'oz-lotto',
      game_type: 'syndicate',
      game_offer: 'oz-lotto-syndicate',
      draw_no: t.offer('oz-lotto').draws[0]!.drawNo,
      num_draws: 1,
      num_games: 1,
      quickpick: true,
      syndicate_key: syndicate.key,
      num_shares: syndicate.sharesRemaining + 1,
    });
    expect((await read(tooMany)).errors?.num_shares).toBeDefined();
  });

  it('needs days for Mon & Wed Lotto, and prices days x weeks', async () => {
    const t = await anonymous();
    const offer = t.offer('mon-wed-lotto');
    const body = {
      product_offer_key: 'mon-wed-lotto',
      game_type: 'standard',
      game_offer: 'mon-wed-lotto-standard',
      draw_no: offer.draws[0]!.drawNo,
      num_draws: 2,
      num_weeks: 2,
      num_games: 1,
      games: [{ numbers: [1, 2, 3, 4, 5, 6] }],
    };
    expect((await read(await t.build(body))).errors?.days).toBeDefined();
    const built = (await camel<CartItem>(await t.build({ ...body, days: ['monday', 'wednesday'] }))).result;
    expect(built.price.amount).toBeCloseTo(0.8 * 2 * 2);
  });

  it('takes a system entry and a quick-pick-only entry', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const system = await t.add({
      product_offer_key: 'powerball',
      game_type: 'reduced_system',
      game_offer: 'powerball-system-8',
      draw_no: powerball.draws[0]!.drawNo,
      num_draws: 1,
      num_games: 1,
      games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8], powerball: [3] }],
    });
    expect(system.status).toBe(201);
    expect((await camel<Cart>(system)).result.cartItems[0]!.unitPrice.amount).toBeCloseTo(8 * 1.35);
    const random = {
      product_offer_key: 'set-for-life',
      game_type: 'random',
      game_offer: 'set-for-life-random',
      draw_no: t.offer('set-for-life').draws[0]!.drawNo,
      num_draws: 1,
      num_games: 5,
    };
    expect((await read(await t.add(random))).errors?.quickpick).toBeDefined();
    expect((await t.add({ ...random, quickpick: true })).status).toBe(201);
  });

  it('404s an unknown anonymous cart, and keeps a customer cart apart', async () => {
    const t = await anonymous();
    expect((await t.get('/anon-cart/not-a-real-cart')).status).toBe(404);
    expect((await t.get('/cart/items')).status).toBe(401);
    const login = await read<{ access_token: string }>(
      await t.login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }),
    );
    const token = login.result.access_token;
    const powerball = t.offer('powerball');
    expect((await t.send('/cart/items', 'POST', powerballTicket(powerball, [game]), token)).status).toBe(201);
    const cart = (await camel<Cart>(await t.get('/cart/items', token))).result;
    expect(cart.cartItems).toHaveLength(1);
    expect((await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result.cartItems).toHaveLength(0);
  });

  it('makes one cart for a customer who has none, when requests for it race', async () => {
    const t = await anonymous();
    const login = await read<{ access_token: string }>(
      await t.login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }),
    );
    const token = login.result.access_token;
    // As after a purchase closes the cart, and the app's views all ask for it at once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.get('/cart/items', token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const references = await Promise.all(
      answers.map(async (answer) => (await camel<Cart>(answer)).result.cartReference),
    );
    expect(new Set(references).size).toBe(1);
  });
});

describe('editing a cart', () => {
  it('edits an item (priced again) and deletes one, only in its own cart', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    await t.add(powerballTicket(powerball, [game]));
    const added = (await camel<Cart>(await t.add(powerballTicket(powerball, [game, game])))).result;
    const [first, second] = added.cartItems.map((item) => item.id);

    const edited = await t.send(`/anon-cart/${t.ref}/items/${first}`, 'PUT', {
      ...powerballTicket(powerball, [game, game, game]),
      price: { amount: 0.01, currency: 'AUD' },
    });
    expect(edited.status).toBe(200);
    const cart = (await camel<Cart>(edited)).result;
    expect(cart.cartItems.map((item) => [item.id, item.unitPrice.amount])).toEqual([
      [first, 4.05],
      [second, 2.7],
    ]);
    expect(cart.cartTotal.amount).toBe(6.75);
    const bad = await t.send(`/anon-cart/${t.ref}/items/${first}`, 'PUT', {
      ...powerballTicket(powerball, [game]),
      num_games: 0,
    });
    expect(bad.status).toBe(422);

    const deleted = (await camel<Cart>(await t.send(`/anon-cart/${t.ref}/items/${second}`, 'DELETE', {})))
      .result;
    expect(deleted.cartItems.map((item) => item.id)).toEqual([first]);
    expect((await t.send(`/anon-cart/${t.ref}/items/${second}`, 'DELETE', {})).status).toBe(404);

    // Another cart, anonymous or a customer's, cannot reach this cart's item by its id.
    const other = (await read<{ cart_reference: string }>(await t.send('/anon-cart', 'POST', {}))).result
      .cart_reference;
    expect((await t.send(`/anon-cart/${other}/items/${first}`, 'DELETE', {})).status).toBe(404);
    const token = await t.signIn();
    const put = await t.send(`/cart/items/${first}`, 'PUT', powerballTicket(powerball, [game]), token);
    expect(put.status).toBe(404);
    expect((await t.send(`/cart/items/${first}`, 'DELETE', {}, token)).status).toBe(404);
    expect((await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result.cartItems).toHaveLength(1);
  });

  it('merges the anonymous cart into the customer’s on sign-in, without duplicates, and closes it', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const ticket = powerballTicket(powerball, [game]);
    const other = powerballTicket(powerball, [game, game]);
    await t.add(ticket);
    await t.add(other);
    expect((await t.send(`/anon-cart/${t.ref}/convert`, 'POST', {})).status).toBe(401);

    const token = await t.signIn();
    await t.send('/cart/items', 'POST', ticket, token);
    const converted = await t.send(`/anon-cart/${t.ref}/convert`, 'POST', {}, token);
    expect(converted.status).toBe(200);
    const cart = (await camel<Cart>(converted)).result;
    expect(cart.cartItems.map((item) => item.numGames).sort()).toEqual([1, 2]);
    expect((await camel<Cart>(await t.get('/cart/items', token))).result.cartItems).toHaveLength(2);
    expect((await t.get(`/anon-cart/${t.ref}`)).status).toBe(404);
    expect((await t.send(`/anon-cart/${t.ref}/convert`, 'POST', {}, token)).status).toBe(404);
  });

  it('takes an item whose draw has closed off sale, and shows why until it is closed', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const kept = (
      await camel<Cart>(
        await t.add({ ...powerballTicket(powerball, [game]), draw_no: powerball.draws[1]!.drawNo }),
      )
    ).result;
    const closing = (await camel<Cart>(await t.add(powerballTicket(powerball, [game, game])))).result;
    const closingId = closing.cartItems.find((item) => !kept.cartItems.some((k) => k.id === item.id))!.id;
    t.time.ms = Date.parse(powerball.draws[0]!.stop) + 1000;

    for (let read = 0; read < 2; read++) {
      const cart = (await camel<Cart>(await t.get(`/anon-cart/${t.ref}`))).result;
      expect(cart.cartItems.map((item) => item.id)).toEqual([kept.cartItems[0]!.id]);
      expect(cart.cartTotal.amount).toBe(1.35);
      expect(cart.autoRemovedItems).toEqual([
        {
          id: closingId,
          reason: `Powerball draw ${powerball.draws[0]!.drawNo} has closed, so its ticket was removed from your cart.`,
        },
      ]);
    }
    const closed = (await camel<Cart>(await t.send(`/anon-cart/${t.ref}/items/${closingId}`, 'DELETE', {})))
      .result;
    expect(closed.autoRemovedItems).toEqual([]);
    expect(closed.cartItems).toHaveLength(1);
  });
});
