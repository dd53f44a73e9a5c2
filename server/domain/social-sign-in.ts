/**
 * Sign in with Apple or Google as an OpenID Connect relying party: the provider's settings from
 * its discovery document, an authorization request with PKCE (S256), state and nonce, the code
 * exchanged at its token endpoint with the verifier, and the ID token checked with jose against
 * the provider's published keys: its signature, issuer, audience (our client id), expiry and the
 * nonce this request was sent with. Nothing of what comes back is trusted before those checks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '@contract/schemas/social-sign-in';
import type { SocialClient } from '../config';

/** How the API reaches another party: fetch, or in a server test the app's own handler. */
export type Outbound = (url: string, init?: RequestInit) => Promise<Response>;

/** What the ID token says, once checked. */
export interface ProviderAccount {
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
}

export class SocialSignInError extends Error {}

interface Discovery {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: JWTVerifyGetKey;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const randomSecret = () => base64url(randomBytes(32));
export const pkceChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

// A provider's settings and keys change rarely; jose refetches its keys when it meets a new kid.
// Kept per way out, so that each server test's app (its own sandbox keys) has its own.
const discoveriesBy = new WeakMap<Outbound, Map<string, Promise<Discovery>>>();

export function discover(issuer: string, outbound: Outbound): Promise<Discovery> {
  const discoveries = discoveriesBy.get(outbound) ?? new Map<string, Promise<Discovery>>();
  discoveriesBy.set(outbound, discoveries);
  const known = discoveries.get(issuer);
  if (known) return known;
  const found = (async () => {
    const response = await outbound(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new SocialSignInError(`${issuer} has no discovery document`);
    const metadata = (await response.json()) as Record<string, unknown>;
    const { authorization_endpoint, token_endpoint, jwks_uri } = metadata;
    if (metadata.issuer !== issuer || typeof authorization_endpoint !== 'string')
      throw new SocialSignInError(`${issuer}'s discovery document names another issuer`);
    if (typeof token_endpoint !== 'string' || typeof jwks_uri !== 'string')
      throw new SocialSignInError(`${issuer}'s discovery document lacks its endpoints`);
    return {
      authorizationEndpoint: authorization_endpoint,
      tokenEndpoint: token_endpoint,
      keys: createRemoteJWKSet(new URL(jwks_uri), { [customFetch]: outbound }),
    };
  })();
  discoveries.set(issuer, found);
  // A provider that could not be reached is asked again next time.
  found.catch(() => discoveries.delete(issuer));
  return found;
}

/** The provider's address to send the customer to. Apple posts its answer back (form_post). */
export function authorizationUrl(
  discovery: Pick<Discovery, 'authorizationEndpoint'>,
  client: SocialClient,
  provider: SocialProvider,
  request: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): string {
  const url = new URL(discovery.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: request.redirectUri,
    scope: provider === 'apple' ? 'openid name email' : 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: pkceChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  }).toString();
  return url.toString();
}

/** Checks an ID token; throws SocialSignInError saying which check failed. */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; audience: string; nonce: string },
): Promise<ProviderAccount> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new SocialSignInError(`ID token refused: ${error instanceof Error ? error.message : 'unreadable'}`);
  }
  if (claims.nonce !== expected.nonce)
    throw new SocialSignInError('ID token refused: its nonce is not this request’s');
  const { sub, email, email_verified, given_name, family_name } = claims;
  // Apple sends email_verified as the string "true".
  if (typeof email !== 'string' || (email_verified !== true && email_verified !== 'true'))
    throw new SocialSignInError('ID token refused: no verified email');
  return {
    subject: String(sub),
    email: email.toLowerCase(),
    firstname: typeof given_name === 'string' ? given_name : '',
    lastname: typeof family_name === 'string' ? family_name : '',
  };
}

/** Exchanges the code with the PKCE verifier, and checks the ID token that comes back. */
export async function redeemCode(
  client: SocialClient,
  outbound: Outbound,
  request: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
): Promise<ProviderAccount> {
  const discovery = await discover(client.issuer, outbound);
  const response = await outbound(discovery.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString(),
  });
  if (!response.ok) throw new SocialSignInError(`the token endpoint refused the code (${response.status})`);
  const { id_token } = (await response.json()) as { id_token?: unknown };
  if (typeof id_token !== 'string') throw new SocialSignInError('the token endpoint sent no ID token');
  return verifyIdToken(id_token, discovery.keys, {
    issuer: client.issuer,
    audience: client.clientId,
    nonce: request.nonce,
  });
}
