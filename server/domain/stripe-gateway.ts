/**
 * Stripe as the card gateway (issue 63, point 4), through Stripe's own server SDK: a setup intent
 * saves a card (the customer types it into Stripe's fields, never the app's), a payment intent
 * takes a deposit, with 3-D Secure's challenge as its next action, and Stripe's webhooks, checked
 * with the SDK's signature verification, tell how a payment ended. With the demo keys the SDK
 * talks to the sandbox's Stripe (../sandbox/stripe-api.ts) on this site's own origin: the code
 * that would run against Stripe is the code the tests run.
 *
 * This module speaks Stripe and answers in the wallet's terms; ./wallet decides what a payment's
 * state does to a deposit.
 */
import Stripe from 'stripe';
import type { PaymentBrand } from '@contract/schemas/wallet';
import type { StripeSettings } from '../config';
import type { DataLayer } from '../db';
import type { DepositRow, FundRow } from '../db/schema';
import type { Settlement } from '../db/wallet';
import { CURRENCY } from '../money';
import { ISSUER_MESSAGES } from '../sandbox/card-gateway';
import type { Outbound } from './social-sign-in';

export const STRIPE = 'stripe';

export interface StripeDeps {
  settings: StripeSettings;
  /** This site's origin: where a challenge returns to, and the sandbox's Stripe's address. */
  origin: string;
  /** How the API reaches Stripe: fetch, or in a server test the app's own handler. */
  outbound: Outbound;
  data: Pick<DataLayer, 'wallet'>;
}

/** Where Stripe's SDK sends its calls: Stripe, the operator's STRIPE_API_URL, or the sandbox's Stripe here. */
const apiAddress = ({ settings, origin }: Pick<StripeDeps, 'settings' | 'origin'>) =>
  settings.apiUrl ?? (settings.sandbox ? origin : undefined);

// One client per way out and address: the SDK keeps its connections and settings in it.
const clients = new WeakMap<Outbound, Map<string, Stripe>>();

