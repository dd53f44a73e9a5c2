import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { SocialSignInError, authorizationUrl, pkceChallenge, verifyIdToken } from './social-sign-in';

const ISSUER = 'https://accounts.example.test';
const AUDIENCE = 'luckydip-web';
const NONCE = 'nonce-of-this-request';

async function provider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] });
  const token = (claims: JWTPayload = {}, signWith = privateKey, expiresIn: string | number = '10m') =>
    new SignJWT({
      iss: ISSUER,
      aud: AUDIENCE,
      email: 'Sam@Example.test',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Lee',
      nonce: NONCE,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('subject-1')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(signWith);
  return { keys, token };
}

const expected = { issuer: ISSUER, audience: AUDIENCE, nonce: NONCE };

describe('the ID token check', () => {
  it('accepts a token signed by the provider for this client and request', async () => {
    const { keys, token } = await provider();
    expect(await verifyIdToken(await token(), keys, expected)).toEqual({
      subject: 'subject-1',
      email: 'sam@example.test',
      firstname: 'Sam',
      lastname: 'Lee',
    });
  });

  it('refuses a token signed by another key', async () => {
    const { keys, token } = await provider();
    const { privateKey: forger } = await generateKeyPair('RS256');
    await expect(verifyIdToken(await token({}, forger), keys, expected)).rejects.toThrow(SocialSignInError);
  });

  it('refuses a token for another client, from another issuer, or expired', async () => {
    const { keys, token } = await provider();
    await expect(verifyIdToken(await token({ aud: 'someone-else' }), keys, expected)).rejects.toThrow(/aud/);
    await expect(verifyIdToken(await token({ iss: 'https://evil.test' }), keys, expected)).rejects.toThrow(
      /iss/,
    );
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    await expect(verifyIdToken(await token({}, undefined, anHourAgo), keys, expected)).rejects.toThrow(/exp/);
  });

  it('refuses a token issued for another request (its nonce), or without a verified email', async () => {
    const { keys, token } = await provider();
    await expect(verifyIdToken(await token({ nonce: 'an-earlier-request' }), keys, expected)).rejects.toThrow(
      /nonce/,
    );
    await expect(verifyIdToken(await token({ email_verified: false }), keys, expected)).rejects.toThrow(
      /verified email/,
    );
  });
});

describe('the authorization request', () => {
  it('carries the PKCE challenge of the verifier (S256), the state and nonce; Apple posts back', () => {
    const request = {
      state: 's',
      nonce: 'n',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'https://site.test/back',
    };
    const client = { issuer: ISSUER, clientId: AUDIENCE, clientSecret: 'x' };
    const google = new URL(
      authorizationUrl({ authorizationEndpoint: `${ISSUER}/auth` }, client, 'google', request),
    );
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: AUDIENCE,
      state: 's',
      nonce: 'n',
      code_challenge: pkceChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(google.searchParams.has('client_secret')).toBe(false);
    const apple = new URL(
      authorizationUrl({ authorizationEndpoint: `${ISSUER}/auth` }, client, 'apple', request),
    );
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
  });
});
