/**
 * The site's one public origin (issue 60, point 1): a request's Host header is written by whoever
 * sends it, so no link, email, party's address or origin check is ever made from it.
 */
import { describe, expect, it } from 'vitest';
import * as auth from '@contract/endpoints/auth';
import type { CallInput, Endpoint } from '@contract/endpoints/endpoint';
import * as push from '@contract/endpoints/push';
import * as socialSignIn from '@contract/endpoints/social-sign-in';
import { DEMO_PASSWORD } from '../db/seed';
import { apiTestApp, read } from '../testing/api-helpers';
import { TEST_ORIGIN, type Instance } from '../testing/test-app';

const EVIL = 'http://evil.example:8666';
const PUBLIC = 'https://www.luckydip.test';

/** Every request of a test arriving with the attacker's Host header. */
async function fromEvilHost(overrides: Parameters<typeof apiTestApp>[0] = {}) {
  const t = await apiTestApp(overrides);
  const evil: Instance = { request: (path, init) => t.app.request(`${EVIL}${path}`, init) };
  const fromEvil = <E extends Endpoint>(endpoint: E, input: CallInput<E>, token?: string) =>
    t.call(endpoint, input, { token, instance: evil });
  const signIn = async () =>
    (
      await t.answer(
        auth.login,
        { body: { email: 'demo@luckydip.test', password: DEMO_PASSWORD } },
        { instance: evil },
      )
    ).result.accessToken;
  const page = async (path: string) => (await evil.request(path, {})).text();
  return { ...t, fromEvil, signIn, page };
}

describe.each([
  ['configured (PUBLIC_BASE_URL)', PUBLIC, { publicBaseUrl: PUBLIC }],
  ['in the sandbox, the address it listens on', TEST_ORIGIN, {}],
])('the public origin %s', (_, origin, overrides) => {
  it('is the one a reset link and a transfer link name, whatever the Host header', async () => {
    const t = await fromEvilHost(overrides);
    expect((await t.fromEvil(auth.forgotPassword, { body: { email: 'demo@luckydip.test' } })).status).toBe(
      200,
    );
    const [letter] = await t.mail('demo@luckydip.test');
    expect(letter!.text).toContain(`${origin}/login/autologin/`);
    expect(letter!.text).not.toContain('evil.example');

    const transfer = await read<{ url: string }>(await t.fromEvil(auth.transferLink, {}, await t.signIn()));
    expect(transfer.result.url.startsWith(`${origin}/login/transfer/`)).toBe(true);
  });

  it('writes the sitemap, the news feed and robots.txt', async () => {
    const t = await fromEvilHost(overrides);
    for (const path of ['/sitemap.xml', '/blog/feed.atom', '/robots.txt']) {
      const text = await t.page(path);
      expect(text).toContain(origin);
      expect(text).not.toContain('evil.example');
    }
  });

  it('is the identity provider the sandbox plays, and the only push service address it takes', async () => {
    const t = await fromEvilHost(overrides);
    const started = await t.fromEvil(socialSignIn.startLogin, { body: { provider: 'google' } });
    expect(
      (await read<{ url: string }>(started)).result.url.startsWith(`${origin}/api/sandbox/identity/`),
    ).toBe(true);

    const device = {
      keys: { p256dh: 'key', auth: 'auth' },
      kinds: { results: true, wins: true, closing: true },
    };
    const aimed = await t.fromEvil(
      push.subscribe,
      { body: { ...device, endpoint: `${EVIL}/api/sandbox/push/send/1` } },
      await t.signIn(),
    );
    expect(aimed.status).toBe(422);
  });
});
