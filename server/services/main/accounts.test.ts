import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as auth from '@contract/endpoints/auth';
import type { ChangePasswordBody, CustomerDetails } from '@contract/schemas/accounts';
import type { SignupBody } from '@contract/schemas/auth';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';

type Session = {
  access_token: string;
  refresh_token: string;
  remember_device_token?: string;
  customer: { email: string; force_password_change: boolean; favourite_numbers: number[] };
};
type TwoFactor = { token: string; two_factor_auth: { method: string } };

const NEW_PASSWORD = 'Fresh-pass-2027';
const signupBody = (overrides: Partial<SignupBody> = {}): SignupBody => ({
  email: 'new.player@example.com',
  password: NEW_PASSWORD,
  firstname: 'Nova',
  lastname: 'Player',
  dateOfBirth: '1990-06-01',
  phone: '0412 000 111',
  state: 'NSW',
  termsAccepted: true,
  metadata: { platform: 'Web' },
  attribution: { source: 'newsletter', medium: 'email', affiliateCode: 'AFF42' },
  favouriteNumbers: [7, 14, 21],
  ...overrides,
});

async function signedUp() {
  const t = await apiTestApp();
  const response = await t.call(auth.signup, { body: signupBody() });
  expect(response.status).toBe(201);
  return { ...t, session: (await read<Session>(response)).result };
}

describe('sign-up', () => {
  it('opens an account, signs in, welcomes the customer by email, and keeps attribution and favourite numbers', async () => {
    const { session, one, call, mail } = await signedUp();
    expect(session.customer.email).toBe('new.player@example.com');
    // Welcomed by email, with where to start and where help is.
    const [welcome] = await mail('new.player@example.com');
    expect(welcome!.subject).toBe('Welcome to Lucky Dip');
    expect(welcome!.text).toMatch(/^Hi Nova,/);
    expect(welcome!.text).toContain('http://localhost/my-account/spend-limits');
    expect(welcome!.text).toContain('Gambling Help on 1800 858 858');
    expect(session.customer.favourite_numbers).toEqual([7, 14, 21]);
    const row = await one<{ attribution: string; signup_platform: string }>(
      'SELECT attribution, signup_platform FROM customers WHERE email = ?',
      'new.player@example.com',
    );
    expect(JSON.parse(row.attribution)).toMatchObject({ source: 'newsletter', affiliate_code: 'AFF42' });
    expect(row.signup_platform).toBe('Web');
    const check = await read<{ available: boolean }>(
      await call(auth.checkEmail, { query: { email: 'new.player@example.com' } }),
    );
    expect(check.result.available).toBe(false);
  });

  it('names each field that is wrong', async () => {
    const { call } = await apiTestApp();
    const signUp = async (overrides: Partial<SignupBody>) =>
      read(await call(auth.signup, { body: signupBody(overrides) }));
    const bad = await signUp({
      email: 'nope',
      password: 'short',
      firstname: '',
      phone: '12',
      termsAccepted: false,
    });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      'email',
      'firstname',
      'password',
      'phone',
      'terms_accepted',
    ]);
    expect(bad.errors!.terms_accepted![0]!.message).toBe(
      'You must agree to the terms and conditions to proceed.',
    );
    const young = await signUp({ dateOfBirth: `${new Date().getFullYear() - 17}-01-01` });
    expect(young.errors!.date_of_birth![0]!.message).toBe('You must be 18 or older to open an account.');
    const taken = await signUp({ email: 'demo@luckydip.test' });
    expect(taken.errors!.email![0]!.code).toBe('email_taken');
  });
});

