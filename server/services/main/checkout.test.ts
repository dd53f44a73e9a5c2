import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { snakeizeKeys } from '@contract/case';
import * as account from '@contract/endpoints/account';
import * as carts from '@contract/endpoints/cart';
import * as catalogue from '@contract/endpoints/catalogue';
import * as checkoutApi from '@contract/endpoints/checkout';
import * as recurringEndpoints from '@contract/endpoints/recurring';
import type { Autoplay } from '@contract/schemas/recurring';
import type { Cart, PaymentResolution, ProductOffers, PurchaseInput, Receipt } from '@contract/schemas/shop';
import { camel, checkout, game } from '../../testing/shop-helpers';

/** Four quick-pick games of Oz Lotto's next draw. */
const ozLottoQuickPick = (t: Awaited<ReturnType<typeof checkout>>) => ({
  productOfferKey: 'oz-lotto',
  gameType: 'standard',
  gameOffer: 'oz-lotto-standard',
  drawNo: t.offer('oz-lotto').draws[0]!.drawNo,
  numDraws: 1,
  numGames: 4,
  quickpick: true,
});

describe('promotions', () => {
  it('take a fixed amount or a percentage off, and leave with their item', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    const fixed = await t.promote(' welcome5 ');
    expect(fixed.status).toBe(201);
    const withFixed = (await camel<Cart>(fixed)).result;
    expect(withFixed.promotions).toEqual([
      expect.objectContaining({ code: 'WELCOME5', discount: { amount: -5, currency: 'AUD' } }),
    ]);
    expect(withFixed.cartTotal.amount).toBeCloseTo(10.8 - 5);

    const second = await camel<Cart>(await t.promote('SAVE10'));
    expect(second.messages[0]).toMatchObject({ code: 'promotion_not_added' });

    const removed = await t.call(
      carts.remove,
      { params: { itemId: withFixed.promotions[0]!.id } },
      { token: t.token },
    );
    expect((await camel<Cart>(removed)).result.promotions).toEqual([]);
    const percent = (await camel<Cart>(await t.promote('SAVE10'))).result;
    expect(percent.promotions[0]!.discount.amount).toBeCloseTo(-1.08);
    expect(percent.cartTotal.amount).toBeCloseTo(9.72);
  });

  it('show on each order what was paid for it: its part of the discount, only where it applied', async () => {
    const t = await checkout();
    const ozLotto = ozLottoQuickPick(t);
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    await t.add(ozLotto);
    expect((await t.promote('POWERBALL3')).status).toBe(201);
    const receipt = (await camel<Receipt>(await t.pay('paid-after-promotion'))).result;
    const [powerball, oz] = receipt.orders;
    // $3 off the Powerball ticket alone; the Oz Lotto ticket paid its price.
    expect(powerball!.paid.amount).toBeCloseTo(powerball!.price.amount - 3);
    expect(oz!.paid).toEqual(oz!.price);

    // SAVE10 over two tickets: ten per cent of each, to the cent, adding up to the discount.
    await t.add(t.powerball([game]));
    await t.add(ozLotto);
    await t.promote('SAVE10');
    const shared = (await camel<Receipt>(await t.pay('paid-shared'))).result;
    const off = shared.orders.map((order) => Math.round((order.price.amount - order.paid.amount) * 100));
    expect(off.reduce((sum, cents) => sum + cents, 0)).toBe(Math.round(shared.discount.amount * 100));
    shared.orders.forEach((order, index) =>
      expect(off[index]).toBeCloseTo(Math.round(order.price.amount * 10), -1),
    );
  });

  it('are in the purchase confirmation emailed for every checkout, with each order and the receipt', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game]));
    await t.promote('SAVE10');
    const receipt = (await camel<Receipt>(await t.pay('emailed-receipt'))).result;
    const mail = await t.all<{ subject: string; text: string }>(
      "SELECT subject, body_text AS text FROM mailbox WHERE to_address = 'demo@luckydip.test' AND subject LIKE 'Your Lucky Dip purchase%'",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Lucky Dip purchase, receipt ${receipt.checkoutId}`);
    const [order] = receipt.orders;
    expect(mail[0]!.text).toContain(`Order ${order!.id}: ${order!.description}`);
    expect(mail[0]!.text).toContain(`Draw ${order!.draws[0]!.drawNo} (`);
    expect(mail[0]!.text).toContain(`Promotion code SAVE10: −$${receipt.discount.amount.toFixed(2)}`);
    expect(mail[0]!.text).toContain(`Paid from your wallet: $${receipt.total.amount.toFixed(2)}`);
    expect(mail[0]!.text).toMatch(new RegExp(`Your receipt: https?://[^/]+/receipt/${receipt.checkoutId}`));
  });

  it('refuse an expired, unknown or other game’s code with promotion_not_added and why', async () => {
    const t = await checkout();
    const refusal = async (code: string) => {
      const response = await t.promote(code);
      expect(response.status).toBe(422);
      const { messages } = await camel<null>(response);
      expect(messages[0]!.code).toBe('promotion_not_added');
      return messages[0]!.message;
    };
    expect(await refusal('SAVE10')).toBe('Add a ticket to your cart before using a promotion code.');
    await t.add(ozLottoQuickPick(t));
    expect(await refusal('SPRING25')).toBe('The promotion SPRING25 has expired.');
    expect(await refusal('NOSUCHCODE')).toBe(
      'This promotion code is not valid. Check the code and try again.',
    );
    expect(await refusal('POWERBALL3')).toBe('The promotion POWERBALL3 applies only to Powerball tickets.');
  });

  it('go quietly with the last ticket: an emptied cart has no promotion and no notice of one', async () => {
    const t = await checkout();
    await t.add(t.powerball([game]));
    expect((await t.promote('SAVE10')).status).toBe(201);
    const ticket = (await t.cart()).cartItems[0]!;
    expect((await t.call(carts.remove, { params: { itemId: ticket.id } }, { token: t.token })).status).toBe(
      200,
    );
    const emptied = await t.cart();
    expect(emptied.cartItems).toEqual([]);
    expect(emptied.promotions).toEqual([]);
    expect(emptied.autoRemovedItems).toEqual([]);
    // Nothing comes back with the next ticket either.
    await t.add(t.powerball([game]));
    expect((await t.cart()).promotions).toEqual([]);
  });

  it('keep their redemption rules: a welcome code once per customer, minimum spends, half off at most', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    expect((await t.promote('WELCOME5')).status).toBe(201);
    expect((await t.pay('welcome-once-1')).status).toBe(201);
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    const again = await t.promote('WELCOME5');
    expect(again.status).toBe(422);
    expect((await camel<null>(again)).messages[0]!.message).toBe(
      'You have already used the promotion WELCOME5.',
    );

    // $3 off needs $10 of Powerball tickets: one game ($1.35) is refused, never made free.
    const single = await checkout('winner@luckydip.test');
    await single.add(single.powerball([game]));
    expect((await camel<null>(await single.promote('POWERBALL3'))).messages[0]!.message).toBe(
      'The promotion POWERBALL3 needs at least $10.00 of tickets in your cart.',
    );
  });

  it('leave a cart whose code was used up meanwhile: the purchase is refused, nothing charged', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    expect((await t.promote('WELCOME5')).status).toBe(201);
    const { cartReference } = await t.cart();
    // Another purchase with the code lands between pricing and paying.
    const customer = await t.one<{
      id: number;
    }>("SELECT id FROM customers WHERE email = 'demo@luckydip.test'");
    await t.exec(
      "INSERT INTO checkouts (id, customer_id, charged_cents, promotion_code, balance_after_cents, created_at) VALUES ('elsewhere', ?, 580, 'WELCOME5', 0, 0)",
      customer.id,
    );
    const refused = await t.purchase({ cartReference: cartReference, fundKind: 'wallet' }, 'welcome-raced');
    expect(refused.status).toBe(409);
    expect((await camel<null>(refused)).messages[0]!.code).toBe('cart_changed');
    expect(await t.balance()).toBe(500);

    // Used up between the pricing and the purchase's transaction: the transaction refuses it.
    const { dataLayer } = await import('../../db');
    const cart = await t.one<{ reference: string; updated_at: number }>(
      'SELECT reference, updated_at FROM carts WHERE reference = ?',
      cartReference,
    );
    const rows = await t.all<{
      id: number;
    }>('SELECT id FROM cart_items WHERE cart_reference = ?', cartReference);
    const commit = dataLayer(t.db, () => t.time.ms).purchases.commit({
      checkoutId: 'raced-in-transaction',
      customerId: customer.id,
      source: {
        cart: { reference: cartReference, rowIds: rows.map((row) => row.id), updatedAt: cart.updated_at },
      },
      orders: [],
      chargedCents: 580,
      preOrderCents: 0,
      discountCents: 500,
      promotionCode: 'WELCOME5',
      refusal: () => null,
    });
    await expect(commit).rejects.toMatchObject({ code: 'promotion_used' });
    expect(await t.balance()).toBe(500);
  });

  it('apply to an anonymous cart too', async () => {
    const t = await checkout();
    const ref = (await camel<{ cartReference: string }>(await t.call(carts.create, {}))).result.cartReference;
    await t.call(carts.addAnonymous, {
      params: { ref },
      body: t.powerball([game, game, game, game, game, game, game, game]),
      idempotencyKey: randomUUID(),
    });
    const applied = await t.call(carts.promoteAnonymous, {
      params: { ref },
      body: { promotionCode: 'POWERBALL3' },
    });
    expect(applied.status).toBe(201);
    expect((await camel<Cart>(applied)).result.cartTotal.amount).toBeCloseTo(7.8);
  });
});

