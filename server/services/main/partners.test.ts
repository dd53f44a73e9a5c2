import { describe, expect, it } from 'vitest';
import * as auth from '@contract/endpoints/auth';
import * as carts from '@contract/endpoints/cart';
import * as checkoutApi from '@contract/endpoints/checkout';
import * as partners from '@contract/endpoints/partners';
import type { Partner, PartnerCart, PartnerPurchase, PartnerPurchaseInput } from '@contract/schemas/partners';
import type { Cart, Receipt } from '@contract/schemas/shop';
import { camel } from '../../testing/shop-helpers';
import { wallet } from '../../testing/wallet-helpers';

async function partnerShop() {
  const t = await wallet();
  const surf = (
    await camel<Partner>(await t.call(partners.partner, { params: { slug: 'surf-life-saving' } }))
  ).result;
  const raffle = t.offer('surf-life-saving-raffle');
  const item = (numGames: number) => ({
    lottery: 'surf-life-saving-raffle',
    raffleOffer: 'surf-life-saving-raffle-tickets',
    drawNumber: raffle.draws[0]!.drawNo,
    numGames,
  });
  const buy = (body: Partial<PartnerPurchaseInput>, key: string) =>
    t.call(
      partners.purchase,
      {
        params: { slug: 'surf-life-saving' },
        body: {
          cartItem: null,
          deposit: null,
          purchase: { channelKey: 'slsa_web', partnerKey: 'slsa' },
          ...body,
        },
        idempotencyKey: key,
      },
      { token: t.token },
    );
  return { ...t, surf, item, buy };
}

describe('partner purchase', () => {
  it('names the partner, its channels and what it sells; an unknown partner is not found', async () => {
    const t = await partnerShop();
    expect(t.surf).toMatchObject({
      slug: 'surf-life-saving',
      key: 'slsa',
      kind: 'charity',
      productOfferKey: 'surf-life-saving-raffle',
      channels: [{ channelKey: 'slsa_web' }, { channelKey: 'slsa_app' }],
    });
    expect((await t.call(partners.partner, { params: { slug: 'nobody' } })).status).toBe(404);
  });

  it('prices a visitor’s cart without keeping it, and keeps one item in a customer’s, apart from their own cart', async () => {
    const t = await partnerShop();
    const visitor = (
      await camel<PartnerCart>(
        await t.call(partners.visitorCart, { params: { slug: 'surf-life-saving' }, body: t.item(3) }),
      )
    ).result;
    expect(visitor.customerId).toBeNull();
    expect(visitor.cartTotal.amount).toBe(12);
    expect(visitor.cartItems[0]!.description).toContain('3 tickets');

    const first = await t.call(
      partners.customerCart,
      { params: { slug: 'surf-life-saving' }, body: t.item(3) },
      { token: t.token },
    );
    expect(first.status).toBe(201);
    const replaced = (
      await camel<PartnerCart>(
        await t.call(
          partners.customerCart,
          { params: { slug: 'surf-life-saving' }, body: t.item(5) },
          { token: t.token },
        ),
      )
    ).result;
    expect(replaced.cartItems).toHaveLength(1);
    expect(replaced.cartTotal.amount).toBe(20);
    expect(replaced.customerId).not.toBeNull();
    // The customer's own cart is untouched.
    expect(
      (await camel<Cart>(await t.call(carts.customers, {}, { token: t.token }))).result.cartItems,
    ).toEqual([]);

    const other = await t.call(
      partners.customerCart,
      { params: { slug: 'surf-life-saving' }, body: { ...t.item(1), lottery: 'powerball' } },
      { token: t.token },
    );
    expect(other.status).toBe(422);
  });

  it('buys through the partner’s channel, records it, and clears the cart; an empty cart is refused', async () => {
    const t = await partnerShop();
    const before = await t.balance();
    const wrongChannel = await t.buy(
      { cartItem: t.item(2), purchase: { channelKey: 'other_web', partnerKey: 'slsa' } },
      'partner-wrong',
    );
    expect(wrongChannel.status).toBe(422);

    const answer = await t.buy({ cartItem: t.item(2) }, 'partner-1');
    expect(answer.status).toBe(201);
    const { id } = (await camel<PartnerPurchase>(answer)).result;
    expect(id).toMatch(/^[\w-]+$/);
    expect((await t.buy({ cartItem: t.item(2) }, 'partner-1')).headers.get('idempotent-replayed')).toBe(
      'true',
    );
    expect(await t.balance()).toBeCloseTo(before - 10);
    const receipt = (
      await camel<Receipt>(
        await t.call(checkoutApi.receipt, { params: { checkoutId: id! } }, { token: t.token }),
      )
    ).result;
    expect(receipt.trackingData.partner).toBe('surf-life-saving');
    expect(receipt.orders[0]!.ticketNumbers).toHaveLength(2);
    const row = await t.one('SELECT partner_slug, channel_key FROM checkouts WHERE id = ?', id);
    expect(row).toEqual({ partner_slug: 'surf-life-saving', channel_key: 'slsa_web' });

    const mail = await t.one<{ text: string }>(
      'SELECT body_text AS text FROM mailbox WHERE subject = ?',
      `Your Lucky Dip purchase, receipt ${id}`,
    );
    expect(mail.text).toMatch(new RegExp(`/purchase/surf-life-saving/receipt/${id}`));
    const token = /\/purchase\/surf-life-saving\/autologin\/([\w-]+)/.exec(mail.text)?.[1];
    expect((await t.call(auth.autologin, { body: { token: token ?? '' } })).status).toBe(200);

    const empty = await t.buy({}, 'partner-empty');
    expect(empty.status).toBe(422);
    expect((await camel<unknown>(empty)).messages[0]).toMatchObject({ code: 'empty_cart' });
  });

  it('deposits what the wallet lacks first, with 3-D Secure, then buys from the wallet', async () => {
    const t = await partnerShop();
    await t.exec("UPDATE customers SET balance_cents = 300 WHERE email = 'demo@luckydip.test'");
    const fund = await t.addCard('4111111111111111');
    const { amount: _, ...withoutAmount } = t.depositBody(1);
    const opened = (
      await camel<PartnerPurchase>(
        await t.buy(
          { cartItem: t.item(5), deposit: { ...withoutAmount, customerFundId: fund.id } },
          'partner-deposit',
        ),
      )
    ).result;
    expect(opened.id).toBeNull();
    expect(opened.deposit).toMatchObject({ purchaseType: 'partner_purchase', status: 'pending' });
    // $20 of tickets, $3 in the wallet: $17 deposited.
    expect(opened.deposit!.amount.amount).toBe(17);
    await t.authenticate(opened.deposit!.id);
    const bought = (await camel<PartnerPurchase>(await t.buy({}, 'partner-after-deposit'))).result;
    const receipt = (
      await camel<Receipt>(
        await t.call(checkoutApi.receipt, { params: { checkoutId: bought.id! } }, { token: t.token }),
      )
    ).result;
    expect(receipt.deposits).toEqual([{ description: 'VISA ending 1111', amount: opened.deposit!.amount }]);
    expect(await t.balance()).toBeCloseTo(0);
  });
});
