/**
 * The sandbox's Stripe (issue 63, point 4): the part of Stripe's API that the Stripe gateway
 * (../domain/stripe-gateway.ts) calls, answered the way Stripe answers it, on this site's own
 * origin at Stripe's own paths (/v1/…), where Stripe's SDK is pointed with the demo keys. Requests
 * carry the secret key; bodies are Stripe's form encoding; an Idempotency-Key replays its first
 * answer; a decline is a 402 card error; a payment that ends is told to the site's webhook,
 * signed with the webhook secret as Stripe signs it. The sandbox's test cards decide what happens
 * (./card-gateway.ts), and its pages (./stripe-pages.ts) stand in for Stripe.js's card fields and
 * the issuer's challenge.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { unixSeconds } from '../clock';
import type { CardScenario } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { stripeClient } from '../domain/stripe-gateway';
import { SANDBOX_STRIPE } from '../config';

const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface SandboxCustomer {
  id: string;
  object: 'customer';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
  customer: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  /** The sandbox's own note of the test card's behaviour; never part of an answer. */
  sandbox_scenario?: CardScenario;
}

export interface SandboxSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  next_action: null;
  last_setup_error: null;
  created: number;
  livemode: false;
}

interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
}

export interface SandboxPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: PaymentError | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** Stripe's own test-card refusals, as Stripe words them. */
export const STRIPE_DECLINES: Partial<Record<CardScenario, PaymentError>> = {
  declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  challenge_fails: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};

export const AUTHENTICATION_FAILED: PaymentError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Stripe's error answer. */
const stripeError = (c: Context<AppEnv>, status: 400 | 401 | 402 | 404, error: object) =>
  c.json({ error }, status);

