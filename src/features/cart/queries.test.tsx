import { MutationObserver, QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import * as catalogueEndpoints from '@contract/endpoints/catalogue';
import type { CartItemInput } from '@contract/schemas/shop';
import { notifications, type QueuedNotification } from '@/api';
import { call } from '@/api/call';
import { createCookieJar } from '@/lib/cookies';
import { serveInProcess, signInSession } from '@/testing/render';
import { CART_COOKIE, utmValues } from './cart-cookies';
import { cartMutations } from './changes';
import { CART_UPDATE_FAILED, cartContents, cartQueries } from './queries';

const jar = createCookieJar(() => false);

async function powerballQuickPick(): Promise<CartItemInput> {
  const { offers } = await call(catalogueEndpoints.offers, { params: { pricingId: 'standard' } });
  const powerball = offers.find((offer) => offer.key === 'powerball')!;
  const draw = powerball.draws.find((entry) => entry.purchaseStatus === 'open')!;
  return {
    productOfferKey: 'powerball',
    gameType: 'standard',
    gameOffer: 'powerball-standard',
    drawNo: draw.drawNo,
    numDraws: 1,
    quickpick: true,
    numGames: 2,
    games: [],
  };
}

function addItem(queryClient: QueryClient, item: CartItemInput) {
  return new MutationObserver(queryClient, cartMutations.addItems(queryClient, undefined, jar)).mutate([
    item,
  ]);
}

describe('the anonymous cart', () => {
  let queryClient: QueryClient;
  let calls: string[];
  let bodies: unknown[];
  beforeEach(async () => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    ({ calls } = await serveInProcess());
    bodies = [];
    const served = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.method === 'POST' && typeof init.body === 'string') bodies.push(JSON.parse(init.body));
      return served(input, init);
    };
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('is empty, and no cart is made, until the first item is added', async () => {
    const cart = await queryClient.fetchQuery(cartQueries.cart(undefined));
    expect(cart.cartItems).toEqual([]);
    expect(calls.some((call) => call.includes('anon-cart'))).toBe(false);
    expect(Cookies.get(CART_COOKIE)).toBeUndefined();
  });

  it('adds a ticket sent twice within a second once (item creation is debounced 1000 ms)', async () => {
    const item = await powerballQuickPick();
    const first = await addItem(queryClient, item);
    const [again, more] = await Promise.all([addItem(queryClient, item), addItem(queryClient, item)]);
    expect(first.cartItems).toHaveLength(1);
    expect(again).toBe(first);
    expect(more).toBe(first);
    expect(calls.filter((call) => call.includes('/items'))).toHaveLength(1);
  });

  it('is made on the first add, kept by its cookie, priced by the server, and counted', async () => {
    const item = await powerballQuickPick();
    const cart = await addItem(queryClient, {
      ...item,
      price: { amount: 0.01, currency: 'AUD' },
    } as CartItemInput);
    const reference = Cookies.get(CART_COOKIE);
    expect(reference).toBe(cart.cartReference);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.price.amount).toBeGreaterThan(1);

    await addItem(queryClient, item);
    const again = await queryClient.fetchQuery({ ...cartQueries.cart(undefined), staleTime: 0 });
    expect(again.cartReference).toBe(reference);
    expect(cartContents(again)).toEqual({ count: 2, hasLotteryTicket: true, hasSyndicateShare: false });
    expect(calls.filter((call) => call === 'POST /api/v2/anon-cart')).toHaveLength(1);
  });

  it('is made again when the server no longer knows the reference in the cookie', async () => {
    Cookies.set(CART_COOKIE, 'a0a0a0a0-0000-4000-8000-000000000000', { path: '/' });
    const cart = await addItem(queryClient, { ...(await powerballQuickPick()), numGames: 4 });
    expect(cart.cartItems).toHaveLength(1);
    expect(Cookies.get(CART_COOKIE)).toBe(cart.cartReference);
    expect(cart.cartReference).not.toBe('a0a0a0a0-0000-4000-8000-000000000000');
  });

  it('carries the affiliate code with the add, then forgets it', async () => {
    createCookieJar(() => false).set('aff', 'partner-7', 14);
    await addItem(queryClient, await powerballQuickPick());
    expect(bodies.at(-1)).toMatchObject({ affiliate_code: 'partner-7' });
    expect(Cookies.get('aff')).toBeUndefined();
  });

  it("puts the server's refusal in a notification and adds nothing", async () => {
    const item = await powerballQuickPick();
    const shown: QueuedNotification[] = [];
    const stop = notifications.subscribe((notification) => shown.push(notification));
    shown.length = 0;
    await expect(addItem(queryClient, { ...item, numGames: 0 })).rejects.toThrow();
    stop();
    expect(shown.map(({ code, level }) => ({ code, level }))).toEqual([
      { code: 'cart_update_failed', level: 'error' },
    ]);
    expect(shown[0]!.message).not.toBe(CART_UPDATE_FAILED);
    expect(Cookies.get(CART_COOKIE)).toBeDefined();
    const cart = await queryClient.fetchQuery({ ...cartQueries.cart(undefined), staleTime: 0 });
    expect(cart.cartItems).toEqual([]);
  });
});

describe('signing in with an anonymous cart', () => {
  it('merges it into the customer’s cart on the first read, once, and forgets its cookie', async () => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    const { api, calls } = await serveInProcess();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const item = await powerballQuickPick();
    await addItem(queryClient, item);
    await addItem(queryClient, { ...item, numGames: 3 });
    const { customer } = await signInSession(api, 'demo@luckydip.test');

    const cart = await queryClient.fetchQuery(cartQueries.cart(customer.customerId));
    expect(cart.cartItems.map((entry) => entry.numGames)).toEqual([2, 3]);
    expect(Cookies.get(CART_COOKIE)).toBeUndefined();
    const again = await queryClient.fetchQuery({ ...cartQueries.cart(customer.customerId), staleTime: 0 });
    expect(again.cartItems).toHaveLength(2);
    expect(calls.filter((call) => call.endsWith('/convert'))).toHaveLength(1);
  });
});

describe('the cart cookies', () => {
  it('carry the five campaign values of a query, and nothing else', () => {
    expect(
      utmValues('?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=t&utm_content=c&x=1'),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 't',
      utm_content: 'c',
    });
    expect(utmValues('?utm_source=')).toEqual({});
  });
});