describe('links', () => {
  it('a reset link signs in once and then requires a new password', async () => {
    const { call, mail, login } = await apiTestApp();
    const asked = await call(auth.forgotPassword, { body: { email: 'demo@luckydip.test' } });
    expect((await read(asked)).messages[0]!.code).toBe('success');
    const nobody = await call(auth.forgotPassword, { body: { email: 'nobody@luckydip.test' } });
    expect(nobody.status).toBe(200);
    const [letter] = await mail('demo@luckydip.test');
    const token = /autologin\/([\w-]+)\?redirect=\/force-password-change/.exec(letter!.text)![1]!;

    const first = await call(auth.autologin, { body: { token } });
    const session = (await read<Session>(first)).result;
    expect(session.customer.force_password_change).toBe(true);
    const again = await call(auth.autologin, { body: { token } });
    expect((await read(again)).messages[0]!.message).toBe('Email link no longer valid');

    const reused = await call(
      account.forceChangePassword,
      { body: { password: DEMO_PASSWORD } },
      { token: session.access_token },
    );
    expect((await read(reused)).errors!.password![0]!.code).toBe('password_reused');
    const changed = await call(
      account.forceChangePassword,
      { body: { password: NEW_PASSWORD } },
      { token: session.access_token },
    );
    expect((await read<Session['customer']>(changed)).result.force_password_change).toBe(false);
    expect((await login({ email: 'demo@luckydip.test', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a transfer token hands a signed-in session over once', async () => {
    const { call, login } = await apiTestApp();
    const { access_token } = (
      await read<Session>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }))
    ).result;
    const { token, url } = (
      await read<{ token: string; url: string }>(await call(auth.transferLink, {}, { token: access_token }))
    ).result;
    expect(url).toContain(`/login/transfer/${token}`);
    expect((await call(auth.transfer, { body: { token } })).status).toBe(200);
    expect((await call(auth.transfer, { body: { token } })).status).toBe(401);
  });
});

describe('login and security', () => {
  it('changes the password and signs other sessions out', async () => {
    const { session, login, call } = await signedUp();
    const change = (body: ChangePasswordBody) =>
      call(account.changePassword, { body }, { token: session.access_token });
    const other = (
      await read<Session>(await login({ email: 'new.player@example.com', password: NEW_PASSWORD }))
    ).result;
    const wrong = await change({ currentPassword: 'nope', newPassword: 'Another-1' });
    expect(wrong.status).toBe(422);
    expect((await read(wrong)).errors!.current_password![0]!.message).toBe(
      'Your current password is incorrect.',
    );
    const ok = await change({ currentPassword: NEW_PASSWORD, newPassword: 'Another-pass-9' });
    expect(ok.status).toBe(200);
    expect((await call(account.customer, {}, { token: session.access_token })).status).toBe(200);
    expect((await call(account.customer, {}, { token: other.access_token })).status).toBe(401);
  });

  it('sets up authenticator 2FA, signs in with it, remembers the device, and turns it off', async () => {
    const { session, login, call } = await signedUp();
    const verify = (code: string) =>
      call(
        account.verifyTwoFactor,
        { params: { method: 'authenticator' }, body: { code } },
        { token: session.access_token },
      );
    const started = await read<{ secret: string; otpauth_uri: string }>(
      await call(account.startAuthenticator, {}, { token: session.access_token }),
    );
    expect(started.result.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Lucky%20Dip:new\.player%40example\.com\?secret=/,
    );
    const wrong = await verify('000000');
    expect((await read(wrong)).errors!.otp![0]!.code).toBe('2fa_incorrect');
    const code = await generate({ secret: started.result.secret });
    const on = await verify(code);
    expect((await read<{ method: string }>(on)).result.method).toBe('authenticator');

    const credentials = { email: 'new.player@example.com', password: NEW_PASSWORD };
    const step = (await read<TwoFactor>(await login(credentials))).result;
    expect(step.two_factor_auth.method).toBe('authenticator');
    const done = (
      await read<Session>(
        await call(auth.loginWithCode, { body: { token: step.token, code, rememberDevice: true } }),
      )
    ).result;
    expect(done.remember_device_token).toBeTruthy();
    const remembered = await login({ ...credentials, deviceToken: done.remember_device_token });
    expect(remembered.status).toBe(200);

    const off = await call(
      account.turnOffTwoFactor,
      { body: { password: NEW_PASSWORD } },
      { token: done.access_token },
    );
    expect((await read<{ method: null }>(off)).result.method).toBeNull();
    expect((await login(credentials)).status).toBe(200);
  });

  it('sets up email 2FA with the mailed code', async () => {
    const { session, latestCode, login, call } = await signedUp();
    await call(account.startEmailCode, {}, { token: session.access_token });
    const code = await latestCode('new.player@example.com');
    const on = await call(
      account.verifyTwoFactor,
      { params: { method: 'email' }, body: { code } },
      { token: session.access_token },
    );
    expect(on.status).toBe(200);
    const step = await login({ email: 'new.player@example.com', password: NEW_PASSWORD });
    expect((await read<TwoFactor>(step)).result.two_factor_auth.method).toBe('email');
  });
});

describe('the customer record', () => {
  it('refuses changes to immutable details, saves the rest, and asks to confirm a new email', async () => {
    const { session, call } = await signedUp();
    const save = (body: Partial<CustomerDetails>) =>
      call(account.saveDetails, { body }, { token: session.access_token });
    const locked = await save({ firstname: 'Other' });
    expect((await read(locked)).errors!.firstname![0]!.code).toBe('immutable_field');
    const saved = await save({ email: 'nova@example.com', suburb: 'Newtown', postcode: '2042' });
    expect((await read<{ suburb: string }>(saved)).result.suburb).toBe('Newtown');
    const me = (
      await read<{ email_address_confirmation_required: boolean }>(
        await call(account.customer, {}, { token: session.access_token }),
      )
    ).result;
    expect(me.email_address_confirmation_required).toBe(true);
    const confirmed = await call(account.confirmEmail, {}, { token: session.access_token });
    expect((await read<typeof me>(confirmed)).result.email_address_confirmation_required).toBe(false);
  });

  it('lets a customer seen abroad accept the terms as they are, or confirm they are in Australia', async () => {
    const { login, call } = await apiTestApp();
    type Flags = { country_banned: boolean; country_banned_confirmation_required: boolean };
    const signIn = async () =>
      (await read<Session>(await login({ email: 'abroad@luckydip.test', password: DEMO_PASSWORD }))).result;
    const first = await signIn();
    expect(first.customer).toMatchObject({
      country_banned: true,
      country_banned_confirmation_required: true,
    });
    const accepted = await call(account.acceptTerms, {}, { token: first.access_token });
    expect((await read<Flags>(accepted)).result).toMatchObject({
      country_banned: true,
      country_banned_confirmation_required: false,
    });
    const here = await call(account.confirmInAustralia, {}, { token: (await signIn()).access_token });
    expect((await read<Flags>(here)).result).toMatchObject({
      country_banned: false,
      country_banned_confirmation_required: false,
    });
  });

  it('saves favourite numbers within bounds', async () => {
    const { session, call } = await signedUp();
    const bad = await call(
      account.favouriteNumbers,
      { body: { favouriteNumbers: [1, 1, 99] } },
      { token: session.access_token },
    );
    expect(bad.status).toBe(422);
    const good = await call(
      account.favouriteNumbers,
      { body: { favouriteNumbers: [3, 9] } },
      { token: session.access_token },
    );
    expect((await read<{ favourite_numbers: number[] }>(good)).result.favourite_numbers).toEqual([3, 9]);
  });

  it('closes an empty account for good, but not one holding money', async () => {
    const { session, login, call } = await signedUp();
    const demo = (await read<Session>(await login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD })))
      .result;
    const withMoney = await call(
      account.close,
      { body: { password: DEMO_PASSWORD } },
      { token: demo.access_token },
    );
    expect((await read(withMoney)).messages[0]!.message).toBe(
      'Please withdraw your balance of $500.00 before closing your account.',
    );
    const closed = await call(
      account.close,
      { body: { password: NEW_PASSWORD, reason: 'Taking a break' } },
      { token: session.access_token },
    );
    expect(closed.status).toBe(200);
    const again = await login({ email: 'new.player@example.com', password: NEW_PASSWORD });
    expect((await read(again)).messages[0]!.code).toBe('account_closed');
  });
});

