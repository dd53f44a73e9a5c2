import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartItemInput, ProductOffer, ProductOffers } from '@contract/schemas/shop';
import { camelizeKeys } from '@contract/case';
import * as carts from '@contract/endpoints/cart';
import * as catalogue from '@contract/endpoints/catalogue';
import { apiTestApp, read } from '../../testing/api-helpers';
import { DEMO_PASSWORD } from '../../db/seed';

const camel = async <T>(response: Response) =>
  camelizeKeys<{ result: T; errors?: Record<string, { message: string }[]> }>(await response.json());

async function shop() {
  const t = await apiTestApp();
  const offers = async () => (await t.answer(catalogue.offers, STANDARD)).result;
  const { offers: all } = await offers();
  const offer = (key: string) => all.find((entry) => entry.key === key)!;
  return { ...t, offers, offer };
}

const STANDARD = { params: { pricingId: 'standard' } };

const powerballTicket = (offer: ProductOffer, games: Record<string, number[]>[]): CartItemInput => ({
  productOfferKey: 'powerball',
  gameType: 'standard',
  gameOffer: 'powerball-standard',
  drawNo: offer.draws[0]!.drawNo,
  numDraws: 1,
  numGames: games.length,
  games,
});
const game = { numbers: [1, 5, 9, 14, 22, 30, 35], powerball: [7] };

