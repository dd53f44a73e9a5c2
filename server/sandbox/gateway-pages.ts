/**
 * The sandbox gateway's own pages, which the app shows in frames (/api/sandbox/gateway):
 * - the hosted card form: card number, expiry and security code are typed here and posted here,
 *   never to the app; its answer is a one-time token, posted to the app's window. Its Content
 *   Security Policy sandboxes it into an opaque origin, so the app's scripts cannot reach into it.
 * - the issuer's 3-D Secure method page (a hidden frame) and challenge page (sized by the window
 *   size the app asked for), which end on the app's notification page, /3ds/notify.
 * The challenge's answer is sent to the API as the gateway's signed notification, server to server.
 */
import { Hono, type Context } from 'hono';
import { CARD_TOKEN_MESSAGE, CHALLENGE_WINDOWS, type ChallengeWindowSize } from '@contract/wallet-rules';
import type { AppEnv } from '../http/app-env';
import { receiveNotification } from '../http/gateway-notifications';
import { challengeOutcome, checkCard, signedNotification, type CardCheck } from './card-gateway';
import { moneyText } from '../money';
import { SITE_LOCALE } from '../domain/site-locale';
import { escapeHtml } from '../http/escape-html';

const STYLE = `<style>body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:12px;color:#1a1b1e}
label{display:block;font-weight:600;margin:8px 0 4px}input{box-sizing:border-box;width:100%;font:inherit;padding:8px;border:1px solid #999;border-radius:6px}
.row{display:flex;gap:8px}.row>div{flex:1}.error{color:#c92a2a;font-size:14px;margin:4px 0 0}
button{font:inherit;font-weight:600;margin-top:12px;padding:10px 16px;border:0;border-radius:6px;background:#1864ab;color:#fff;cursor:pointer}
button.secondary{background:#e9ecef;color:#1a1b1e}h1{font-size:18px;margin:0 0 8px}p{margin:4px 0}</style>`;

export function page(c: Context<AppEnv>, title: string, body: string, data: Record<string, string> = {}) {
  const origin = c.var.origin;
  c.header(
    'Content-Security-Policy',
    `sandbox allow-scripts allow-forms; default-src 'none'; script-src 'self' ${origin}; ` +
      `style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'self'; base-uri 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return c.html(`<!doctype html><html lang="${SITE_LOCALE}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${STYLE}
<script src="/api/sandbox/gateway/gateway.js" defer></script></head><body${attributes}>${body}</body></html>`);
}

/** The hosted card form, posting to `action`: this gateway's, or the sandbox Stripe's card fields. */
export function cardForm(
  c: Context<AppEnv>,
  action: string,
  check?: CardCheck,
  typed?: Record<string, string>,
) {
  const field = (name: 'number' | 'expiry' | 'csc', label: string, autocomplete: string, extra = '') => {
    const error = check?.errors[name];
    return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}"
inputmode="numeric" value="${escapeHtml(name === 'expiry' ? (typed?.[name] ?? '') : '')}" ${extra}
${error ? `aria-invalid="true" aria-describedby="${name}-error"` : ''} required>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}</div>`;
  };
  return page(
    c,
    'Card details',
    `<form method="post" action="${escapeHtml(action)}" novalidate>
${field('number', 'Card number', 'cc-number', 'maxlength="23"')}
<div class="row">${field('expiry', 'Expiry (MM/YY)', 'cc-exp', 'maxlength="7" placeholder="MM/YY"')}${field('csc', 'Security code', 'cc-csc', 'maxlength="4"')}</div>
<button type="submit">Use this card</button></form>`,
  );
}

const CARD_FORM = '/api/sandbox/gateway/card-form';

/** What was typed into a hosted card form, checked as a gateway checks it. */
export async function typedCard(c: Context<AppEnv>) {
  const form = await c.req.parseBody();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const typed = { number: text(form.number), expiry: text(form.expiry), csc: text(form.csc) };
  return { typed, check: checkCard(typed, new Date(c.var.now())) };
}

