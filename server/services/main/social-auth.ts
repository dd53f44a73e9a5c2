/**
 * Sign in with Apple or Google (spec 1 §6, §7; issue 37). POST /social-authentication/login and
 * /link start: the request's state, nonce and PKCE verifier are kept here, and the answer is the
 * provider's address. The page the provider returns to posts the code and state to
 * /login/complete or /link/complete: the code is exchanged and its ID token checked (see
 * domain/social-sign-in), then the customer is signed in (two-factor still applies), told to open
 * an account with it, or has it linked. GET /list and POST /unlink manage the links; the last way
 * into an account without a password cannot be unlinked. POST /social-authentication/signup opens
 * an account for a provider account that matched none.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SOCIAL_MESSAGES } from '@contract/messages';
import { SOCIAL_PROVIDER_NAMES } from '@contract/social-providers';
import {
  socialRoutes as routes,
  type SocialLogins,
  type SocialProvider,
  type SocialEmailRegistered,
  type SocialSignupOffer,
} from '@contract/schemas/social-sign-in';
import { SANDBOX_SOCIAL_CLIENT, type SocialClient } from '../../config';
import { SOCIAL_REQUEST_TTL_SECONDS, type SocialRequest } from '../../db/social-logins';
import {
  SocialSignInError,
  authorizationUrl,
  discover,
  randomSecret,
  redeemCode,
  type ProviderAccount,
} from '../../domain/social-sign-in';
import type { AppEnv } from '../../http/app-env';

import { handle } from '../../http/route';
import { sandboxIssuer, socialReturnAddress } from '../../sandbox/identity-provider';
import { loginResult } from './customer-overview';
import { secondStep } from '../../http/sign-in-steps';
import { refuseUnderAge } from '../../domain/registration';
import { openAccount } from './signup';
import { MIN_REGISTRATION_AGE } from './site-config';
import { Refused } from '../../refusal';

/**
 * This site as the provider's client: configured, or with the sandbox on, the sandbox's; none
 * where the site switched the provider's capability off (its calls name it as a parameter, so the
 * capability table's call list cannot).
 */
function clientFor(c: Context<AppEnv>, provider: SocialProvider): SocialClient {
  const { socialClients, sandbox, suppressedCapabilities } = c.var.config;
  const client =
    socialClients[provider] ??
    (sandbox ? { ...SANDBOX_SOCIAL_CLIENT, issuer: sandboxIssuer(c.var.origin, provider) } : undefined);
  if (!client || suppressedCapabilities.includes(`social_sign_in_${provider}`))
    throw Refused.of(
      404,
      'provider_unavailable',
      `Signing in with ${SOCIAL_PROVIDER_NAMES[provider]} is not offered.`,
    );
  return client;
}

/**
 * The browser that started a sign-in or link holds its state in this cookie (HttpOnly, so no script
 * reads it; SameSite, so no other site sends it), and only that browser can complete it: a code and
 * state opened in another browser (login CSRF, RFC 9700 §4.7) would otherwise sign its owner into
 * the account of whoever started it.
 */
const STATE_COOKIE = 'social_state';
const stateCookie = (c: Context<AppEnv>) => ({
  path: '/api/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: c.var.origin.startsWith('https:'),
});

function startedHere(c: Context<AppEnv>, state: string): boolean {
  const held = Buffer.from(getCookie(c, STATE_COOKIE) ?? '');
  const given = Buffer.from(state);
  return held.length === given.length && timingSafeEqual(held, given);
}

/** Keeps a new request and answers where to send the customer. */
async function start(c: Context<AppEnv>, provider: SocialProvider, customerId: number | null) {
  const client = clientFor(c, provider);
  const discovery = await discover(client.issuer, c.var.outbound).catch(() => {
    throw Refused.of(502, 'provider_unreachable', SOCIAL_MESSAGES.refused(SOCIAL_PROVIDER_NAMES[provider]));
  });
  const request = {
    state: randomSecret(),
    nonce: randomSecret(),
    codeVerifier: randomSecret(),
    redirectUri: socialReturnAddress(c.var.origin, provider),
  };
  await c.var.data.socialLogins.start({
    state: request.state,
    provider,
    purpose: customerId === null ? 'sign_in' : 'link',
    customer_id: customerId,
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    redirect_uri: request.redirectUri,
  });
  setCookie(c, STATE_COOKIE, request.state, { ...stateCookie(c), maxAge: SOCIAL_REQUEST_TTL_SECONDS });
  c.header('Cache-Control', 'no-store');
  return { url: authorizationUrl(discovery, client, provider, request) };
}

/** The provider account behind the answer, for a request of this purpose (and customer). */
async function finish(
  c: Context<AppEnv>,
  answer: { state: string; code: string },
  expected: (request: SocialRequest) => boolean,
): Promise<{ request: SocialRequest; account: ProviderAccount }> {
  if (!startedHere(c, answer.state)) throw Refused.of(401, 'social_expired', SOCIAL_MESSAGES.expired);
  const request = await c.var.data.socialLogins.redeem(answer.state);
  deleteCookie(c, STATE_COOKIE, stateCookie(c));
  if (!request || !expected(request)) throw Refused.of(401, 'social_expired', SOCIAL_MESSAGES.expired);
  try {
    const account = await redeemCode(clientFor(c, request.provider), c.var.outbound, {
      code: answer.code,
      codeVerifier: request.code_verifier,
      redirectUri: request.redirect_uri,
      nonce: request.nonce,
    });
    return { request, account };
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    // What failed is for the operator's log; the customer is told to try again.
    console.warn(`social sign-in (${request.provider}): ${error.message}`);
    throw Refused.of(401, 'social_refused', SOCIAL_MESSAGES.refused(SOCIAL_PROVIDER_NAMES[request.provider]));
  }
}