describe('the purchase', () => {
  it('needs an Idempotency-Key, answers a repeat with the stored receipt, refuses a reused key', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game], 2));
    const before = await t.balance();
    const body: PurchaseInput = { cartReference: (await t.cart()).cartReference, fundKind: 'wallet' };
    expect((await t.purchase(body, undefined)).status).toBe(400);

    const first = await t.purchase(body, 'intent-0001');
    expect(first.status).toBe(201);
    const receipt = (await camel<Receipt>(first)).result;
    const again = await t.purchase(body, 'intent-0001');
    expect(again.status).toBe(201);
    expect((await camel<Receipt>(again)).result).toEqual(receipt);
    expect(await t.balance()).toBeCloseTo(before - 5.4);

    // The same key with another body (a card, which no client may send, hence the cast): refused.
    const changed = { ...body, fundKind: 'card' } as unknown as PurchaseInput;
    expect((await t.purchase(changed, 'intent-0001')).status).toBe(422);
    expect((await t.cart()).cartItems).toEqual([]);
  });

  it('answers 409 while a request with the same key still runs', async () => {
    const t = await checkout();
    await t.add(t.powerball());
    const body: PurchaseInput = { cartReference: (await t.cart()).cartReference, fundKind: 'wallet' };
    const customerId = Number(
      (await camel<{ customerId: string }>(await t.call(account.customer, {}, { token: t.token }))).result
        .customerId,
    );
    const { createHash } = await import('node:crypto');
    // The key's hash is of the body as sent (snake_case keys).
    const hash = createHash('sha256')
      .update(JSON.stringify(snakeizeKeys(body)))
      .digest('hex');
    const { dataLayer } = await import('../../db');
    await dataLayer(t.db, () => t.time.ms).purchases.claimKey(customerId, 'purchase', 'intent-0002', hash);
    expect((await t.purchase(body, 'intent-0002')).status).toBe(409);
  });

  it('writes one ticket per game per draw with the numbers as built, quick picks drawn, the cart emptied', async () => {
    const t = await checkout();
    await t.add(t.powerball([game, game], 2));
    await t.add({ ...t.powerball([], 1), numGames: 4, quickpick: true });
    const receipt = (await camel<Receipt>(await t.pay('intent-0003'))).result;
    expect(receipt.total.amount).toBeCloseTo(5.4 + 5.4);
    const [built, picked] = receipt.orders;
    expect(built!.draws).toHaveLength(2);
    expect(built!.games).toEqual([game, game]);
    expect(picked!.games).toHaveLength(4);
    for (const quick of picked!.games) {
      expect(new Set(quick.numbers).size).toBe(7);
      expect(quick.powerball).toHaveLength(1);
    }
    const tickets = await t.one<{
      n: number;
    }>('SELECT COUNT(*) AS n FROM tickets WHERE order_id IN (?, ?)', built!.id, picked!.id);
    expect(tickets.n).toBe(2 * 2 + 4);
    expect(receipt.balance.amount).toBeCloseTo(500 - 10.8);

    const read = await t.call(
      checkoutApi.receipt,
      { params: { checkoutId: receipt.checkoutId } },
      { token: t.token },
    );
    expect((await camel<Receipt>(read)).result).toEqual(receipt);
    const stranger = await t.signIn('confirm@luckydip.test');
    expect(
      (await t.call(checkoutApi.receipt, { params: { checkoutId: receipt.checkoutId } }, { token: stranger }))
        .status,
    ).toBe(404);
  });

  it('ignores a tampered price or total: the server’s own is charged', async () => {
    const t = await checkout();
    const tampered = { ...t.powerball([game, game]), unitPrice: { amount: 0.01 }, price: { amount: 0.01 } };
    await t.add(tampered);
    const before = await t.balance();
    const response = await t.purchase(
      {
        cartReference: (await t.cart()).cartReference,
        fundKind: 'wallet',
        total: { amount: 0.01 },
      } as PurchaseInput,
      'intent-0004',
    );
    expect((await camel<Receipt>(response)).result.total.amount).toBeCloseTo(2.7);
    expect(await t.balance()).toBeCloseTo(before - 2.7);
  });

  it('charges once when five purchases of one cart race, together passing the balance', async () => {
    const t = await checkout('confirm@luckydip.test');
    expect(await t.balance()).toBe(15);
    await t.add(t.powerball(Array.from({ length: 8 }, () => game))); // $10.80: two would pass $15
    const payment = await t.payment();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => t.purchase(payment, `intent-race-${index}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await t.balance()).toBeCloseTo(15 - 10.8);
    const orders = await t.one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ?',
      'confirm@luckydip.test',
    );
    expect(orders.n).toBe(1);
  });

  it('stops at the customer’s weekly spend limit, in the cart and at the purchase', async () => {
    const t = await checkout('limits@luckydip.test');
    await t.add(t.powerball(Array.from({ length: 8 }, () => game)));
    const cart = await t.cart();
    // Reason ids are keys, so the wire's snake_case comes back camelCased like every other key.
    expect(Object.keys(cart.blockedReasons)).toEqual(['spendLimit']);
    expect(cart.blockedReasons.spendLimit).toContain('weekly spend limit of $50.00');
    const response = await t.pay('intent-0005');
    expect(response.status).toBe(422);
    expect((await camel<null>(response)).messages[0]!.code).toBe('spend_limit');
  });

  it('sells nothing to a customer who is outside Australia, until they say they are back', async () => {
    const t = await checkout('abroad@luckydip.test');
    await t.add(t.powerball());
    expect(Object.keys((await t.cart()).blockedReasons)).toEqual(['countryBanned']);
    const refused = await t.pay('intent-abroad-1');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]!.code).toBe('country_banned');
    await t.call(account.confirmInAustralia, {}, { token: t.token });
    expect((await t.cart()).blockedReasons).toEqual({});
    expect((await t.pay('intent-abroad-2')).status).toBe(201);
  });

  it('says what pays for the cart and what the wallet lacks', async () => {
    const t = await checkout('confirm@luckydip.test');
    await t.add(t.powerball(Array.from({ length: 20 }, () => game)));
    const resolution = (
      await camel<PaymentResolution>(
        await t.call(recurringEndpoints.paymentResolution, {}, { token: t.token }),
      )
    ).result;
    expect(resolution).toMatchObject({
      fundKind: 'unfunded',
      amountDue: { amount: 27 },
      shortfall: { amount: 12 },
    });
    const refused = await t.pay('intent-0006');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]!.message).toBe(
      'Your wallet is $12.00 short of this order.',
    );
  });

  it('refuses another customer’s cart reference and never shows their cart', async () => {
    const t = await checkout();
    await t.add(t.powerball());
    const theirs = (await t.cart()).cartReference;
    const stranger = await t.signIn('confirm@luckydip.test');
    const response = await t.purchase({ cartReference: theirs, fundKind: 'wallet' }, 'intent-0007', stranger);
    expect(response.status).toBe(409);
    expect((await t.cart()).cartItems).toHaveLength(1);
  });

  it('answers 404 for another customer’s cart item, and leaves it as it was', async () => {
    const t = await checkout();
    await t.add(t.powerball());
    const [item] = (await t.cart()).cartItems;
    const stranger = await t.signIn('confirm@luckydip.test');
    const edit = await t.call(
      carts.replace,
      { params: { itemId: item!.id }, body: t.powerball([game, game]) },
      { token: stranger },
    );
    expect(edit.status).toBe(404);
    expect((await t.call(carts.remove, { params: { itemId: item!.id } }, { token: stranger })).status).toBe(
      404,
    );
    expect((await t.cart()).cartItems).toEqual([expect.objectContaining({ id: item!.id, numGames: 1 })]);
    expect((await t.cart(stranger)).cartItems).toEqual([]);
  });
});

describe("spec 2's fields", () => {
  it('a cart item, its order and the autoplay it turns on carry favourites, the minimum jackpot and the draws', async () => {
    const t = await checkout();
    const onAutoplay = { type: 'autoplay', enabled: true } as const;
    // A minimum jackpot is an autoplay's: on a ticket bought once it is refused, by its field.
    const once = await camel<Cart & { errors: unknown }>(
      await t.add({ ...t.powerball(), minimumJackpotAmount: 50_000_000 }),
    );
    expect(once).toMatchObject({ errors: { minimumJackpotAmount: [{ code: 'invalid_item' }] } });
    const added = await t.add({
      ...t.powerball(),
      favourite: true,
      recurringPurchase: onAutoplay,
      minimumJackpotAmount: 50_000_000,
    });
    expect(added.status).toBe(201);
    const [item] = (await camel<Cart>(added)).result.cartItems;
    const draw = t.offer('powerball').draws[0]!;
    expect(item).toMatchObject({
      favourite: true,
      drawEncodedIds: [String(draw.drawId)],
      day: 'thursday',
      recurringPurchase: { type: 'autoplay', availability: 'optional', enabled: true },
      minimumJackpotAmount: { amount: 50_000_000, currency: 'AUD' },
      scheduledPurchase: null,
      analyticsProductType: 'lottery',
      membershipProgram: null,
    });

    const [order] = (await camel<Receipt>(await t.pay('spec-fields'))).result.orders;
    expect(order).toMatchObject({
      lotteryKey: 'powerball',
      gameType: 'standard',
      gameOffer: 'powerball-standard',
      favourite: true,
      quickpick: false,
      causeKey: null,
      replay: { favourite: true, recurringPurchase: onAutoplay, minimumJackpotAmount: 50_000_000 },
    });
    const autoplay = await camel<Autoplay>(
      await t.call(recurringEndpoints.autoplay, { params: { id: order!.autoplayId! } }, { token: t.token }),
    );
    expect(autoplay.result).toMatchObject({
      minimumJackpotAmount: { amount: 50_000_000, currency: 'AUD' },
      raffleOfferKey: null,
      membershipKey: null,
    });
  });

  it('an offer carries its other names, how its autoplay looks, and a raffle its size and tickets left', async () => {
    const t = await checkout();
    expect(t.offer('saturday-lotto').urlAliases.map((alias) => alias.subvariant)).toEqual([
      'gold-lotto',
      'x-lotto',
      'tattslotto',
    ]);
    expect(t.offer('powerball')).toMatchObject({
      urlAliases: [],
      recurringPurchaseInformation: { recurringContent: { recurringPurchaseBrandId: 'powerball-brand' } },
      size: null,
      tickets: null,
    });
    const { offers } = (
      await camel<ProductOffers>(await t.call(catalogue.offers, { params: { pricingId: 'standard' } }))
    ).result;
    const raffle = offers.find((offer) => offer.type === 'raffle_ticket' && offer.draws[0]?.drawData)!;
    const drawData = raffle.draws[0]!.drawData!;
    expect(raffle).toMatchObject({ size: drawData.ticketsTotal, tickets: drawData.ticketsRemaining });
  });
});