/** The card form's answer: the gateway's token for the card, posted to the app's window. */
export function cardAccepted(c: Context<AppEnv>, card: NonNullable<CardCheck['card']>, token: string) {
  return page(c, 'Card details', `<p>Card ending ${card.last4} accepted.</p>`, {
    post: 'card-token',
    // The token is posted to the site's own origin only.
    target: c.var.origin,
    token,
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
  });
}

export function gatewayPages(): Hono<AppEnv> {
  const gateway = new Hono<AppEnv>();

  gateway.get('/gateway.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    // Its pages are sandboxed into an opaque origin, which a same-origin resource policy would refuse.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', 'no-store');
    return c.body(GATEWAY_SCRIPT);
  });

  gateway.get('/card-form', (c) => cardForm(c, CARD_FORM));

  gateway.post('/card-form', async (c) => {
    const { typed, check } = await typedCard(c);
    if (!check.card) return cardForm(c, CARD_FORM, check, typed);
    return cardAccepted(c, check.card, await c.var.data.wallet.createToken(check.card));
  });

  gateway.get('/3ds/method/:depositId', async (c) => {
    const deposit = await c.var.data.wallet.depositForGateway(c.req.param('depositId'));
    const fund = deposit?.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
    if (!deposit || !fund) return c.notFound();
    // The method-timeout test card's issuer never answers: the app's 10 s limit carries it on.
    if (fund.scenario === 'method_timeout') return page(c, '3-D Secure method', '');
    return page(c, '3-D Secure method', '', { post: 'method', deposit: deposit.id });
  });

  gateway.get('/3ds/challenge/:depositId', async (c) => {
    const deposit = await c.var.data.wallet.depositForGateway(c.req.param('depositId'));
    const fund = deposit?.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
    if (!deposit || !fund || deposit.status !== 'pending' || deposit.stage !== 'challenge')
      return c.notFound();
    const size = CHALLENGE_WINDOWS[(deposit.window_size ?? 'FullScreen') as ChallengeWindowSize];
    const action = `/api/sandbox/gateway/3ds/challenge/${encodeURIComponent(deposit.id)}`;
    return page(
      c,
      'Verify your payment',
      `<main data-window="${size.code}"><h1>Sandbox Bank: verify your payment</h1>
<p>Approve the deposit of ${moneyText(deposit.amount_cents)} with card ending ${escapeHtml(fund.last4 ?? '')}.</p>
<p>This is a test page for 3-D Secure challenges.</p>
<form method="post" action="${action}"><button name="answer" value="complete">Complete authentication</button>
<button name="answer" value="fail" class="secondary">Fail authentication</button></form></main>`,
    );
  });

  gateway.post('/3ds/challenge/:depositId', async (c) => {
    const deposit = await c.var.data.wallet.depositForGateway(c.req.param('depositId'));
    const fund = deposit?.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
    if (!deposit || !fund?.scenario) return c.notFound();
    const form = await c.req.parseBody();
    if (deposit.status === 'pending' && deposit.stage === 'challenge') {
      const notification = signedNotification(
        c.var.config.gatewaySecret,
        deposit,
        challengeOutcome(fund.scenario, form.answer === 'complete'),
      );
      await receiveNotification(c, notification.body, notification.signature);
    }
    return c.redirect(`/3ds/notify?deposit=${encodeURIComponent(deposit.id)}&stage=challenge`, 303);
  });

  // PayPal's approval of Lucky Dip (the app sends the customer here and back): a one-time token
  // for the account, which the app then saves with POST /funds/pl/braintree.
  gateway.get('/paypal/approve', (c) => {
    const back = returnPath(c.req.query('return'));
    return page(
      c,
      'PayPal',
      `<main><h1>Sandbox PayPal: connect your account</h1>
<p>Allow Lucky Dip to take payments from your PayPal account when you deposit.</p>
<form method="post" action="/api/sandbox/gateway/paypal/approve?return=${encodeURIComponent(back)}">
<label for="email">PayPal email</label><input id="email" name="email" type="email" autocomplete="email" required>
<button name="answer" value="approve">Agree and connect</button>
<button name="answer" value="cancel" class="secondary" formnovalidate>Cancel and return to Lucky Dip</button></form></main>`,
    );
  });

  gateway.post('/paypal/approve', async (c) => {
    const back = returnPath(c.req.query('return'));
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    if (form.answer !== 'approve' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return c.redirect(`${back}?paypal=cancelled`, 303);
    const token = await c.var.data.wallet.createToken({
      brand: 'PAYPAL',
      last4: '',
      expiry: '',
      scenario: 'frictionless',
      email,
    });
    return c.redirect(`${back}?paypal_token=${token}`, 303);
  });

  // A deposit paid with PayPal: the customer approves it on PayPal's page, PayPal notifies the API,
  // and the customer is sent back to the app's return page, which asks the API what happened.
  gateway.get('/paypal/pay/:depositId', async (c) => {
    const deposit = await c.var.data.wallet.depositForGateway(c.req.param('depositId'));
    const fund = deposit?.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
    if (!deposit || fund?.kind !== 'paypal' || deposit.status !== 'pending') return c.notFound();
    return page(
      c,
      'PayPal',
      `<main><h1>Sandbox PayPal: pay Lucky Dip</h1>
<p>Pay ${moneyText(deposit.amount_cents)} from ${escapeHtml(fund.paypal_email ?? '')}.</p>
<form method="post" action="/api/sandbox/gateway/paypal/pay/${encodeURIComponent(deposit.id)}">
<button name="answer" value="approve">Pay now</button>
<button name="answer" value="cancel" class="secondary">Cancel and return to Lucky Dip</button></form></main>`,
    );
  });

  gateway.post('/paypal/pay/:depositId', async (c) => {
    const deposit = await c.var.data.wallet.depositForGateway(c.req.param('depositId'));
    if (!deposit) return c.notFound();
    const approved = (await c.req.parseBody()).answer === 'approve';
    if (deposit.status === 'pending') {
      const notification = signedNotification(
        c.var.config.gatewaySecret,
        deposit,
        approved ? { outcome: 'succeeded', message: null } : { outcome: 'failed', message: PAYPAL_CANCELLED },
      );
      await receiveNotification(c, notification.body, notification.signature);
    }
    const checkout = deposit.purchase_type === 'checkout';
    const id = encodeURIComponent(deposit.id);
    const back = checkout
      ? `/checkout/deposit/${id}/${approved ? 'success' : 'cancel'}`
      : approved
        ? `/my-account/deposit/details/${id}/success`
        : `/my-account/deposit/${id}/cancel`;
    return c.redirect(back, 303);
  });

  return gateway;
}

export const PAYPAL_CANCELLED = 'You cancelled the payment at PayPal. Nothing was charged.';

/** Where PayPal sends the customer back: a path of this site only, never another site. */
const returnPath = (given: string | undefined) =>
  given && /^\/[\w\-/]*$/.test(given) ? given : '/my-account/cards-and-accounts';

/**
 * The gateway pages' one script: posts a card token to the app's window, or moves the method frame
 * on to the app's notification page, as the page's data attributes say.
 */
const GATEWAY_SCRIPT = `(() => {
  const data = document.body.dataset;
  if (data.post === 'card-token') {
    window.parent.postMessage({ type: '${CARD_TOKEN_MESSAGE}', token: data.token, brand: data.brand,
      last4: data.last4, expiry: data.expiry }, data.target);
  } else if (data.post === 'method') {
    setTimeout(() => {
      window.location.replace('/3ds/notify?deposit=' + encodeURIComponent(data.deposit) + '&stage=method');
    }, 300);
  }
})();
`;