async function linksOf(c: Context<AppEnv>, customerId: number): Promise<SocialLogins> {
  const [logins, customer] = await Promise.all([
    c.var.data.socialLogins.list(customerId),
    c.var.data.customers.findLoginById(customerId),
  ]);
  return {
    logins: logins.map((login) => ({
      provider: login.provider,
      email: login.email,
      linkedAt: new Date(login.linked_at * 1000).toISOString(),
    })),
    hasPassword: (customer?.password_hash ?? '') !== '',
  };
}

export function socialAuthRoutes(): Hono<AppEnv> {
  const social = new Hono<AppEnv>();

  handle(social, routes.startLogin, (c, { body }) => start(c, body.provider, null));

  handle(social, routes.startLink, (c, { body }) => start(c, body.provider, c.var.grant.customerId));

  handle(social, routes.completeLogin, async (c, { body }) => {
    const { request, account } = await finish(c, body, (kept) => kept.purpose === 'sign_in');
    const { customers, socialLogins } = c.var.data;
    const customerId = await socialLogins.customerFor(request.provider, account.subject);
    const customer = customerId === undefined ? undefined : await customers.findLoginById(customerId);
    if (customer) {
      if (customer.closed_at)
        throw Refused.of(403, 'account_closed', 'This account is closed. Contact support to reopen it.');
      return secondStep(c, customer);
    }
    // An account has its email: the customer is told at once, to sign in with their password
    // and link the provider afterwards, rather than after a whole sign-up form.
    if (await customers.emailTaken(account.email)) {
      const registered: SocialEmailRegistered = { email: account.email, provider: request.provider };
      c.header('Cache-Control', 'no-store');
      throw Refused.step(
        409,
        'social_email_registered',
        SOCIAL_MESSAGES.registered(SOCIAL_PROVIDER_NAMES[request.provider], account.email),
        registered,
      );
    }
    // No account uses it: the customer may open one with it, from the sign-up form.
    const offer: SocialSignupOffer = {
      signupToken: randomSecret(),
      provider: request.provider,
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
    };
    await socialLogins.offerSignup({
      token: offer.signupToken,
      provider: offer.provider,
      subject: account.subject,
      email: offer.email,
      firstname: offer.firstname,
      lastname: offer.lastname,
    });
    c.header('Cache-Control', 'no-store');
    throw Refused.step(
      404,
      'social_account_unknown',
      SOCIAL_MESSAGES.unknown(SOCIAL_PROVIDER_NAMES[request.provider]),
      offer,
    );
  });

  handle(social, routes.completeLink, async (c, { body }) => {
    const customerId = c.var.grant.customerId;
    const { request, account } = await finish(
      c,
      body,
      (kept) => kept.purpose === 'link' && kept.customer_id === customerId,
    );
    const { socialLogins } = c.var.data;
    const name = SOCIAL_PROVIDER_NAMES[request.provider];
    const owner = await socialLogins.customerFor(request.provider, account.subject);
    if (owner !== undefined && owner !== customerId)
      throw Refused.of(409, 'social_linked_elsewhere', SOCIAL_MESSAGES.linkedElsewhere(name));
    if (
      owner === undefined &&
      !(await socialLogins.link(customerId, request.provider, account.subject, account.email))
    )
      throw Refused.of(409, 'social_already_linked', SOCIAL_MESSAGES.alreadyLinked(name));
    c.header('Cache-Control', 'no-store');
    return linksOf(c, customerId);
  });

  handle(social, routes.logins, async (c) => {
    c.header('Cache-Control', 'no-store');
    return linksOf(c, c.var.grant.customerId);
  });

  handle(social, routes.unlink, async (c, { body: { provider } }) => {
    const customerId = c.var.grant.customerId;
    const before = await linksOf(c, customerId);
    const others = before.logins.filter((login) => login.provider !== provider);
    // The only provider linked to an account without a password is its one way in.
    if (!before.hasPassword && before.logins.length === 1 && others.length === 0)
      throw Refused.of(409, 'last_way_in', SOCIAL_MESSAGES.lastWayIn);
    await c.var.data.socialLogins.unlink(customerId, provider);
    return { ...before, logins: others };
  });

  handle(social, routes.signup, async (c, { body: form }) => {
    const { customers, socialLogins } = c.var.data;
    refuseUnderAge(form.dateOfBirth, MIN_REGISTRATION_AGE, new Date(c.var.now()));
    const offer = await socialLogins.takeSignup(form.signupToken);
    if (!offer) throw Refused.of(401, 'social_expired', SOCIAL_MESSAGES.expired);
    if (await customers.emailTaken(offer.email))
      throw Refused.of(409, 'email_taken', SOCIAL_MESSAGES.emailTaken(SOCIAL_PROVIDER_NAMES[offer.provider]));
    // No password: the provider is the way in until the customer sets one.
    const customerId = await openAccount(c.var.data, c.var.origin, form, offer.email, '');
    await socialLogins.link(customerId, offer.provider, offer.subject, offer.email);
    c.header('Cache-Control', 'no-store');
    return loginResult(c.var.data, customerId, c.var.config.accessTokenTtlSeconds);
  });

  return social;
}
