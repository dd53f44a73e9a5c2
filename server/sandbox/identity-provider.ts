/**
 * The sandbox's Google and Apple (/api/sandbox/identity/{provider}): OpenID Connect providers the
 * way the real ones behave. A discovery document, published signing keys (RS256, made on the
 * first start and kept), an authorization page where the customer says who they are (the real
 * provider's own sign-in), an authorization code bound to the client, redirect address, PKCE
 * challenge and nonce, and a token endpoint that checks all of those and the client's secret
 * before it issues a signed ID token. Apple answers by posting the code back (form_post).
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import {
  SOCIAL_PROVIDER_NAMES as NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@contract/social-providers';
import { randomToken } from '../auth/tokens';
import { SANDBOX_SOCIAL_CLIENT } from '../config';
import { pkceChallenge } from '../domain/social-sign-in';
import type { AppEnv } from '../http/app-env';
import { STYLE } from './page-style';
import { SITE_LOCALE } from '../domain/site-locale';

const ID_TOKEN_TTL = '10m';

/** Where the sandbox provider lives, which is also its issuer. */
export const sandboxIssuer = (origin: string, provider: SocialProvider) =>
  `${origin}/api/sandbox/identity/${provider}`;

/** The address the site registered with the provider: the only one it sends codes to. */
export const socialReturnAddress = (origin: string, provider: SocialProvider) =>
  `${origin}/login/social/${provider}`;

const isProvider = (value: string | undefined): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

/** The provider's signing key, made once and kept, as a real provider's is between requests. */
async function signingKey(c: Context<AppEnv>, provider: SocialProvider) {
  const kept = await c.var.data.settings.kept(`sandbox-identity-key:${provider}`, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' });
  });
  return JSON.parse(kept) as JWK;
}

const publicPart = ({ kty, n, e, kid, alg, use }: JWK): JWK => ({ kty, n, e, kid, alg, use });

/** A stable subject per provider and address, as a real provider keeps one per account. */
const subjectFor = (provider: SocialProvider, email: string) =>
  createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21);

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="${SITE_LOCALE}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${STYLE}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

