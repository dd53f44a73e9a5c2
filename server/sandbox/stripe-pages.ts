/**
 * The sandbox Stripe's pages (/api/sandbox/stripe), which stand in for what Stripe serves the
 * browser and cannot be fetched here:
 * - its card fields (Stripe.js's card element and `confirmCardSetup`): the card is typed here,
 *   becomes a payment method on the setup intent whose client secret the app was given, and the
 *   setup intent's id is posted to the app's window, as Stripe.js's result would be;
 * - the issuer's 3-D Secure page a payment intent's next action sends the customer to, which ends
 *   on the payment's return address (/3ds/notify), having told the site's webhook.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { unixSeconds } from '../clock';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { moneyText } from '../money';
import { cardAccepted, cardForm, page, typedCard } from './gateway-pages';
import {
  AUTHENTICATION_FAILED,
  STRIPE_DECLINES,
  paymentMethodOf,
  settleIntent,
  type SandboxPaymentIntent,
  type SandboxPaymentMethod,
  type SandboxSetupIntent,
} from './stripe-api';

export const STRIPE_CARD_FORM = '/api/sandbox/stripe/card-form';

/** The setup intent a client secret is for, when the secret is its own. */
async function setupIntentOf(c: Context<AppEnv>, clientSecret: string | undefined) {
  const id = /^(seti_[A-Za-z0-9]+)_secret_[a-f0-9]+$/.exec(clientSecret ?? '')?.[1];
  const intent = id ? await c.var.data.sandboxStripe.get<SandboxSetupIntent>(id) : undefined;
  const given = Buffer.from(clientSecret ?? '');
  const kept = Buffer.from(intent?.client_secret ?? '');
  return intent && given.length === kept.length && timingSafeEqual(given, kept) ? intent : undefined;
}

const formAction = (clientSecret: string) =>
  `${STRIPE_CARD_FORM}?client_secret=${encodeURIComponent(clientSecret)}`;

export function stripePages(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();

  pages.get('/card-form', async (c) => {
    const secret = c.req.query('client_secret') ?? '';
    if (!(await setupIntentOf(c, secret))) return c.notFound();
    return cardForm(c, formAction(secret));
  });

  pages.post('/card-form', async (c) => {
    const secret = c.req.query('client_secret') ?? '';
    const intent = await setupIntentOf(c, secret);
    if (!intent || intent.status !== 'requires_payment_method') return c.notFound();
    const { typed, check } = await typedCard(c);
    if (!check.card) return cardForm(c, formAction(secret), check, typed);
    const method = paymentMethodOf(check.card, intent.customer, unixSeconds(c.var.now));
    await c.var.data.sandboxStripe.put(method);
    await c.var.data.sandboxStripe.put<SandboxSetupIntent>({
      ...intent,
      status: 'succeeded',
      payment_method: method.id,
    });
    return cardAccepted(c, check.card, intent.id);
  });

  pages.get('/3ds/:intentId', async (c) => {
    const intent = await c.var.data.sandboxStripe.get<SandboxPaymentIntent>(c.req.param('intentId'));
    if (intent?.object !== 'payment_intent' || intent.status !== 'requires_action') return c.notFound();
    const method = intent.payment_method
      ? await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(intent.payment_method)
      : undefined;
    return page(
      c,
      'Verify your payment',
      `<main><h1>Sandbox Bank: verify your payment</h1>
<p>Approve the payment of ${moneyText(intent.amount)} to Lucky Dip with card ending ${escapeHtml(method?.card.last4 ?? '')}.</p>
<p>This is Stripe's test page for 3-D Secure challenges.</p>
<form method="post" action="/api/sandbox/stripe/3ds/${encodeURIComponent(intent.id)}"><button name="answer" value="complete">Complete authentication</button>
<button name="answer" value="fail" class="secondary">Fail authentication</button></form></main>`,
    );
  });

  pages.post('/3ds/:intentId', async (c) => {
    const intent = await c.var.data.sandboxStripe.get<SandboxPaymentIntent>(c.req.param('intentId'));
    if (intent?.object !== 'payment_intent' || !intent.next_action) return c.notFound();
    const back = intent.next_action.redirect_to_url.return_url;
    if (intent.status === 'requires_action') {
      const method = intent.payment_method
        ? await c.var.data.sandboxStripe.get<SandboxPaymentMethod>(intent.payment_method)
        : undefined;
      const completed = (await c.req.parseBody()).answer === 'complete';
      const refusal = completed
        ? method?.sandbox_scenario === 'challenge_fails'
          ? STRIPE_DECLINES.challenge_fails
          : undefined
        : AUTHENTICATION_FAILED;
      await settleIntent(
        c,
        refusal
          ? { ...intent, status: 'requires_payment_method', last_payment_error: refusal }
          : { ...intent, status: 'succeeded' },
      );
    }
    return c.redirect(back, 303);
  });

  return pages;
}
