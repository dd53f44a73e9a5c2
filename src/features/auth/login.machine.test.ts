import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api';
import { signedInSession } from '@/testing/factories';
import type { LoginOutcome, LoginResult } from './queries';
import type { SocialOutcome } from './social-sign-in';
import { CODE_INCORRECT, CODE_REQUIRED } from '@contract/messages';
import { RESEND_COOLDOWN_MS, loginMachine, type AuthenticateInput } from './login.machine';

const session: LoginResult = signedInSession();
const emailStep: LoginOutcome = {
  kind: 'twoFactor',
  token: 'pending',
  method: 'email',
  identifier: 'email2fa@***',
};
const apiError = (code: string, status = 401, errors = {}) =>
  new ApiError({
    status,
    url: '/login',
    message: `failed: ${code}`,
    kind: 'http',
    messages: [{ code, message: code }],
    errors,
  });

function start(
  authenticate: (input: AuthenticateInput) => Promise<SocialOutcome>,
  verify: (input: { token: string; code: string; remember: boolean }) => Promise<LoginResult> = () =>
    Promise.resolve(session),
  resend: () => Promise<void> = () => Promise.resolve(),
) {
  const resendSpy = vi.fn(resend);
  const actor = createActor(
    loginMachine.provide({
      actors: {
        authenticate: fromPromise(({ input }: { input: AuthenticateInput }) => authenticate(input)),
        verifyCode: fromPromise(({ input }: { input: { token: string; code: string; remember: boolean } }) =>
          verify(input),
        ),
        resendCode: fromPromise(() => resendSpy()),
      },
    }),
  ).start();
  return { actor, resendSpy };
}

