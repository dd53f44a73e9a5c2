import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as auth from '@contract/endpoints/auth';
import * as social from '@contract/endpoints/social-sign-in';
import type { SocialProvider, SocialReturn } from '@contract/schemas/social-sign-in';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';

type App = Awaited<ReturnType<typeof apiTestApp>>;
type Person = { email: string; given_name: string; family_name: string };

const SAM: Person = { email: 'sam.new@example.test', given_name: 'Sam', family_name: 'Lee' };
const DEMO: Person = { email: 'demo@luckydip.test', given_name: 'Demo', family_name: 'Customer' };

const hidden = (page: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';

/** The provider's answer (code and state), and the cookie the browser that started it holds. */
interface Answer {
  fields: Record<string, string>;
  cookie: string;
}

/** Starts a sign-in (or, with a token, a link), and answers the sandbox provider's page as `person`. */
async function throughProvider(
  t: App,
  provider: SocialProvider,
  person: Person,
  token?: string,
): Promise<Answer> {
  const started = await t.call(
    token ? social.startLink : social.startLogin,
    { body: { provider } },
    { token },
  );
  expect(started.status).toBe(200);
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  expect(started.headers.get('set-cookie')).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
  const url = new URL((await read<{ url: string }>(started)).result.url);
  const page = await t.app.request(url.toString());
  expect(await page.text()).toContain('Sign in with');
  const answer = await t.app.request(url.toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      ...person,
      decision: 'allow',
    }).toString(),
  });
  if (provider === 'apple') {
    // form_post: the page posts the answer to the site, which hands it to the app's page.
    const form = await answer.text();
    const back = await t.app.request(`/login/social/apple`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: hidden(form, 'code'), state: hidden(form, 'state') }).toString(),
    });
    expect(back.status).toBe(303);
    const fields = Object.fromEntries(
      new URL(back.headers.get('location')!, 'http://localhost').searchParams,
    );
    return { fields, cookie };
  }
  expect(answer.status).toBe(302);
  return { fields: Object.fromEntries(new URL(answer.headers.get('location')!).searchParams), cookie };
}

/** Completes an answer in the browser holding `cookie`: the one that started it, by default. */
const complete = (t: App, answer: Answer, token?: string, cookie = answer.cookie) =>
  t.call(
    token ? social.completeLink : social.completeLogin,
    // The provider's answer as it came back, whatever it holds: the server checks it.
    { body: answer.fields as SocialReturn },
    { token, headers: { cookie } },
  );

async function signIn(t: App, email: string) {
  const { result } = await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }));
  return result.access_token;
}

const SIGNUP = {
  firstname: 'Sam',
  lastname: 'Lee',
  dateOfBirth: '1990-04-02',
  phone: '0412345678',
  state: 'NSW',
  termsAccepted: true,
};

