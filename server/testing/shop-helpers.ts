/** A signed-in customer and the calls of the shop, for server tests that buy tickets. */
import { camelizeKeys } from '@contract/case';
import type { Cart, ProductOffers } from '@contract/schemas/shop';
import { DEMO_PASSWORD } from '../db/seed';
import { apiTestApp } from './api-helpers';
import type { Instance } from './test-app';

export type Answer<T> = { result: T; messages: { code: string; message: string }[] };
export const camel = async <T>(response: Response) => camelizeKeys<Answer<T>>(await response.json());

export const game = { numbers: [1, 5, 9, 14, 22, 30, 35], powerball: [7] };

/** A test app with a signed-in customer and the calls of checkout. */
export async function checkout(email = 'demo@luckydip.test') {
  const t = await apiTestApp();
  const { offers } = (await camel<ProductOffers>(await t.get('/pricing/standard/product_offers'))).result;
  const offer = (key: string) => offers.find((entry) => entry.key === key)!;
  const signIn = async (who: string) =>
    (await camel<{ accessToken: string }>(await t.login({ email: who, password: DEMO_PASSWORD }))).result
      .accessToken;
  const token = await signIn(email);
  const powerball = (games = [game], numDraws = 1, drawIndex = 0) => ({
    product_offer_key: 'powerball',
    game_type: 'standard',
    game_offer: 'powerball-standard',
    draw_no: offer('powerball').draws[drawIndex]!.drawNo,
    num_draws: numDraws,
    num_games: games.length,
    games,
  });
  const add = (item: unknown, as = token) => t.send('/cart/items', 'POST', item, as);
  const cart = async (as = token) => (await camel<Cart>(await t.get('/cart/items', as))).result;
  const balance = async (as = token) =>
    (await camel<{ balance: { amount: number } }>(await t.get('/customer', as))).result.balance.amount;
  const purchase = (body: unknown, key: string | undefined, as = token, instance?: Instance) =>
    t.signed('/api/v2/cart/purchase', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { version: '3.3', authorization: `Bearer ${as}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(instance ? { instance } : {}),
    });
  const pay = async (key: string, as = token) =>
    purchase({ cart_reference: (await cart(as)).cartReference, fund_kind: 'wallet' }, key, as);
  const promote = (code: string, as = token) =>
    t.send('/cart/promotion', 'POST', { promotion_code: code }, as);
  return { ...t, offer, signIn, token, powerball, add, cart, balance, purchase, pay, promote };
}
