import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import * as walletApi from '@contract/endpoints/wallet';
import type { CardGateways, Fund, StripeSetup } from '@contract/schemas/wallet';
import { SANDBOX_STRIPE, readConfig } from '../../config';
import { dataLayer } from '../../db';
import { topUpFromDefaultCard } from '../../domain/wallet';
import { ISSUER_MESSAGES } from '../../sandbox/card-gateway';
import type { SandboxPaymentIntent } from '../../sandbox/stripe-api';
import { STRIPE_CARD_FORM } from '../../sandbox/stripe-pages';
import { camel } from '../../testing/shop-helpers';
import { wallet } from '../../testing/wallet-helpers';

/** A site that takes cards through Stripe, played by the sandbox's Stripe. */
const WITH_STRIPE = { stripe: { ...SANDBOX_STRIPE, apiUrl: undefined, sandbox: true } };
const STRIPE_CARD = { method: 'cc', gateway: 'stripe' };
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function stripeWallet(email?: string) {
  const t = await wallet(email, WITH_STRIPE);
  const setup = async (as = t.token) => {
    const answer = await t.call(walletApi.stripeSetup, {}, { token: as });
    expect(answer.status).toBe(201);
    return (await camel<StripeSetup>(answer)).result.clientSecret;
  };
  /** The card typed into the sandbox Stripe's card fields: the setup intent's id, as Stripe.js answers. */
  const typeCard = async (clientSecret: string, number: string) => {
    const page = await t.app.request(
      `${STRIPE_CARD_FORM}?client_secret=${encodeURIComponent(clientSecret)}`,
      form({ number, expiry: '12/30', csc: '123' }),
    );
    return /data-token="([^"]+)"/.exec(await page.text())?.[1];
  };
  const save = (gatewayToken: string, as = t.token) =>
    t.call(
      walletApi.addCard,
      { params: STRIPE_CARD, body: { gatewayToken, holderName: 'Dana Demo' } },
      { token: as },
    );
  const addStripeCard = async (number: string) => {
    const token = await typeCard(await setup(), number);
    const answer = await save(token ?? '');
    expect(answer.status).toBe(201);
    return (await camel<Fund>(answer)).result;
  };
  /** A deposit waiting on 3-D Secure's challenge, from a new card that asks for one. */
  const challenged = async (key: string, amount = 20) => {
    const card = await addStripeCard('4000000000003220');
    return t.depositOf(await t.deposit(card.id, amount, key));
  };
  const data = dataLayer(t.db, () => t.time.ms);
  const intent = (id: string) => data.sandboxStripe.get<SandboxPaymentIntent>(id);
  const intentOf = async (depositId: string) => {
    const row = await t.db
      .selectFrom('deposits')
      .select('gateway_ref')
      .where('id', '=', depositId)
      .executeTakeFirstOrThrow();
    return intent(row.gateway_ref ?? '');
  };
  const webhook = (body: string, signature: string) =>
    t.app.request('/api/gateway/stripe/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  return { ...t, data, setup, typeCard, save, addStripeCard, challenged, intentOf, webhook };
}