describe('the wire', () => {
  it('reads camelCase keys as the PWA converts them, digits and all', async () => {
    const { session, call } = await signedUp();
    // The PWA's request convention (which a test's call shares) snake_cases `addressLine2` as `address_line2`.
    const saved = await call(
      account.saveDetails,
      { body: { addressLine2: 'Unit 4', marketingOptIn: true } },
      { token: session.access_token },
    );
    expect((await read<{ address_line2: string; marketing_opt_in: boolean }>(saved)).result).toMatchObject({
      address_line2: 'Unit 4',
      marketing_opt_in: true,
    });
  });

  it('names the fields of a validation failure as the wire does', async () => {
    const { call } = await apiTestApp();
    const bad = await read(await call(auth.signup, { body: signupBody({ dateOfBirth: 'soon' }) }));
    expect(bad.errors?.date_of_birth?.[0]).toMatchObject({ target: 'date_of_birth', code: 'invalid_format' });
  });

  it('refuses a malformed JSON body with a 400 envelope', async () => {
    // Raw on purpose: no client's call sends a broken body.
    const { signed } = await apiTestApp();
    const response = await signed('/api/v2/login', {
      method: 'POST',
      body: '{"email":',
      headers: { version: '3.3' },
    });
    expect(response.status).toBe(400);
    expect((await read(response)).messages[0]!.code).toBe('bad_request');
  });
});