const missing = (c: Context<AppEnv>, id: string) =>
  stripeError(c, 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

/** Stripe's form encoding, flat (`metadata[deposit_id]`, `expand[0]`), read as the values it names. */
async function form(c: Context<AppEnv>): Promise<Record<string, string>> {
  const raw = c.req.method === 'GET' ? c.req.query() : await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
}

const metadataOf = (body: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => {
      const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

const expands = (body: Record<string, string>, field: string) =>
  Object.entries(body).some(([key, value]) => /^expand(\[\d*\])?$/.test(key) && value === field);

/** The object as Stripe shows it: the sandbox's own notes left out. */
function shown(method: SandboxPaymentMethod): Omit<SandboxPaymentMethod, 'sandbox_scenario'> {
  const { sandbox_scenario: _scenario, ...visible } = method;
  return visible;
}

/**
 * Tells the site's webhook how a payment intent stands, as Stripe does: an event signed with the
 * endpoint's secret over its timestamp and body. A webhook that fails is Stripe's to retry; the
 * sandbox lets it go, as the gateway also asks Stripe itself.
 */
export async function sendWebhook(
  c: Context<AppEnv>,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: SandboxPaymentIntent,
): Promise<void> {
  const settings = c.var.config.stripe;
  if (!settings?.sandbox) return;
  const created = unixSeconds(c.var.now);
  const payload = JSON.stringify({
    id: stripeId('evt'),
    object: 'event',
    type,
    api_version: null,
    created,
    livemode: false,
    data: { object: intent },
  });
  const client = stripeClient({ settings, origin: c.var.origin, outbound: c.var.outbound });
  const signature = client.webhooks.generateTestHeaderString({
    payload,
    secret: settings.webhookSecret,
    timestamp: created,
  });
  try {
    await c.var.outbound(`${c.var.origin}/api/gateway/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  } catch (error) {
    console.error('sandbox Stripe: the webhook was not delivered', error);
  }
}

/** Where a payment intent lands once its payment method is confirmed. */
async function confirmIntent(
  c: Context<AppEnv>,
  intent: SandboxPaymentIntent,
  offSession: boolean,
  returnUrl: string | undefined,
): Promise<SandboxPaymentIntent> {
  const method = intent.payment_method
    ? await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(intent.payment_method)
    : undefined;
  const scenario = method?.sandbox_scenario ?? 'frictionless';
  if (scenario === 'declined' || scenario === 'insufficient_funds')
    return {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: STRIPE_DECLINES[scenario] ?? null,
    };
  // A merchant's payment while the customer is away is exempt from 3-D Secure: only a refusal stops it.
  if ((scenario === 'challenge' || scenario === 'challenge_fails') && !offSession)
    return {
      ...intent,
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${c.var.origin}/api/sandbox/stripe/3ds/${intent.id}`,
          return_url: returnUrl ?? c.var.origin,
        },
      },
    };
  return { ...intent, status: 'succeeded' };
}

/** A payment intent's new state kept, and told to the webhook once it has ended. */
export async function settleIntent(c: Context<AppEnv>, intent: SandboxPaymentIntent): Promise<void> {
  await c.var.data.sandboxStripe.put(intent);
  if (intent.status === 'succeeded') await sendWebhook(c, 'payment_intent.succeeded', intent);
  if (intent.status === 'requires_payment_method' && intent.last_payment_error)
    await sendWebhook(c, 'payment_intent.payment_failed', intent);
}

export function stripeApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // The secret key, as Stripe asks for it.
  api.use('*', async (c, next) => {
    const key = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const expected = c.var.config.stripe?.sandbox ? c.var.config.stripe.secretKey : SANDBOX_STRIPE.secretKey;
    if (key !== expected)
      return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }, 401);
    await next();
  });

  // A key's first answer is every retry's answer (Stripe keeps them for a day).
  api.use('*', async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const id = `idem_${key}`;
    const kept = await c.var.data.sandboxStripe.get<{ id: string; status: number; body: object }>(id);
    if (kept)
      return new Response(JSON.stringify(kept.body), {
        status: kept.status,
        headers: { 'content-type': 'application/json' },
      });
    await next();
    if (c.res.status === 200 || c.res.status === 402) {
      const body = (await c.res.clone().json()) as object;
      await c.var.data.sandboxStripe.put({ id, status: c.res.status, body });
    }
  });

  api.post('/customers', async (c) => {
    const customer: SandboxCustomer = {
      id: stripeId('cus'),
      object: 'customer',
      metadata: metadataOf(await form(c)),
      created: unixSeconds(c.var.now),
      livemode: false,
    };
    await c.var.data.sandboxStripe.put(customer);
    return c.json(customer);
  });

  api.post('/setup_intents', async (c) => {
    const body = await form(c);
    const id = stripeId('seti');
    const intent: SandboxSetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: body.customer ?? null,
      status: 'requires_payment_method',
      payment_method: null,
      usage: body.usage ?? 'off_session',
      metadata: metadataOf(body),
      next_action: null,
      last_setup_error: null,
      created: unixSeconds(c.var.now),
      livemode: false,
    };
    await c.var.data.sandboxStripe.put(intent);
    return c.json(intent);
  });

  api.get('/setup_intents/:id', async (c) => {
    const id = c.req.param('id');
    const intent = await c.var.data.sandboxStripe.get<SandboxSetupIntent>(id);
    if (intent?.object !== 'setup_intent') return missing(c, id);
    const method =
      expands(await form(c), 'payment_method') && intent.payment_method
        ? await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(intent.payment_method)
        : undefined;
    return c.json({ ...intent, payment_method: method ? shown(method) : intent.payment_method });
  });

  api.get('/payment_methods/:id', async (c) => {
    const id = c.req.param('id');
    const method = await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(id);
    if (method?.object !== 'payment_method') return missing(c, id);
    return c.json(shown(method));
  });

  api.post('/payment_intents', async (c) => {
    const body = await form(c);
    const method = body.payment_method
      ? await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(body.payment_method)
      : undefined;
    if (body.payment_method && (method?.object !== 'payment_method' || method.customer !== body.customer))
      return missing(c, body.payment_method);
    const id = stripeId('pi');
    let intent: SandboxPaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency ?? 'aud',
      customer: body.customer ?? null,
      payment_method: body.payment_method ?? null,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: null,
      metadata: metadataOf(body),
      created: unixSeconds(c.var.now),
      livemode: false,
    };
    if (body.confirm === 'true' && intent.payment_method)
      intent = await confirmIntent(c, intent, body.off_session === 'true', body.return_url);
    await settleIntent(c, intent);
    if (intent.last_payment_error)
      return stripeError(c, 402, { ...intent.last_payment_error, payment_intent: intent });
    return c.json(intent);
  });

  api.get('/payment_intents/:id', async (c) => {
    const id = c.req.param('id');
    const intent = await c.var.data.sandboxStripe.get<SandboxPaymentIntent>(id);
    if (intent?.object !== 'payment_intent') return missing(c, id);
    return c.json(intent);
  });

  api.post('/payment_intents/:id/cancel', async (c) => {
    const id = c.req.param('id');
    const intent = await c.var.data.sandboxStripe.get<SandboxPaymentIntent>(id);
    if (intent?.object !== 'payment_intent') return missing(c, id);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    const cancelled: SandboxPaymentIntent = { ...intent, status: 'canceled', next_action: null };
    await c.var.data.sandboxStripe.put(cancelled);
    return c.json(cancelled);
  });

  return api;
}

/** A test card typed into the sandbox's card fields, as the payment method Stripe.js would make of it. */
export function paymentMethodOf(
  card: { brand: string; last4: string; expiry: string; scenario: CardScenario },
  customer: string | null,
  created: number,
): SandboxPaymentMethod {
  const [month, year] = card.expiry.split('/');
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    card: {
      brand: card.brand.toLowerCase(),
      last4: card.last4,
      exp_month: Number(month),
      exp_year: 2000 + Number(year),
      funding: 'credit',
    },
    customer,
    metadata: {},
    created,
    livemode: false,
    sandbox_scenario: card.scenario,
  };
}
