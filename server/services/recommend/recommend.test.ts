import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as catalogue from '@contract/endpoints/catalogue';
import * as placements from '@contract/endpoints/placements';
import type { Placement, PlacementAsked } from '@contract/schemas/placements';
import { camel, checkout } from '../../testing/shop-helpers';

async function recommend() {
  const t = await checkout();
  const customerId = String((await t.answer(account.customer, {}, { token: t.token })).result.customerId);
  const placement = (query: PlacementAsked, token?: string) =>
    t.call(placements.placements, { query }, { token });
  const placed = async (query: PlacementAsked, token?: string) =>
    (await camel<Placement[]>(await placement(query, token))).result;
  const base = { brandingKey: 'lucky-dip', pricingId: 'standard' };
  const prime = () =>
    t.call(
      placements.prime,
      { body: { segmentDeviceId: 'device-1', segmentUserId: customerId } },
      { token: t.token },
    );
  return { ...t, customerId, placement, placed, base, prime };
}

describe('the recommendations service', () => {
  it('features the biggest jackpot on sale to anyone, publicly for five minutes', async () => {
    const t = await recommend();
    const answer = await t.placement({ ...t.base, keys: 'feature_placement' });
    expect(answer.headers.get('cache-control')).toMatch(/public.*max-age=300/);
    const [feature] = (await camel<Placement[]>(answer)).result;
    expect(feature).toMatchObject({ key: 'feature_placement', config: { productType: 'lottery_ticket' } });
    const jackpots = await t.answer(catalogue.offers, { params: { pricingId: 'standard' } });
    const biggest = Math.max(
      ...jackpots.result.offers
        .filter((offer) => offer.type === 'lottery_ticket')
        .map((offer) => offer.draws[0]?.prizePool?.amount ?? 0),
    );
    expect(feature!.items[0]).toMatchObject({ reason: 'jackpot', prizePool: { amount: biggest } });
    // A brand this retailer does not run has nothing recommended.
    expect((await t.placement({ ...t.base, brandingKey: 'other', keys: 'feature_placement' })).status).toBe(
      204,
    );
  });

  it("recommends from the customer's buying once primed, leaves the cart's lottery out, and offers its next draw", async () => {
    const t = await recommend();
    const keys = 'fast_play,cart_inline_item,pre_cart_item,pre_cart_promoted,pre_cart_standard,instant_play';
    const personal = { ...t.base, keys, customerKey: t.customerId };
    // Personal: no cache keeps it, a shared device's or a proxy's (DESIGN.md).
    expect((await t.placement(personal, t.token)).headers.get('cache-control')).toBe('no-store');
    // Before buying: the shop's best seller (the limits customer's Powerball this week).
    const before = await t.placed(personal, t.token);
    expect(before.find((entry) => entry.key === 'fast_play')!.items[0]).toMatchObject({
      productOfferKey: 'powerball',
      reason: 'popular',
    });

    expect((await t.add(t.powerball())).status).toBe(201);
    expect((await t.pay('recommend-1')).status).toBe(201);
    // Kept five minutes, unless primed (as the app does after a purchase).
    expect((await t.prime()).status).toBe(200);
    const drawNo = t.offer('powerball').draws[0]!.drawNo;
    const after = await t.placed({ ...personal, cart: `powerball:${drawNo}` }, t.token);
    const item = (key: string) => after.find((entry) => entry.key === key)?.items[0];
    expect(item('fast_play')).toMatchObject({ productOfferKey: 'powerball', reason: 'bought_before' });
    expect(item('cart_inline_item')?.productOfferKey).not.toBe('powerball');
    expect(item('pre_cart_promoted')?.productOfferKey).not.toBe('powerball');
    expect(item('pre_cart_standard')?.productOfferKey).not.toBe(item('pre_cart_promoted')?.productOfferKey);
    expect(item('pre_cart_item')).toMatchObject({ productOfferKey: 'powerball', reason: 'next_draw' });
    expect(item('pre_cart_item')!.drawNo).toBeGreaterThan(drawNo);
    expect(item('instant_play')?.reason).toBe('closing');
    expect(item('fast_play')!.price.amount).toBeGreaterThan(0);
  });

  it("refuses another customer's recommendations, and a key it does not know", async () => {
    const t = await recommend();
    const other = { ...t.base, keys: 'fast_play', customerKey: String(Number(t.customerId) + 1) };
    expect((await t.placement(other, t.token)).status).toBe(403);
    expect((await t.placement({ ...t.base, keys: 'fast_play', customerKey: t.customerId })).status).toBe(403);
    expect((await t.placement({ ...t.base, keys: 'sidebar' })).status).toBe(422);
  });
});