describe('Stripe as the card gateway', () => {
  it('is listed first where it is configured, with the sandbox’s card fields standing in for Stripe.js', async () => {
    const t = await stripeWallet();
    const gateways = (await camel<CardGateways>(await t.call(walletApi.cardGateways, {}, { token: t.token })))
      .result;
    expect(gateways).toMatchObject({
      availableCardGateways: ['stripe', 'braintree'],
      hostedFormUrl: STRIPE_CARD_FORM,
      stripePublishableKey: null,
    });
    const methods = (
      await t.answer(
        walletApi.paymentMethods,
        { query: { filter: 'funds.cart eq true' } },
        { token: t.token },
      )
    ).result;
    expect(methods.find((method) => method.code === 'cc')?.availableGateways).toEqual([
      'stripe',
      'braintree',
    ]);

    const plain = await wallet();
    const without = (
      await camel<CardGateways>(await plain.call(walletApi.cardGateways, {}, { token: plain.token }))
    ).result;
    expect(without.availableCardGateways).toEqual(['braintree']);
    expect((await plain.call(walletApi.stripeSetup, {}, { token: plain.token })).status).toBe(404);
  });

  it('saves a card from the customer’s own confirmed setup intent, once', async () => {
    const t = await stripeWallet();
    const secret = await t.setup();
    expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
    // Not confirmed yet: Stripe holds no card for it.
    const setupId = secret.split('_secret_')[0] ?? '';
    expect((await t.save(setupId)).status).toBe(422);
    const token = await t.typeCard(secret, '4111 1111 1111 1111');
    expect(token).toBe(setupId);
    const saved = await t.save(token ?? '');
    expect(saved.status).toBe(201);
    expect((await camel<Fund>(saved)).result).toMatchObject({
      description: 'VISA ending 1111',
      gateway: 'stripe',
      expiry: '12/30',
      default: true,
    });
    // The same setup given again, or by another customer, saves nothing.
    expect((await t.save(token ?? '')).status).toBe(422);
    const other = await t.signIn('limits@luckydip.test');
    expect((await t.save(token ?? '', other)).status).toBe(422);
    // The card fields refuse a bad card in the spec's words, and a wrong client secret is no page.
    const second = await t.setup();
    const bad = await t.app.request(
      `${STRIPE_CARD_FORM}?client_secret=${encodeURIComponent(second)}`,
      form({ number: '4111111111111112', expiry: '12/30', csc: '123' }),
    );
    expect(await bad.text()).toContain('Your card number is incorrect.');
    const forged = await t.app.request(
      `${STRIPE_CARD_FORM}?client_secret=${encodeURIComponent(`${setupId}_secret_00`)}`,
    );
    expect(forged.status).toBe(404);
  });

  it('takes a deposit with a payment intent, credited once whether Stripe’s answer or its webhook comes first', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const card = await t.addStripeCard('4111111111111111');
    const deposit = await t.depositOf(await t.deposit(card.id, 50, 'stripe-deposit-1'));
    expect(deposit).toMatchObject({ status: 'succeeded', nextAction: null });
    expect(await t.balance()).toBe(before + 50);
    const intent = await t.intentOf(deposit.id);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 5000, currency: 'aud' });
    const notices = await t.db
      .selectFrom('gateway_notifications')
      .select('id')
      .where('deposit_id', '=', deposit.id)
      .execute();
    // Stripe's answer and its webhook event both arrived; one credit.
    expect(notices.map((notice) => notice.id.slice(0, 3)).sort()).toEqual(['evt', 'pi_']);
    // The same key again is the same deposit, and Stripe is not asked to charge twice.
    const again = await t.depositOf(await t.deposit(card.id, 50, 'stripe-deposit-1'));
    expect(again.id).toBe(deposit.id);
    expect(await t.balance()).toBe(before + 50);
  });

  it('sends the customer to 3-D Secure’s challenge and settles as it ends', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const card = await t.addStripeCard('4000000000003220');
    const pending = await t.depositOf(await t.deposit(card.id, 20, 'stripe-deposit-2'));
    expect(pending.status).toBe('pending');
    expect(pending.nextAction).toMatchObject({ type: 'challenge', windowSize: 'Medium' });
    const url = new URL(pending.nextAction?.url ?? '');
    expect(url.pathname).toMatch(/^\/api\/sandbox\/stripe\/3ds\/pi_/);
    const answered = await t.app.request(url.pathname, form({ answer: 'complete' }));
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toContain(`/3ds/notify?deposit=${pending.id}&stage=challenge`);
    expect(await t.readDeposit(pending.id)).toMatchObject({ status: 'succeeded' });
    expect(await t.balance()).toBe(before + 20);

    const failing = await t.depositOf(await t.deposit(card.id, 20, 'stripe-deposit-3'));
    await t.app.request(new URL(failing.nextAction?.url ?? '').pathname, form({ answer: 'fail' }));
    expect(await t.readDeposit(failing.id)).toMatchObject({
      status: 'failed',
      message: ISSUER_MESSAGES.challengeFailed,
    });
    expect(await t.balance()).toBe(before + 20);
  });

  it('reads how a challenge ended from Stripe itself when its webhook has not come', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const pending = await t.challenged('stripe-deposit-4');
    const intent = await t.intentOf(pending.id);
    if (!intent) throw new Error('no payment intent');
    // Stripe has the payment done; its webhook is late.
    await t.data.sandboxStripe.put({ ...intent, status: 'succeeded' });
    expect(await t.readDeposit(pending.id)).toMatchObject({ status: 'succeeded' });
    expect(await t.balance()).toBe(before + 20);
  });

  it('refuses a declined card in the shop’s words and credits nothing', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const declined = await t.addStripeCard('4000000000000002');
    expect(await t.depositOf(await t.deposit(declined.id, 20, 'stripe-deposit-5'))).toMatchObject({
      status: 'failed',
      message: ISSUER_MESSAGES.declined,
    });
    const poor = await t.addStripeCard('4000000000009995');
    expect(await t.depositOf(await t.deposit(poor.id, 20, 'stripe-deposit-6'))).toMatchObject({
      status: 'failed',
      message: ISSUER_MESSAGES.insufficient_funds,
    });
    expect(await t.balance()).toBe(before);
  });

  it('cancels the payment at Stripe when the customer gives a challenge up', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const pending = await t.challenged('stripe-deposit-7');
    const cancelled = await t.call(
      walletApi.cancelDeposit,
      { params: { depositId: pending.id } },
      { token: t.token },
    );
    expect((await t.depositOf(cancelled)).status).toBe('cancelled');
    expect(await t.intentOf(pending.id)).toMatchObject({ status: 'canceled' });
    // Finishing the challenge afterwards is no page, and moves no money.
    const late = await t.app.request(
      new URL(pending.nextAction?.url ?? '').pathname,
      form({ answer: 'complete' }),
    );
    expect(await t.readDeposit(pending.id)).toMatchObject({ status: 'cancelled' });
    expect(late.status).toBeLessThan(500);
    expect(await t.balance()).toBe(before);
  });

  it('counts a webhook only with Stripe’s signature, and each event once', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    const pending = await t.challenged('stripe-deposit-8', 30);
    const intent = await t.intentOf(pending.id);
    const now = Math.floor(t.time.ms / 1000);
    const payload = JSON.stringify({
      id: 'evt_test_webhook_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now,
      data: { object: { ...intent, status: 'succeeded' } },
    });
    const signed = (secret: string, timestamp = now) =>
      new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect((await t.webhook(payload, signed('whsec_someone_else'))).status).toBe(400);
    // A signature too old to trust (a replay from long ago).
    expect((await t.webhook(payload, signed(SANDBOX_STRIPE.webhookSecret, now - 3600))).status).toBe(400);
    expect(await t.balance()).toBe(before);
    const good = await t.webhook(payload, signed(SANDBOX_STRIPE.webhookSecret));
    expect(good.status).toBe(200);
    expect(await t.balance()).toBe(before + 30);
    const replay = await t.webhook(payload, signed(SANDBOX_STRIPE.webhookSecret));
    expect(replay.status).toBe(200);
    expect(await t.balance()).toBe(before + 30);
  });

  it('tops the wallet up off session from a Stripe card, exempt from the challenge', async () => {
    const t = await stripeWallet();
    const before = await t.balance();
    await t.addStripeCard('4000000000003220');
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'demo@luckydip.test')
      .executeTakeFirstOrThrow();
    const deps = {
      data: t.data,
      sandbox: true,
      gatewaySecret: t.config.gatewaySecret,
      stripe: {
        settings: WITH_STRIPE.stripe,
        origin: 'http://localhost',
        outbound: async (url: string, init?: RequestInit) => t.app.request(url, init),
      },
    };
    expect(await topUpFromDefaultCard(deps, customer.id, 1500)).toBeNull();
    expect(await t.balance()).toBe(before + 15);
  });
});