export function identityProviderRoutes(): Hono<AppEnv> {
  const idp = new Hono<AppEnv>();

  idp.use('/:provider/*', async (c, next) => {
    if (!isProvider(c.req.param('provider'))) return c.notFound();
    await next();
  });
  const providerOf = (c: Context<AppEnv>) => c.req.param('provider') as SocialProvider;

  idp.get('/:provider/.well-known/openid-configuration', (c) => {
    const issuer = sandboxIssuer(c.var.origin, providerOf(c));
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'form_post'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    });
  });

  idp.get('/:provider/jwks', async (c) => c.json({ keys: [publicPart(await signingKey(c, providerOf(c)))] }));

  // The provider's own sign-in: it refuses a request not from the registered client and address.
  idp.get('/:provider/authorize', (c) => {
    c.header('Cache-Control', 'no-store');
    const provider = providerOf(c);
    const query = c.req.query();
    const problem =
      query.client_id !== SANDBOX_SOCIAL_CLIENT.clientId
        ? 'This app is not registered.'
        : query.redirect_uri !== socialReturnAddress(c.var.origin, provider)
          ? 'This return address is not registered for the app.'
          : query.response_type !== 'code' || query.code_challenge_method !== 'S256' || !query.code_challenge
            ? 'The request must ask for a code, with a PKCE challenge (S256).'
            : !query.state || !query.nonce
              ? 'The request must carry a state and a nonce.'
              : undefined;
    const name = NAMES[provider];
    if (problem)
      return c.html(
        page(
          `${name} (sandbox)`,
          html`<h1>Sign-in refused</h1>
            <p>${problem}</p>`,
        ),
        400,
      );
    const carried = ['redirect_uri', 'state', 'nonce', 'code_challenge', 'response_mode'] as const;
    return c.html(
      page(
        `Sign in with ${name} (sandbox)`,
        html`<h1>Sign in with ${name} (sandbox)</h1>
          <p>Lucky Dip will receive your name and email address.</p>
          <form method="post">
            ${carried.map(
              (field) => html`<input type="hidden" name="${field}" value="${query[field] ?? ''}" />`,
            )}
            <label>Email <input type="email" name="email" required autocomplete="email" /></label>
            <label
              >First name <input type="text" name="given_name" required autocomplete="given-name"
            /></label>
            <label
              >Last name <input type="text" name="family_name" required autocomplete="family-name"
            /></label>
            <button type="submit" name="decision" value="allow">Continue</button>
            <button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>
              Cancel
            </button>
          </form>`,
      ),
    );
  });

  idp.post('/:provider/authorize', async (c) => {
    const provider = providerOf(c);
    const form = await c.req.parseBody();
    const redirectUri = text(form, 'redirect_uri');
    if (redirectUri !== socialReturnAddress(c.var.origin, provider))
      return c.text('Unknown return address', 400);
    const state = text(form, 'state');
    let answer: Record<string, string> = { state, error: 'access_denied' };
    const email = text(form, 'email').trim();
    if (form.decision === 'allow' && email) {
      const code = randomToken();
      await c.var.data.sandboxIdentity.issue({
        code,
        provider,
        client_id: SANDBOX_SOCIAL_CLIENT.clientId,
        redirect_uri: redirectUri,
        code_challenge: text(form, 'code_challenge'),
        nonce: text(form, 'nonce'),
        subject: subjectFor(provider, email),
        email,
        given_name: text(form, 'given_name').trim(),
        family_name: text(form, 'family_name').trim(),
      });
      answer = { state, code };
    }
    if (text(form, 'response_mode') !== 'form_post')
      return c.redirect(`${redirectUri}?${new URLSearchParams(answer).toString()}`);
    // Apple's form_post: the browser posts the answer to the site (a real provider's page posts it
    // by script; this one has the customer press on, as it would with scripts off).
    return c.html(
      page(
        `Sign in with ${NAMES[provider]} (sandbox)`,
        html`<h1>Back to Lucky Dip</h1>
          <form method="post" action="${redirectUri}">
            ${Object.entries(answer).map(
              ([field, value]) => html`<input type="hidden" name="${field}" value="${value}" />`,
            )}
            <button type="submit">Continue to Lucky Dip</button>
          </form>`,
      ),
    );
  });

  // The client proves itself with its secret and the code with the PKCE verifier.
  idp.post('/:provider/token', async (c) => {
    const provider = providerOf(c);
    const form = await c.req.parseBody();
    const refuse = (error: string) => c.json({ error }, 400);
    if (
      text(form, 'client_id') !== SANDBOX_SOCIAL_CLIENT.clientId ||
      text(form, 'client_secret') !== SANDBOX_SOCIAL_CLIENT.clientSecret
    )
      return c.json({ error: 'invalid_client' }, 401);
    if (text(form, 'grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
    const issued = await c.var.data.sandboxIdentity.redeem(text(form, 'code'), provider);
    if (
      !issued ||
      issued.redirect_uri !== text(form, 'redirect_uri') ||
      issued.code_challenge !== pkceChallenge(text(form, 'code_verifier'))
    )
      return refuse('invalid_grant');
    const jwk = await signingKey(c, provider);
    const idToken = await new SignJWT({
      email: issued.email,
      email_verified: true,
      given_name: issued.given_name,
      family_name: issued.family_name,
      nonce: issued.nonce,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(sandboxIssuer(c.var.origin, provider))
      .setAudience(issued.client_id)
      .setSubject(issued.subject)
      .setIssuedAt()
      .setExpirationTime(ID_TOKEN_TTL)
      .sign(await importJWK(jwk, 'RS256'));
    c.header('Cache-Control', 'no-store');
    return c.json({ access_token: randomToken(), token_type: 'Bearer', expires_in: 3600, id_token: idToken });
  });

  return idp;
}
