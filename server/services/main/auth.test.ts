import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed';
import * as account from '@contract/endpoints/account';
import * as auth from '@contract/endpoints/auth';
import * as session from '@contract/endpoints/session';
import type { CodeLogin } from '@contract/schemas/auth';
import { apiTestApp, read } from '../../testing/api-helpers';

type Tokens = {
  access_token: string;
  refresh_token: string;
  customer: { email: string; balance: { amount: number } };
};
type TwoFactor = { token: string; two_factor_auth: { method: string; identifier: string } };

async function setup(overrides = {}) {
  const t = await apiTestApp(overrides);
  const customer = (token: string) => t.call(account.customer, {}, { token });
  const withCode = (body: CodeLogin) => t.call(auth.loginWithCode, { body });
  const refresh = (refreshToken: string) => t.call(session.refresh, { body: { refreshToken } });
  return { ...t, customer, withCode, refresh };
}

describe('sign-in', () => {
  it('signs the demo customer in and returns the overview', async () => {
    const { login, customer } = await setup();
    const response = await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { result } = await read<Tokens>(response);
    expect(result.customer.balance.amount).toBe(500);
    const me = await read<{ email: string }>(await customer(result.access_token));
    expect(me.result.email).toBe('demo@luckydip.test');
  });

  it('refuses a wrong password, then rate-limits the account', async () => {
    const { login } = await setup();
    const wrong = await login({ email: 'demo@luckydip.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await read(wrong)).messages[0]!.code).toBe('invalid_credentials');
    for (let i = 0; i < 9; i += 1) await login({ email: 'demo@luckydip.test', password: 'nope' });
    const blocked = await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
  });

  it('counts the wrong passwords every API instance on the database saw', async () => {
    const { login, call, anotherInstance } = await setup();
    const other = anotherInstance();
    const wrong = { email: 'demo@luckydip.test', password: 'nope' };
    for (let i = 0; i < 5; i += 1) await login(wrong);
    for (let i = 0; i < 5; i += 1) await call(auth.login, { body: wrong }, { instance: other });
    const right = { email: 'demo@luckydip.test', password: DEMO_PASSWORD };
    expect((await call(auth.login, { body: right }, { instance: other })).status).toBe(429);
    expect((await login(right)).status).toBe(429);
  });

  it('asks email-2FA customers for the code it mails, and a resend voids the old code', async () => {
    const { login, withCode, latestCode, call } = await setup();
    const first = await login({ email: 'email2fa@luckydip.test', password: DEMO_PASSWORD });
    expect(first.status).toBe(403);
    const { result, messages } = await read<TwoFactor>(first);
    expect(messages[0]!.code).toBe('2fa_required');
    expect(result.two_factor_auth).toEqual({
      method: 'email',
      identifier: `email2fa@${'*'.repeat('luckydip.test'.length)}`,
    });
    const oldCode = await latestCode('email2fa@luckydip.test');
    const resend = await call(auth.resendCode, { body: { token: result.token } });
    expect(resend.status).toBe(200);
    const newCode = await latestCode('email2fa@luckydip.test');
    if (oldCode !== newCode) {
      const stale = await withCode({ token: result.token, code: oldCode });
      expect((await read(stale)).messages[0]!.code).toBe('2fa_incorrect');
    }
    const done = await withCode({ token: result.token, code: newCode });
    expect(done.status).toBe(200);
    expect((await read<Tokens>(done)).result.access_token).toBeTruthy();
  });

  it('accepts an authenticator code once only', async () => {
    const { login, withCode } = await setup();
    const start = async () =>
      (await read<TwoFactor>(await login({ email: 'authenticator@luckydip.test', password: DEMO_PASSWORD })))
        .result;
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const first = await start();
    expect(first.two_factor_auth.method).toBe('authenticator');
    expect((await withCode({ token: first.token, code })).status).toBe(200);
    const second = await start();
    const replay = await withCode({ token: second.token, code });
    expect((await read(replay)).messages[0]!.code).toBe('2fa_incorrect');
  });

  it('locks the attempt after 5 wrong codes', async () => {
    const { login, withCode } = await setup();
    const { result } = await read<TwoFactor>(
      await login({ email: 'authenticator@luckydip.test', password: DEMO_PASSWORD }),
    );
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await read(await withCode({ token: result.token, code: '000000' }))).messages[0]!.code);
    }
    expect(codes).toEqual([
      '2fa_incorrect',
      '2fa_incorrect',
      '2fa_incorrect',
      '2fa_incorrect',
      '2fa_account_locked',
    ]);
    const after = await withCode({ token: result.token, code: await generate({ secret: DEMO_TOTP_SECRET }) });
    expect(after.status).toBe(403);
    expect((await read(after)).messages[0]).toMatchObject({
      code: '2fa_account_locked',
      message: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
    });
  });
});

describe('tokens', () => {
  it('rotate on refresh, and a reused refresh token revokes its whole family', async () => {
    const { login, refresh, customer } = await setup();
    const first = (await read<Tokens>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD })))
      .result;
    const second = (await read<Tokens>(await refresh(first.refresh_token))).result;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await customer(second.access_token)).status).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect((await read(replay)).messages[0]!.code).toBe('refresh_token_reused');
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await customer(second.access_token)).status).toBe(401);
  });

  it('are revoked together by logout', async () => {
    const { login, refresh, customer, call } = await setup();
    const tokens = (await read<Tokens>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD })))
      .result;
    expect((await call(session.logout, {}, { token: tokens.access_token })).status).toBe(204);
    expect((await customer(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('expire after the configured access-token lifetime', async () => {
    const { login, customer } = await setup({ accessTokenTtlSeconds: 0 });
    const tokens = (await read<Tokens>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD })))
      .result;
    const expired = await customer(tokens.access_token);
    expect(expired.status).toBe(401);
    expect((await read(expired)).messages[0]!.code).toBe('unauthorised');
  });
});

describe('the one clock', () => {
  it('ages tokens and signatures alike when the app clock moves', async () => {
    const { login, customer, time, config } = await setup();
    const tokens = (await read<Tokens>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD })))
      .result;
    expect((await customer(tokens.access_token)).status).toBe(200);
    time.ms += config.accessTokenTtlSeconds * 1000;
    expect((await customer(tokens.access_token)).status).toBe(401);
  });
});