describe('Stripe’s settings', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_live_operator0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_operator0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_operator0123456789',
  };

  it('are the sandbox’s Stripe with CARD_GATEWAY=stripe in the sandbox, the operator’s keys otherwise', () => {
    expect(readConfig({}).stripe).toBeUndefined();
    expect(readConfig({ CARD_GATEWAY: 'stripe' }).stripe).toMatchObject({ ...SANDBOX_STRIPE, sandbox: true });
    expect(readConfig(keys).stripe).toMatchObject({ secretKey: keys.STRIPE_SECRET_KEY, sandbox: false });
    expect(() => readConfig({ ...keys, STRIPE_WEBHOOK_SECRET: undefined })).toThrow('are set together');
    expect(() => readConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_live_wrongkind' })).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
    expect(() => readConfig({ ...keys, STRIPE_API_URL: 'https://stripe.test/v1' })).toThrow(
      'STRIPE_API_URL must be an origin',
    );
  });

  it('give the PWA Stripe.js’s key, and let Stripe.js, its fields and its challenge into the page', async () => {
    const t = await wallet(undefined, {
      stripe: {
        secretKey: keys.STRIPE_SECRET_KEY,
        publishableKey: keys.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
        apiUrl: undefined,
        sandbox: false,
      },
    });
    const gateways = (await camel<CardGateways>(await t.call(walletApi.cardGateways, {}, { token: t.token })))
      .result;
    expect(gateways).toMatchObject({
      availableCardGateways: ['stripe', 'braintree'],
      hostedFormUrl: null,
      stripePublishableKey: keys.STRIPE_PUBLISHABLE_KEY,
    });
    const policy = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toContain('https://hooks.stripe.com');
    const plain = await wallet();
    expect((await plain.app.request('/')).headers.get('content-security-policy')).not.toContain('stripe');
  });
});