describe('login machine', () => {
  it('signs in with credentials', async () => {
    const { actor } = start(() => Promise.resolve({ kind: 'signedIn', session }));
    actor.send({ type: 'auth.submit', email: 'demo@luckydip.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('returns to the form with field errors grouped by target', async () => {
    const { actor } = start(() =>
      Promise.reject(
        apiError('validation_failed', 422, { email: [{ message: 'Please enter a valid email address' }] }),
      ),
    );
    actor.send({ type: 'auth.submit', email: 'nope', password: 'x' });
    await waitFor(actor, (s) => s.matches('credentials') && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('puts a wrong password under "general"', async () => {
    const { actor } = start(() => Promise.reject(apiError('invalid_credentials')));
    actor.send({ type: 'auth.submit', email: 'demo@luckydip.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('credentials') && s.context.errors.general !== undefined);
    expect(actor.getSnapshot().context.errors.general).toBe('failed: invalid_credentials');
  });

  it('asks for the code, refuses an incomplete one, and takes a correct one', async () => {
    const verify = vi.fn(() => Promise.resolve(session));
    const { actor } = start(() => Promise.resolve(emailStep), verify);
    actor.send({ type: 'auth.submit', email: 'email2fa@luckydip.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    expect(actor.getSnapshot().context.pending).toEqual({
      token: 'pending',
      method: 'email',
      identifier: 'email2fa@***',
    });
    actor.send({ type: 'auth.code', code: '123' });
    expect(actor.getSnapshot().context.codeError).toBe(CODE_REQUIRED);
    expect(verify).not.toHaveBeenCalled();
    actor.send({ type: 'auth.code', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(verify).toHaveBeenCalledWith({ token: 'pending', code: '123456', remember: false });
  });

  it('shows the incorrect-code message and lets the customer try again', async () => {
    const verify = vi.fn().mockRejectedValueOnce(apiError('2fa_incorrect')).mockResolvedValueOnce(session);
    const { actor } = start(() => Promise.resolve(emailStep), verify);
    actor.send({ type: 'auth.submit', email: 'e', password: 'p' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'auth.code', code: '000000' });
    await waitFor(actor, (s) => s.context.codeError === CODE_INCORRECT);
    expect(actor.getSnapshot().matches({ twoFactor: { entry: 'waiting' } })).toBe(true);
    actor.send({ type: 'auth.code', code: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('locks entry and resend after the server says the attempt is locked', async () => {
    const { actor } = start(
      () => Promise.resolve(emailStep),
      () => Promise.reject(apiError('2fa_account_locked', 403)),
    );
    actor.send({ type: 'auth.submit', email: 'e', password: 'p' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'auth.code', code: '000000' });
    await waitFor(actor, (s) => s.context.locked);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ twoFactor: { entry: 'locked' } })).toBe(true);
    expect(snapshot.can({ type: 'auth.code', code: '123456' })).toBe(false);
    expect(snapshot.can({ type: 'auth.resend' })).toBe(false);
  });

  it('offers no resend for authenticator codes', async () => {
    const { actor } = start(() =>
      Promise.resolve({ ...emailStep, method: 'authenticator', identifier: 'authenticator app' }),
    );
    actor.send({ type: 'auth.submit', email: 'e', password: 'p' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    expect(actor.getSnapshot().can({ type: 'auth.resend' })).toBe(false);
  });

  it('takes the autologin path to the same two-factor step, and fails apart from the form', async () => {
    const { actor } = start((input) =>
      input.via === 'autologin' && input.token === 'mail-token'
        ? Promise.resolve(emailStep)
        : Promise.reject(new Error('x')),
    );
    actor.send({ type: 'auth.autologin', token: 'mail-token' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    const failing = start(() => Promise.reject(apiError('invalid_token'))).actor;
    failing.send({ type: 'auth.autologin', token: 'old' });
    await waitFor(failing, (s) => s.matches('autologinFailed'));
  });

  it('passes "don\'t require 2FA again" with the code', async () => {
    const verify = vi.fn(() => Promise.resolve(session));
    const { actor } = start(() => Promise.resolve(emailStep), verify);
    actor.send({ type: 'auth.submit', email: 'e', password: 'p' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'auth.code', code: '123456', remember: true });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(verify).toHaveBeenCalledWith({ token: 'pending', code: '123456', remember: true });
  });

  it('takes a provider’s answer to the two-factor step, or to the offer to open an account', async () => {
    const withCode = start(() => Promise.resolve(emailStep)).actor;
    withCode.send({ type: 'auth.social', state: 's', code: 'c' });
    await waitFor(withCode, (s) => s.matches('twoFactor'));
    const offer = {
      signupToken: 't',
      provider: 'google' as const,
      email: 'sam@x.test',
      firstname: 'Sam',
      lastname: 'Lee',
    };
    const seen: AuthenticateInput[] = [];
    const { actor } = start((input) => {
      seen.push(input);
      return Promise.resolve({ kind: 'signup', offer });
    });
    actor.send({ type: 'auth.social', state: 's', code: 'c' });
    await waitFor(actor, (s) => s.matches('signupOffered'));
    expect(actor.getSnapshot().context.offer).toEqual(offer);
    expect(seen).toEqual([{ via: 'social', state: 's', code: 'c' }]);
  });

  it("signs in with the app's transfer token, and a refused one fails apart from the form", async () => {
    const { actor } = start((input) =>
      input.via === 'transfer'
        ? Promise.resolve({ kind: 'signedIn', session })
        : Promise.reject(new Error('x')),
    );
    actor.send({ type: 'auth.transfer', token: 'app-token' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    const failing = start(() => Promise.reject(apiError('link_invalid'))).actor;
    failing.send({ type: 'auth.transfer', token: 'used' });
    await waitFor(failing, (s) => s.matches('autologinFailed'));
    expect(failing.getSnapshot().context.errors.general).toBe('failed: link_invalid');
  });

  describe('resend', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('sends a new email, then rests the link for 60 seconds', async () => {
      const { actor, resendSpy } = start(() => Promise.resolve(emailStep));
      // Settles the injected promises without moving the clock.
      const settle = () => vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'auth.submit', email: 'e', password: 'p' });
      await settle();
      expect(actor.getSnapshot().matches('twoFactor')).toBe(true);
      actor.send({ type: 'auth.resend' });
      await settle();
      expect(actor.getSnapshot().matches({ twoFactor: { resend: 'sent' } })).toBe(true);
      expect(resendSpy).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().can({ type: 'auth.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS - 1);
      expect(actor.getSnapshot().can({ type: 'auth.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().can({ type: 'auth.resend' })).toBe(true);
    });
  });
});