export function stripeClient(deps: Pick<StripeDeps, 'settings' | 'origin' | 'outbound'>): Stripe {
  const address = apiAddress(deps);
  const byAddress = clients.get(deps.outbound) ?? new Map<string, Stripe>();
  clients.set(deps.outbound, byAddress);
  const name = `${deps.settings.secretKey} ${address ?? ''}`;
  const known = byAddress.get(name);
  if (known) return known;
  const url = address === undefined ? undefined : new URL(address);
  const client = new Stripe(deps.settings.secretKey, {
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
    httpClient: Stripe.createFetchHttpClient((input, init) =>
      deps.outbound(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
    ),
    maxNetworkRetries: 2,
    telemetry: false,
  });
  byAddress.set(name, client);
  return client;
}

/** The customer as Stripe knows them, made on their first card (a retry makes no second). */
async function stripeCustomer(deps: StripeDeps, customerId: number): Promise<string> {
  const known = await deps.data.wallet.gatewayCustomer(customerId, STRIPE);
  if (known) return known;
  const made = await stripeClient(deps).customers.create(
    { metadata: { customer_id: String(customerId) } },
    { idempotencyKey: `luckydip-customer-${customerId}` },
  );
  return deps.data.wallet.keepGatewayCustomer(customerId, STRIPE, made.id);
}

/** POST /funds/stripe/setup: a setup intent for a card kept for later payments, and its client secret. */
export async function cardSetup(deps: StripeDeps, customerId: number): Promise<string> {
  const intent = await stripeClient(deps).setupIntents.create({
    customer: await stripeCustomer(deps, customerId),
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { customer_id: String(customerId) },
  });
  if (!intent.client_secret) throw new Error(`Stripe gave setup intent ${intent.id} no client secret`);
  return intent.client_secret;
}

const BRANDS: Record<string, PaymentBrand> = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMEX' };

export interface StripeCard {
  paymentMethod: string;
  brand: PaymentBrand;
  last4: string;
  expiry: string;
}

/**
 * The card a setup intent saved, when it is this customer's and Stripe confirmed it; undefined for
 * anything else (another customer's intent, one not confirmed, an unknown id).
 */
export async function cardFromSetup(
  deps: StripeDeps,
  customerId: number,
  setupIntentId: string,
): Promise<StripeCard | undefined> {
  if (!/^seti_[A-Za-z0-9_]+$/.test(setupIntentId)) return undefined;
  const customer = await deps.data.wallet.gatewayCustomer(customerId, STRIPE);
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripeClient(deps).setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
    throw error;
  }
  const method = intent.payment_method;
  if (intent.status !== 'succeeded' || !customer || intent.customer !== customer) return undefined;
  if (!method || typeof method === 'string' || !method.card) return undefined;
  const { brand, last4, exp_month: month, exp_year: year } = method.card;
  const known = BRANDS[brand];
  if (!known) return undefined;
  return {
    paymentMethod: method.id,
    brand: known,
    last4,
    expiry: `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
  };
}

/** Where a Stripe payment stands, in the wallet's terms. */
export type StripePayment =
  | { ref: string; state: 'succeeded' }
  | { ref: string; state: 'failed'; message: string }
  | { ref: string; state: 'challenge'; url: string }
  | { ref: string; state: 'processing' };

/** Stripe's refusal in the shop's own words: its decline codes, or its authentication failure. */
function failureMessage(error: Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code'> | null) {
  if (error?.code === 'payment_intent_authentication_failure') return ISSUER_MESSAGES.challengeFailed;
  if (error?.decline_code === 'insufficient_funds') return ISSUER_MESSAGES.insufficient_funds;
  return ISSUER_MESSAGES.declined;
}

function paymentState(intent: Stripe.PaymentIntent): StripePayment {
  const ref = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { ref, state: 'succeeded' };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      return url ? { ref, state: 'challenge', url } : { ref, state: 'processing' };
    }
    case 'requires_payment_method':
    case 'canceled':
      return { ref, state: 'failed', message: failureMessage(intent.last_payment_error) };
    default:
      return { ref, state: 'processing' };
  }
}

/**
 * Takes a deposit from a saved Stripe card: a payment intent confirmed at once, with the deposit's
 * id as Stripe's idempotency key (an answer lost on the way never charges twice). With the customer
 * at the till 3-D Secure may ask for a challenge, which comes back to /3ds/notify; without them (an
 * autoplay's top-up) the payment is the merchant's, off session.
 */
export async function chargeCard(
  deps: StripeDeps,
  deposit: Pick<DepositRow, 'id' | 'customer_id' | 'amount_cents'>,
  fund: Pick<FundRow, 'gateway_ref'>,
  offSession: boolean,
): Promise<StripePayment> {
  if (!fund.gateway_ref) throw new Error(`Stripe card of deposit ${deposit.id} has no payment method`);
  const returnUrl = `${deps.origin}/3ds/notify?deposit=${encodeURIComponent(deposit.id)}&stage=challenge`;
  try {
    const intent = await stripeClient(deps).paymentIntents.create(
      {
        amount: deposit.amount_cents,
        currency: CURRENCY.toLowerCase(),
        customer: await stripeCustomer(deps, deposit.customer_id),
        payment_method: fund.gateway_ref,
        allowed_payment_method_types: ['card'],
        confirm: true,
        ...(offSession ? { off_session: true } : { return_url: returnUrl }),
        metadata: { deposit_id: deposit.id },
      },
      { idempotencyKey: `luckydip-${deposit.id}` },
    );
    return paymentState(intent);
  } catch (error) {
    // A decline is an answer, not a fault: Stripe says it as a card error with the intent.
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
    return {
      ref: intent?.id ?? `declined_${deposit.id}`,
      state: 'failed',
      message: failureMessage({ code: error.code, decline_code: error.decline_code }),
    };
  }
}

/** A payment's state as Stripe has it now, for a deposit still waiting on it. */
export async function paymentNow(deps: StripeDeps, ref: string): Promise<StripePayment> {
  return paymentState(await stripeClient(deps).paymentIntents.retrieve(ref));
}

/** The customer gave a payment up while Stripe waited on them: Stripe cancels it, so it never completes later. */
export async function cancelPayment(deps: StripeDeps, ref: string): Promise<void> {
  try {
    await stripeClient(deps).paymentIntents.cancel(ref);
  } catch (error) {
    // One that already ended cannot be cancelled, and needs not be.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
}

/**
 * What a webhook event says of a deposit, under the event's own id (a replay changes nothing). The event is checked with the SDK against the endpoint's signing secret and the clock (an
 * old signature is refused). Undefined when the signature does not hold; null for an event that
 * settles no deposit.
 */
export function settlementFromWebhook(
  deps: Pick<StripeDeps, 'settings' | 'origin' | 'outbound'>,
  body: string,
  signature: string,
  /** The clock's time, in milliseconds, that the signature's age is measured against. */
  nowMs: number,
): Settlement | null | undefined {
  let event: Stripe.Event;
  try {
    event = stripeClient(deps).webhooks.constructEvent(
      body,
      signature,
      deps.settings.webhookSecret,
      undefined,
      undefined,
      nowMs,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return undefined;
    throw error;
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return null;
  const intent = event.data.object;
  const depositId = intent.metadata.deposit_id;
  if (!depositId) return null;
  return event.type === 'payment_intent.succeeded'
    ? { id: event.id, depositId, outcome: 'succeeded', message: null }
    : { id: event.id, depositId, outcome: 'failed', message: failureMessage(intent.last_payment_error) };
}