describe('the catalogue', () => {
  it('keeps the offer list until a draw’s sales stop, gzipped for clients that take it', async () => {
    const t = await shop();
    const before = (await t.offers()).offers.find((offer) => offer.key === 'powerball')!;
    const zipped = await t.call(catalogue.offers, STANDARD, { headers: { 'accept-encoding': 'gzip, br' } });
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

  it('lists every offer type with its games, draws and prices, cached for 18 minutes or until the next sales stop', async () => {
    const t = await shop();
    const response = await t.call(catalogue.offers, STANDARD);
    const { offers, orderedKeys, rankings } = (await camel<ProductOffers>(response)).result;
    const nextStop = Math.min(...offers.flatMap((offer) => offer.draws.map((draw) => Date.parse(draw.stop))));
    const untilStop = Math.floor(nextStop / 1000) - Math.floor(t.time.ms / 1000);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${Math.min(1080, untilStop)}`);
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
    const past = await t.answer(catalogue.draw, {
      params: { lotteryKey: 'surf-life-saving-raffle', drawNo: 301 },
    });
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
    const powerball = { lotteryKey: 'powerball', drawNo: next.drawNo };
    const details = await t.answer(catalogue.draw, { params: powerball });
    expect(details.result).toMatchObject({
      drawNo: next.drawNo,
      offerName: 'Powerball',
      status: 'DRAW_OPEN',
    });
    const unknown = { lotteryKey: 'powerball', drawNo: 99999 };
    expect((await t.call(catalogue.draw, { params: unknown })).status).toBe(404);
    expect((await t.call(catalogue.drawPreview, { params: unknown })).status).toBe(404);
    expect((await t.call(catalogue.drawPreview, { params: powerball })).status).toBe(200);
    // A draw further out than those on sale: known to its preview only.
    const drawsOnSale = t.offer('lotto-strike').draws;
    const ahead = { lotteryKey: 'lotto-strike', drawNo: drawsOnSale.at(-1)!.drawNo + 1 };
    expect((await t.call(catalogue.draw, { params: ahead })).status).toBe(404);
    expect((await t.answer(catalogue.drawPreview, { params: ahead })).result.drawNo).toBe(ahead.drawNo);
  });

  it('counts number frequencies over the seeded year of results', async () => {
    const t = await shop();
    const stats = (await t.answer(catalogue.statistics, { params: { key: 'powerball' } })).result;
    expect(stats.drawsCounted).toBeGreaterThanOrEqual(51);
    const numbers = stats.sets.find((set) => set.key === 'numbers')!;
    expect(numbers.frequencies).toHaveLength(35);
    expect(numbers.frequencies.reduce((sum, entry) => sum + entry.count, 0)).toBe(stats.drawsCounted * 7);
    expect((await t.call(catalogue.statistics, { params: { key: 'surf-life-saving-raffle' } })).status).toBe(
      404,
    );
  });

  it('serves causes, tips and branding', async () => {
    const t = await shop();
    const causes = (await t.answer(catalogue.causes, {})).result;
    expect(causes.find((cause) => cause.key === 'splash_for_good')?.offerKeys).toEqual(['splash-for-good']);
    const cause = (key: string) => t.call(catalogue.cause, { params: { key } });
    expect((await read<{ key: string }>(await cause('surf-life-saving'))).result.key).toBe(
      'surf_life_saving',
    );
    expect((await cause('nope')).status).toBe(404);
    const tips = await t.call(catalogue.tips, {});
    expect(tips.headers.get('cache-control')).toBe('public, max-age=1080');
    expect((await read<unknown[]>(tips)).result.length).toBeGreaterThan(2);
    expect((await t.call(catalogue.branding, {})).headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

/** A catalogue test app with an anonymous cart of its own. */
async function anonymous() {
  const t = await shop();
  const created = await t.call(carts.create, {});
  expect(created.status).toBe(201);
  const ref = (await camel<{ cartReference: string }>(created)).result.cartReference;
  expect(ref).toMatch(/^[\w-]+$/);
  const add = (body: CartItemInput, idempotencyKey: string = randomUUID()) =>
    t.call(carts.addAnonymous, { params: { ref }, body, idempotencyKey });
  const build = (body: CartItemInput) => t.call(carts.buildAnonymous, { params: { ref }, body });
  /** This anonymous cart (or another's, by its reference) as it stands. */
  const cart = (of = ref) => t.call(carts.anonymous, { params: { ref: of } });
  const signIn = async (email = 'demo@luckydip.test') =>
    (await camel<{ accessToken: string }>(await t.login({ email, password: DEMO_PASSWORD }))).result
      .accessToken;
  return { ...t, ref, add, build, cart, signIn };
}

describe('adding to a cart', () => {
  it('makes one row per tap: a repeat of an add with its key, anonymous or signed in, changes nothing', async () => {
    const t = await anonymous();
    const ticket = powerballTicket(t.offer('powerball'), [game]);
    const tap = randomUUID();
    for (const _ of [1, 2, 3]) expect((await t.add(ticket, tap)).status).toBe(201);
    const repeated = (await camel<Cart>(await t.add(ticket, tap))).result;
    expect(repeated.cartItems).toHaveLength(1);
    // Another tap on the same ticket is another ticket.
    expect((await camel<Cart>(await t.add(ticket))).result.cartItems).toHaveLength(2);
    expect((await t.add(ticket, 'bad key!')).status).toBe(400);

    const token = await t.signIn();
    const signedIn = () => t.call(carts.add, { body: ticket, idempotencyKey: tap }, { token });
    await signedIn();
    await signedIn();
    expect((await t.answer(carts.customers, {}, { token })).result.cartItems).toHaveLength(1);
  });

  it('prices an item itself and ignores a price the client sends', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const tampered = {
      ...powerballTicket(powerball, [game, game]),
      price: { amount: 0.01, currency: 'AUD' },
    };
    const response = await t.add(tampered);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cart = (await camel<Cart>(response)).result;
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.unitPrice.amount).toBe(2.7);
    expect(cart.cartTotal.amount).toBe(2.7);
    const fetched = (await camel<Cart>(await t.cart())).result;
    expect(fetched.cartItems[0]!.games).toEqual([game, game]);
  });

  it('keeps picked numbers as they read: sorted, but Lotto Strike in the order picked', async () => {
    const t = await anonymous();
    const shuffled = { numbers: [35, 1, 22, 9, 30, 5, 14], powerball: [7] };
    await t.add(powerballTicket(t.offer('powerball'), [shuffled]));
    const strike = t.offer('lotto-strike');
    const order = [40, 3, 17, 8];
    await t.add({
      productOfferKey: 'lotto-strike',
      gameType: 'standard',
      gameOffer: strike.gameTypes[0]!.gameOffers[0]!.key,
      drawNo: strike.draws[0]!.drawNo,
      numDraws: 1,
      numGames: 1,
      games: [{ numbers: order }],
    });
    const { cartItems } = (await camel<Cart>(await t.cart())).result;
    expect(cartItems.map((item) => item.games[0])).toEqual([game, { numbers: order }]);
  });

  it('builds a priced preview without keeping it: draws x games, shares for syndicates', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const built = (
      await camel<CartItem>(await t.build({ ...powerballTicket(powerball, [game]), numDraws: 3 }))
    ).result;
    expect(built.price.amount).toBeCloseTo(4.05);
    expect(built.productType).toBe('multi_draw_ticket');
    const syndicate = powerball.syndicates[0]!;
    const share = (
      await camel<CartItem>(
        await t.build({
          productOfferKey: 'powerball',
          gameType: 'syndicate',
          gameOffer: 'powerball-syndicate',
          drawNo: powerball.draws[0]!.drawNo,
          numDraws: 1,
          numGames: 1,
          quickpick: true,
          syndicateKey: syndicate.key,
          numShares: 3,
        }),
      )
    ).result;
    expect(share.price.amount).toBeCloseTo(syndicate.sharePrice.amount * 3);
    expect(share.productType).toBe('syndicate_share');
    expect((await camel<Cart>(await t.cart())).result.cartItems).toHaveLength(0);
  });

  it('refuses bad games with the field they concern, never a 500', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const errors = async (body: CartItemInput) => {
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
    expect(await errors({ ...powerballTicket(powerball, [game]), numGames: 2 })).toEqual(['games']);
    expect(await errors({ ...powerballTicket(powerball, [game]), numDraws: -1 })).toEqual(['num_draws']);
    expect(await errors({ ...powerballTicket(powerball, [game]), numDraws: 1.5 })).toEqual(['num_draws']);
    expect(await errors({ ...powerballTicket(powerball, [game]), drawNo: 99999 })).toEqual(['draw_no']);
    expect(await errors({ ...powerballTicket(powerball, [game]), causeKey: 'surf_life_saving' })).toEqual([
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
      productOfferKey: 'splash-for-good',
      gameType: 'standard',
      gameOffer: 'splash-for-good-tickets',
      drawNo: splash.draws[0]!.drawNo,
      numDraws: 1,
      numGames: 3,
      ...extra,
    });
    expect((await t.add(raffle({}))).status).toBe(422);
    expect((await read(await t.add(raffle({ causeKey: 'kids_hospital' })))).errors?.cause_key).toBeDefined();
    expect(
      (await read(await t.add(raffle({ causeKey: 'splash_for_good', numGames: 4 })))).errors?.num_games,
    ).toBeDefined();
    const added = await t.add(raffle({ causeKey: 'splash_for_good' }));
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
      productOfferKey: 'kids-hospital-raffle',
      gameType: 'standard',
      gameOffer: 'kids-hospital-raffle-tickets',
      drawNo: kids.draws[0]!.drawNo,
      numDraws: 1,
      numGames: 1,
    });
    expect((await read(soldOut)).errors?.draw_no?.[0]?.message).toBe('This draw is sold out');

    const syndicate = t.offer('oz-lotto').syndicates[0]!;
    const tooMany = await t.add({
      productOfferKey: 'oz-lotto',
      gameType: 'syndicate',
      gameOffer: 'oz-lotto-syndicate',
      drawNo: t.offer('oz-lotto').draws[0]!.drawNo,
      numDraws: 1,
      numGames: 1,
      quickpick: true,
      syndicateKey: syndicate.key,
      numShares: syndicate.sharesRemaining + 1,
    });
    expect((await read(tooMany)).errors?.num_shares).toBeDefined();
  });

  it('needs days for Mon & Wed Lotto, and prices days x weeks', async () => {
    const t = await anonymous();
    const offer = t.offer('mon-wed-lotto');
    const body = {
      productOfferKey: 'mon-wed-lotto',
      gameType: 'standard',
      gameOffer: 'mon-wed-lotto-standard',
      drawNo: offer.draws[0]!.drawNo,
      numDraws: 2,
      numWeeks: 2,
      numGames: 1,
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
      productOfferKey: 'powerball',
      gameType: 'reduced_system',
      gameOffer: 'powerball-system-8',
      drawNo: powerball.draws[0]!.drawNo,
      numDraws: 1,
      numGames: 1,
      games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8], powerball: [3] }],
    });
    expect(system.status).toBe(201);
    expect((await camel<Cart>(system)).result.cartItems[0]!.unitPrice.amount).toBeCloseTo(8 * 1.35);
    const random = {
      productOfferKey: 'set-for-life',
      gameType: 'random',
      gameOffer: 'set-for-life-random',
      drawNo: t.offer('set-for-life').draws[0]!.drawNo,
      numDraws: 1,
      numGames: 5,
    };
    expect((await read(await t.add(random))).errors?.quickpick).toBeDefined();
    expect((await t.add({ ...random, quickpick: true })).status).toBe(201);
  });

  it('404s an unknown anonymous cart, and keeps a customer cart apart', async () => {
    const t = await anonymous();
    expect((await t.cart('not-a-real-cart')).status).toBe(404);
    expect((await t.call(carts.customers, {})).status).toBe(401);
    const token = await t.signIn();
    const powerball = t.offer('powerball');
    const body = powerballTicket(powerball, [game]);
    expect((await t.call(carts.add, { body, idempotencyKey: randomUUID() }, { token })).status).toBe(201);
    const cart = (await t.answer(carts.customers, {}, { token })).result;
    expect(cart.cartItems).toHaveLength(1);
    expect((await camel<Cart>(await t.cart())).result.cartItems).toHaveLength(0);
  });

  it('makes one cart for a customer who has none, when requests for it race', async () => {
    const t = await anonymous();
    const token = await t.signIn();
    // As after a purchase closes the cart, and the app's views all ask for it at once.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(carts.customers, {}, { token })),
    );
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

    const replace = (itemId: number, body: CartItemInput) =>
      t.call(carts.replaceAnonymous, { params: { ref: t.ref, itemId }, body });
    const remove = (itemId: number, ref = t.ref) =>
      t.call(carts.removeAnonymous, { params: { ref, itemId } });
    const tampered = {
      ...powerballTicket(powerball, [game, game, game]),
      price: { amount: 0.01, currency: 'AUD' },
    };
    const edited = await replace(first!, tampered);
    expect(edited.status).toBe(200);
    const cart = (await camel<Cart>(edited)).result;
    expect(cart.cartItems.map((item) => [item.id, item.unitPrice.amount])).toEqual([
      [first, 4.05],
      [second, 2.7],
    ]);
    expect(cart.cartTotal.amount).toBe(6.75);
    const bad = await replace(first!, { ...powerballTicket(powerball, [game]), numGames: 0 });
    expect(bad.status).toBe(422);

    const deleted = (await camel<Cart>(await remove(second!))).result;
    expect(deleted.cartItems.map((item) => item.id)).toEqual([first]);
    expect((await remove(second!)).status).toBe(404);

    // Another cart, anonymous or a customer's, cannot reach this cart's item by its id.
    const other = (await t.answer(carts.create, {})).result.cartReference;
    expect((await remove(first!, other)).status).toBe(404);
    const token = await t.signIn();
    const put = await t.call(
      carts.replace,
      { params: { itemId: first! }, body: powerballTicket(powerball, [game]) },
      { token },
    );
    expect(put.status).toBe(404);
    expect((await t.call(carts.remove, { params: { itemId: first! } }, { token })).status).toBe(404);
    expect((await camel<Cart>(await t.cart())).result.cartItems).toHaveLength(1);
  });

  it('merges the anonymous cart into the customer’s on sign-in, without duplicates, and closes it', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const ticket = powerballTicket(powerball, [game]);
    const other = powerballTicket(powerball, [game, game]);
    await t.add(ticket);
    await t.add(other);
    const convert = (token?: string) => t.call(carts.convert, { params: { ref: t.ref } }, { token });
    expect((await convert()).status).toBe(401);

    const token = await t.signIn();
    await t.call(carts.add, { body: ticket, idempotencyKey: randomUUID() }, { token });
    const converted = await convert(token);
    expect(converted.status).toBe(200);
    const cart = (await camel<Cart>(converted)).result;
    expect(cart.cartItems.map((item) => item.numGames).sort()).toEqual([1, 2]);
    expect((await t.answer(carts.customers, {}, { token })).result.cartItems).toHaveLength(2);
    expect((await t.cart()).status).toBe(404);
    expect((await convert(token)).status).toBe(404);
  });

  it('takes an item whose draw has closed off sale, and shows why until it is closed', async () => {
    const t = await anonymous();
    const powerball = t.offer('powerball');
    const kept = (
      await camel<Cart>(
        await t.add({ ...powerballTicket(powerball, [game]), drawNo: powerball.draws[1]!.drawNo }),
      )
    ).result;
    const closing = (await camel<Cart>(await t.add(powerballTicket(powerball, [game, game])))).result;
    const closingId = closing.cartItems.find((item) => !kept.cartItems.some((k) => k.id === item.id))!.id;
    t.time.ms = Date.parse(powerball.draws[0]!.stop) + 1000;

    for (let read = 0; read < 2; read++) {
      const cart = (await camel<Cart>(await t.cart())).result;
      expect(cart.cartItems.map((item) => item.id)).toEqual([kept.cartItems[0]!.id]);
      expect(cart.cartTotal.amount).toBe(1.35);
      expect(cart.autoRemovedItems).toEqual([
        {
          id: closingId,
          reason: `Powerball draw ${powerball.draws[0]!.drawNo} has closed, so its ticket was removed from your cart.`,
        },
      ]);
    }
    const closed = (await t.answer(carts.removeAnonymous, { params: { ref: t.ref, itemId: closingId } }))
      .result;
    expect(closed.autoRemovedItems).toEqual([]);
    expect(closed.cartItems).toHaveLength(1);
  });
});
