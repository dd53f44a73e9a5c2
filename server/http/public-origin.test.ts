/**
 * The site's one public origin (issue 60, point 1): a request's Host header is written by whoever
 * sends it, so no link, email, party's address or origin check is ever made from it.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { apiTestApp, read } from '../testing/api-helpers';
import { TEST_ORIGIN, type Instance } from '../testing/test-app';

const EVIL = 'http://evil.example:8666';
const PUBLIC = 'https://www.luckydip.test';

/** Every request of a test arriving with the attacker's Host header. */
async function fromEvilHost(overrides: Parameters<typeof apiTestApp>[0] = {}) {
  const t = await apiTestApp(overrides);
  const evil: Instance = { request: (path, init) => t.app.request(`${EVIL}${path}`, init) };
  const send = (path: string, body: unknown, token?: string, method = 'POST') =>
    t.signed(`/api/v2${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { version: '3.3', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      instance: evil,
    });
  const page = async (path: string) => (await evil.request(path, {})).text();
  return { ...t, send, page };
}

describe.each([
  ['configured (PUBLIC_BASE_URL)', PUBLIC, { publicBaseUrl: PUBLIC }],
  ['in the sandbox, the address it listens on', TEST_ORIGIN, {}],
])('the public origin %s', (_, origin, overrides) => {
  it('is the one a reset link and a transfer link name, whatever the Host header', async () => {
    const t = await fromEvilHost(overrides);
    expect((await t.send('/forgot-password', { email: 'demo@luckydip.test' })).status).toBe(200);
    const [letter] = await t.mail('demo@luckydip.test');
    expect(letter!.text).toContain(`${origin}/login/autologin/`);
    expect(letter!.text).not.toContain('evil.example');

    const login = await t.send('/login', { email: 'demo@luckydip.test', password: DEMO_PASSWORD });
    const { access_token } = (await read<{ access_token: string }>(login)).result;
    const transfer = await read<{ url: string }>(await t.send('/customer/transfer', {}, access_token));
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
    const started = await t.send('/social-authentication/login', { provider: 'google' });
    expect(
      (await read<{ url: string }>(started)).result.url.startsWith(`${origin}/api/sandbox/identity/`),
    ).toBe(true);

    const login = await t.send('/login', { email: 'demo@luckydip.test', password: DEMO_PASSWORD });
    const { access_token } = (await read<{ access_token: string }>(login)).result;
    const device = {
      keys: { p256dh: 'key', auth: 'auth' },
      kinds: { results: true, wins: true, closing: true },
    };
    const aimed = await t.send(
      '/customer/push-subscription',
      { ...device, endpoint: `${EVIL}/api/sandbox/push/send/1` },
      access_token,
      'PUT',
    );
    expect(aimed.status).toBe(422);
  });
});
