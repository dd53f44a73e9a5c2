/** A signed-in customer and the calls of the shop, for server tests that buy tickets. */
import { randomUUID } from 'node:crypto';
import { camelizeKeys } from '@contract/case';
import * as account from '@contract/endpoints/account';
import * as carts from '@contract/endpoints/cart';
import * as catalogue from '@contract/endpoints/catalogue';
import * as checkoutEndpoints from '@contract/endpoints/checkout';
import type { CartItemInput, PurchaseInput } from '@contract/schemas/shop';
import { DEMO_PASSWORD } from '../db/seed';
import { apiTestApp } from './api-helpers';
import type { Instance } from './test-app';

export type Answer<T> = { result: T; messages: { code: string; message: string }[] };
export const camel = async <T>(response: Response) => camelizeKeys<Answer<T>>(await response.json());

export const game = { numbers: [1, 5, 9, 14, 22, 30, 35], powerball: [7] };

/** A test app with a signed-in customer and the calls of checkout. */
export async function checkout(
  email = 'demo@luckydip.test',
  overrides: Parameters<typeof apiTestApp>[0] = {},
) {
  const t = await apiTestApp(overrides);
  const { offers } = (await t.answer(catalogue.offers, { params: { pricingId: 'standard' } })).result;
  const offer = (key: string) => offers.find((entry) => entry.key === key)!;
  const signIn = async (who: string) =>
    (await camel<{ accessToken: string }>(await t.login({ email: who, password: DEMO_PASSWORD }))).result
      .accessToken;
  const token = await signIn(email);
  const powerball = (games = [game], numDraws = 1, drawIndex = 0): CartItemInput => ({
    productOfferKey: 'powerball',
    gameType: 'standard',
    gameOffer: 'powerball-standard',
    drawNo: offer('powerball').draws[drawIndex]!.drawNo,
    numDraws,
    numGames: games.length,
    games,
  });
  const add = (item: CartItemInput, as = token) =>
    t.call(carts.add, { body: item, idempotencyKey: randomUUID() }, { token: as });
  const cart = async (as = token) => (await t.answer(carts.customers, {}, { token: as })).result;
  const balance = async (as = token) =>
    (await t.answer(account.customer, {}, { token: as })).result.balance.amount;
  /** Without a key (`undefined`), the purchase is sent with no idempotency key, for its refusal. */
  const purchase = (body: PurchaseInput, key: string | undefined, as = token, instance?: Instance) =>
    t.call(checkoutEndpoints.purchase, { body, idempotencyKey: key ?? '' }, { token: as, instance });
  /**
   * Paying the cart as it stands. Racing purchases send one such body, as clients that read the
   * cart at once would: a read after the first purchase would see the new, empty cart.
   */
  const payment = async (as = token): Promise<PurchaseInput> => ({
    cartReference: (await cart(as)).cartReference,
    fundKind: 'wallet',
  });
  const pay = async (key: string, as = token) => purchase(await payment(as), key, as);
  const promote = (code: string, as = token) =>
    t.call(carts.promote, { body: { promotionCode: code } }, { token: as });
  return { ...t, offer, signIn, token, powerball, add, cart, balance, purchase, payment, pay, promote };
}