describe('sign in with Google or Apple', () => {
  it('opens an account for an unknown Google account, which then signs in with it and has no password to lose', async () => {
    const t = await apiTestApp();
    const unknown = await complete(t, await throughProvider(t, 'google', SAM));
    expect(unknown.status).toBe(404);
    const offer = await read<{ signup_token: string; email: string; firstname: string }>(unknown);
    expect(offer.messages[0]!.code).toBe('social_account_unknown');
    expect(offer.result).toMatchObject({ email: SAM.email, firstname: 'Sam' });

    const signUp = () =>
      t.call(social.signup, { body: { ...SIGNUP, signupToken: offer.result.signup_token } });
    const opened = await signUp();
    expect(opened.status).toBe(201);
    const token = (await read<{ access_token: string }>(opened)).result.access_token;
    // The offer opens one account only.
    const again = await signUp();
    expect(again.status).toBe(401);

    const back = await complete(t, await throughProvider(t, 'google', SAM));
    expect(back.status).toBe(200);
    expect((await read<{ customer: { email: string } }>(back)).result.customer.email).toBe(SAM.email);

    // Google is its only way in: it stays linked.
    const unlink = await t.call(social.unlink, { body: { provider: 'google' } }, { token });
    expect(unlink.status).toBe(409);
    expect((await read(unlink)).messages[0]!.code).toBe('last_way_in');
    const list = await read<{ logins: { provider: string }[]; has_password: boolean }>(
      await t.call(social.logins, {}, { token }),
    );
    expect(list.result.has_password).toBe(false);
    expect(list.result.logins.map((login) => login.provider)).toEqual(['google']);

    // "Set a password": the emailed reset link signs in and sets one; Google may then go.
    expect((await t.call(auth.forgotPassword, { body: { email: SAM.email } })).status).toBe(200);
    const link = /\/login\/autologin\/([\w-]+)/.exec((await t.mail(SAM.email))[0]!.text)![1]!;
    const reset = await read<{ access_token: string }>(
      await t.call(auth.autologin, { body: { token: link } }),
    );
    expect(
      (
        await t.call(
          account.forceChangePassword,
          { body: { password: 'Fresh-pass-2027' } },
          { token: reset.result.access_token },
        )
      ).status,
    ).toBe(200);
    // A new password ends the account's other sessions: the password now signs in.
    const withPassword = await t.login({ email: SAM.email, password: 'Fresh-pass-2027' });
    expect(withPassword.status).toBe(200);
    const fresh = (await read<{ access_token: string }>(withPassword)).result.access_token;
    expect((await t.call(social.unlink, { body: { provider: 'google' } }, { token: fresh })).status).toBe(
      200,
    );
  });

  it('links Apple (which posts its answer back) to a customer, who then signs in with it and can unlink it', async () => {
    const t = await apiTestApp();
    const token = await signIn(t, DEMO.email);
    const linked = await complete(t, await throughProvider(t, 'apple', DEMO, token), token);
    expect(linked.status).toBe(200);
    expect((await read<{ logins: { provider: string }[] }>(linked)).result.logins).toMatchObject([
      { provider: 'apple', email: DEMO.email },
    ]);

    const signedIn = await complete(t, await throughProvider(t, 'apple', DEMO));
    expect(signedIn.status).toBe(200);

    const unlinked = await t.call(social.unlink, { body: { provider: 'apple' } }, { token });
    expect(unlinked.status).toBe(200);
    expect((await read<{ logins: unknown[] }>(unlinked)).result.logins).toEqual([]);
  });

  it('refuses to start with a provider whose capability the site switched off', async () => {
    const t = await apiTestApp({ suppressedCapabilities: ['social_sign_in_google'] });
    const google = await t.call(social.startLogin, { body: { provider: 'google' } });
    expect(google.status).toBe(404);
    expect(JSON.stringify(await google.json())).toContain('Signing in with Google is not offered.');
    expect((await t.call(social.startLogin, { body: { provider: 'apple' } })).status).toBe(200);
  });

  it('still asks a two-factor customer for the code', async () => {
    const t = await apiTestApp();
    const person = { ...DEMO, email: 'email2fa@luckydip.test' };
    const { result } = await read<{ token: string }>(
      await t.login({ email: person.email, password: DEMO_PASSWORD }),
    );
    const code = await t.latestCode(person.email);
    const token = (
      await read<{ access_token: string }>(
        await t.call(auth.loginWithCode, { body: { token: result.token, code } }),
      )
    ).result.access_token;
    await complete(t, await throughProvider(t, 'google', person, token), token);
    const second = await complete(t, await throughProvider(t, 'google', person));
    expect(second.status).toBe(403);
    expect((await read(second)).messages[0]!.code).toBe('2fa_required');
  });

  it('refuses a replayed answer, a link started by another customer, and an account linked elsewhere', async () => {
    const t = await apiTestApp();
    const answer = await throughProvider(t, 'google', SAM);
    expect((await complete(t, answer)).status).toBe(404);
    const replayed = await complete(t, answer);
    expect(replayed.status).toBe(401);
    expect((await read(replayed)).messages[0]!.code).toBe('social_expired');

    const demo = await signIn(t, DEMO.email);
    const demoLink = await throughProvider(t, 'google', DEMO, demo);
    // The answer only completes the link for the customer who started it.
    const stolen = await complete(t, demoLink, await signIn(t, 'excluded@luckydip.test'));
    expect(stolen.status).toBe(401);

    expect((await complete(t, await throughProvider(t, 'google', DEMO, demo), demo)).status).toBe(200);
    const excluded = await signIn(t, 'excluded@luckydip.test');
    const taken = await complete(t, await throughProvider(t, 'google', DEMO, excluded), excluded);
    expect(taken.status).toBe(409);
    expect((await read(taken)).messages[0]!.code).toBe('social_linked_elsewhere');
  });

  it("says at once that a provider's email is an account's already, with that email to sign in with", async () => {
    const t = await apiTestApp();
    const known = await complete(t, await throughProvider(t, 'google', DEMO));
    expect(known.status).toBe(409);
    const answer = await read<{ email: string; provider: string }>(known);
    expect(answer.messages[0]!.code).toBe('social_email_registered');
    expect(answer.messages[0]!.message).toMatch(
      /^There is already a Lucky Dip account for demo@luckydip\.test\./,
    );
    expect(answer.result).toEqual({ email: DEMO.email, provider: 'google' });
  });

  it.each(['google', 'apple'] as const)(
    'completes a %s sign-in or link only in the browser that started it (login CSRF)',
    async (provider) => {
      const t = await apiTestApp();
      // The attacker signs in to their own account up to the provider's answer, then has a victim open it.
      const attackers = await throughProvider(t, provider, SAM);
      for (const victim of ['', 'social_state=another-sign-in']) {
        const opened = await complete(t, attackers, undefined, victim);
        expect(opened.status).toBe(401);
        expect((await read(opened)).messages[0]!.code).toBe('social_expired');
      }
      // Linking is bound the same way.
      const demo = await signIn(t, DEMO.email);
      const link = await throughProvider(t, provider, DEMO, demo);
      expect((await complete(t, link, demo, '')).status).toBe(401);
      // The browser that started each still completes it.
      const own = await complete(t, attackers);
      expect((await read(own)).messages[0]!.code).toBe('social_account_unknown');
      expect((await complete(t, await throughProvider(t, provider, DEMO, demo), demo)).status).toBe(200);
    },
  );

  it("refuses at the provider's token endpoint a code without its PKCE verifier or the client's secret", async () => {
    const t = await apiTestApp();
    const answer = await throughProvider(t, 'google', SAM);
    const token = (body: Record<string, string>) =>
      t.app.request('/api/sandbox/identity/google/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: answer.fields.code!,
          redirect_uri: 'http://localhost/login/social/google',
          client_id: 'luckydip-web',
          ...body,
        }).toString(),
      });
    expect(
      (await token({ client_secret: 'luckydip-sandbox-identity-secret', code_verifier: 'guess' })).status,
    ).toBe(400);
    expect((await token({ client_secret: 'wrong', code_verifier: 'guess' })).status).toBe(401);
  });
});
