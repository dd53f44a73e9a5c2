import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CAPABILITY_NAMES } from '@contract/capability-names';
import { DEMO_SECRETS, readConfig, type ServerConfig } from './config';
import { mailboxData } from './db/mailbox';
import { camelizeKeys } from '@contract/case';
import * as catalogue from '@contract/endpoints/catalogue';
import * as site from '@contract/endpoints/site';
import type { SiteConfig } from '@contract/schemas/site';
import { apiTestApp, type Body as Answered } from './testing/api-helpers';
import { testApp } from './testing/test-app';

interface Body<T = unknown> {
  result: T;
  messages: { code: string; message: string }[];
  errors?: Record<string, { code: string; message: string; target: string }[]>;
}

const read = async <T>(response: Response) => (await response.json()) as Body<T>;

describe('discovery', () => {
  it('lists only services that answer: each base says what it is, an unknown call is its 404', async () => {
    const t = await testApp();
    for (const [name, base, version] of [
      ['customer-verify', '/api/customer-verify', '1.0'],
      ['rewards', '/api/rewards', '1.0'],
      ['social', '/api/social/v3', '3.0'],
      ['recommend', '/api/recommend', '1.0'],
    ] as const) {
      const root = await t.signed(base, { headers: { version } });
      expect(root.status, base).toBe(200);
      expect((await read<{ service: string }>(root)).result.service).toBe(name);
      const unknown = await t.signed(`${base}/no-such-call`, { headers: { version } });
      expect(unknown.status).toBe(404);
      expect((await read(unknown)).messages[0]!.message).toBe(`The ${name} service has no such call.`);
    }
  });

  it('lists every service with its base URL and versions, unsigned', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/discover');
    expect(response.status).toBe(200);
    const body = await read<{ services: { name: string; base_url: string; versions: string[] }[] }>(response);
    expect(body.result.services.map((s) => [s.name, s.base_url])).toEqual([
      ['main', '/api/v2'],
      ['cms', '/api/cms'],
      ['customer-verify', '/api/customer-verify'],
      ['rewards', '/api/rewards'],
      ['social', '/api/social/v3'],
      ['recommend', '/api/recommend'],
    ]);
    expect(body.result.services[0]!.versions).toEqual([
      '3.0',
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '3.5',
      '3.6',
      '3.7',
      '3.8',
      '3.9',
    ]);
  });
});

describe('signature and version checks', () => {
  it('answers a correctly signed request', async () => {
    const { signed } = await testApp();
    expect((await signed('/api/v2/config')).status).toBe(200);
  });

  it('refuses missing appkey, bad signature, tampered path and stale timestamp', async () => {
    const { app, signed } = await testApp();
    const missing = await app.request('/api/v2/config');
    expect(missing.status).toBe(400);
    expect((await read(missing)).messages[0]!.code).toBe('invalid_appkey');

    const good = await signed('/api/v2/config');
    expect(good.status).toBe(200);

    const stale = await signed('/api/v2/config', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await read(stale)).messages[0]!.code).toBe('stale_timestamp');

    const forged = await signed('/api/v2/config', { headers: { signature: 'a'.repeat(64) } });
    expect((await read(forged)).messages[0]!.code).toBe('invalid_signature');

    // Signed for one query, sent with another.
    const tampered = await signed('/api/v2/config', { headers: {} }).then(() =>
      app.request('/api/v2/config?x=1', {
        headers: { appkey: 'luckydip-web', timestamp: '1', signature: 'b' },
      }),
    );
    expect(tampered.status).toBe(400);
  });

  it('refuses a version the service does not offer', async () => {
    const { signed } = await testApp();
    const response = await signed('/api/v2/config', { headers: { version: '4.0' } });
    expect(response.status).toBe(400);
    expect((await read(response)).messages[0]!.code).toBe('unsupported_version');
    expect((await signed('/api/v2/config', { headers: { version: '3.9' } })).status).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const { signed } = await testApp();
    const response = await signed('/api/v2/no-such-thing');
    expect(response.status).toBe(404);
    expect((await read(response)).messages[0]!.code).toBe('not_found');
  });
});

describe('hostile input', () => {
  it('answers a body nested thousands of levels deep with a 400 in the envelope, not a 500', async () => {
    const { signed } = await testApp();
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    for (const path of ['/api/v2/login', '/api/v2/forgot-password', '/api/v2/signup']) {
      const response = await signed(path, { method: 'POST', body: deep });
      expect(response.status).toBe(400);
      expect((await read(response)).messages[0]).toMatchObject({ code: 'bad_request' });
    }
  });

  it('refuses a body over its limit with a 413 before reading it, by its length or as it streams', async () => {
    const { app } = await testApp();
    const declared = await app.request('/api/v2/login', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect((await read(declared)).messages[0]).toMatchObject({ code: 'payload_too_large' });
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const streamed = await app.request('/api/v2/login', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Refused at the limit: far less than the 50 MB on offer was read.
    expect(sent).toBeLessThan(1024 * 1024);
  });
});

describe('secrets outside the sandbox', () => {
  const own = (name: string) => `${name.toLowerCase()}-of-this-operator-0123456789abcdef`;
  const production = {
    SANDBOX: '0',
    APP_SECRET: own('APP_SECRET'),
    GATEWAY_SECRET: own('GATEWAY_SECRET'),
    LINK_SECRET: own('LINK_SECRET'),
    PREVIEW_TOKEN: own('PREVIEW_TOKEN'),
    PUBLIC_BASE_URL: 'https://www.luckydip.test',
  };

  it('start on secrets of the operator’s own', () => {
    expect(readConfig(production)).toMatchObject({
      sandbox: false,
      gatewaySecret: production.GATEWAY_SECRET,
    });
  });

  it.each(Object.entries(DEMO_SECRETS))(
    'refuse to start when %s is missing, the demo value or short',
    (name, demo) => {
      expect(() => readConfig({ ...production, [name]: undefined })).toThrow(`${name} is not set`);
      expect(() => readConfig({ ...production, [name]: demo })).toThrow(
        `${name} is the published demo value`,
      );
      expect(() => readConfig({ ...production, [name]: 'short' })).toThrow(`${name} is shorter than`);
    },
  );

  it('need the site’s public origin (PUBLIC_BASE_URL), an origin without a path', () => {
    expect(() => readConfig({ ...production, PUBLIC_BASE_URL: undefined })).toThrow(
      'PUBLIC_BASE_URL is not set',
    );
    for (const unfit of ['https://www.luckydip.test/shop', 'javascript:alert(1)', 'www.luckydip.test'])
      expect(() => readConfig({ ...production, PUBLIC_BASE_URL: unfit })).toThrow(
        'PUBLIC_BASE_URL must be an origin',
      );
    expect(readConfig({ ...production, PUBLIC_BASE_URL: 'https://www.luckydip.test/' }).publicBaseUrl).toBe(
      'https://www.luckydip.test',
    );
  });

  it('are the demo values in the sandbox', () => {
    expect(readConfig({}).linkSecret).toBe(DEMO_SECRETS.LINK_SECRET);
  });
});

describe('main API reads', () => {
  it('serves every web configuration constant of spec 1 §3', async () => {
    const t = await apiTestApp();
    const response = await t.call(site.config, {});
    expect(response.headers.get('cache-control')).toContain('public');
    const { result } = camelizeKeys<Answered<SiteConfig>>(await response.json());
    for (const key of [
      'sessionTimeout',
      'siteName',
      'siteLocale',
      'minRegistrationAge',
      'socialNetworks',
      'baseCurrency',
      'appStoreLinks',
      'customerAddressConfig',
      'immutableCustomerFields',
      'twoFactorAuthenticationConfig',
      'supportPageUrls',
      'unsubscribeReasons',
      'causeLotteryBinding',
      'addressLookupApi',
      'cookieConsent',
      'autoplayTimedPause',
      'subscriptionTimedPause',
      'supportedPaymentMethods',
      'defaultPartner',
      'supportNumber',
      'baseUrl',
      'disableIndexing',
      'heartbeatEnabled',
      'heartbeatActiveTimeout',
      'signupOptions',
      'supportOpeningHours',
    ]) {
      expect(result, key).toHaveProperty(key);
    }
    expect(result.siteLocale).toBe('en-AU');
    expect(result.baseCurrency).toBe('AUD');
    expect(result.sessionTimeout).toBe(3600);
    expect(result.baseUrl).toBe('http://localhost');
  });

  it('gives visitors and customers every capability but the support FAQ, and one segment that suppresses some', async () => {
    const { result } = await (await apiTestApp()).answer(site.capabilities, {});
    expect(result.defaultSegment).toBe('visitor');
    const byName = Object.fromEntries(result.segments.map((s) => [s.name, s]));
    const held = CAPABILITY_NAMES.filter((name) => name !== 'support_faq');
    expect(byName.visitor!.capabilities).toEqual(held);
    expect(byName.customer!.capabilities).toEqual(held);
    expect(byName.self_excluded!.suppressed).toContain('wallet_deposit');
  });

  it('suppresses in every segment what the operator names', async () => {
    const t = await apiTestApp({ suppressedCapabilities: ['native_app'] });
    const { result } = await t.answer(site.capabilities, {});
    for (const segment of result.segments) expect(segment.suppressed).toContain('native_app');
    expect(() => readConfig({ SUPPRESS_CAPABILITIES: 'native_app,flying' })).toThrow('flying');
  });

  it('answers the app store links the operator sets, none by default, and refuses one that is not https', async () => {
    const links = async (overrides: Partial<ServerConfig>) =>
      (await (await apiTestApp(overrides)).answer(site.config, {})).result.appStoreLinks;
    expect(await links({})).toEqual({});
    const google = 'https://play.google.com/store/apps/details?id=au.com.luckydip.app';
    expect(await links({ appStoreLinks: readConfig({ GOOGLE_PLAY_URL: google }).appStoreLinks })).toEqual({
      google,
    });
    expect(() => readConfig({ APP_STORE_URL: 'apps.apple.com/app' })).toThrow(
      'APP_STORE_URL must be an https address',
    );
  });

  it('serves branding, locate and the heartbeat page', async () => {
    const t = await apiTestApp();
    const branding = (await t.answer(catalogue.branding, {})).result;
    expect(branding.find((entry) => entry.offerKey === 'saturday-lotto')?.aliases).toContain('gold-lotto');
    expect((await t.answer(site.locate, {})).result.countryCode).toBe('AU');
    const located = await t.answer(site.locate, {}, { headers: { 'cf-ipcountry': 'nz' } });
    expect(located.result.countryCode).toBe('NZ');
    // The heartbeat page is a document, not a call.
    const blank = await t.app.request('/api/v2/blank.html');
    expect(blank.status).toBe(200);
    expect(blank.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sandbox', () => {
  it('injects a status fault on the next N requests to a path, on whichever instance they land, then recovers', async () => {
    const { app, signed, anotherInstance } = await testApp();
    const add = await app.request('/api/sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/config', status: 503, count: 2 }),
    });
    expect(add.status).toBe(201);
    const other = anotherInstance();
    expect((await signed('/api/v2/config', { instance: other })).status).toBe(503);
    expect((await read(await other.request('/api/sandbox/faults'))).result).toEqual([
      { path: '/api/v2/config', kind: 'status', status: 503, latency_ms: 0, count: 1 },
    ]);
    expect((await signed('/api/v2/config')).status).toBe(503);
    expect((await signed('/api/v2/config', { instance: other })).status).toBe(200);
    expect((await signed('/api/v2/config')).status).toBe(200);
  });

  it('matches path prefixes and adds latency', async () => {
    const { app, signed } = await testApp();
    await app.request('/api/sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/*', kind: 'latency', latency_ms: 60 }),
    });
    const started = performance.now();
    expect((await signed('/api/v2/branding')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('holds a request for a timeout fault, then gives up with 504', async () => {
    const { app } = await testApp();
    await app.request('/api/sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/discover', kind: 'timeout' }),
    });
    // Discovery is unsigned, so nothing but the fault's own timer stands between request and answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const pending = Promise.resolve(app.request('/api/discover')).finally(() => (settled = true));
      // A second at a time: the fault is read from the database before its timer starts.
      while (!settled) await vi.advanceTimersByTimeAsync(1000);
      const response = await pending;
      expect(response.status).toBe(504);
      expect((await read(response)).messages[0]!.code).toBe('gateway_timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('validates fault requests with field errors', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'no-slash', status: 404 }),
    });
    expect(response.status).toBe(422);
    const body = await read(response);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['path', 'status']);
  });

  it('keeps a mailbox, newest first, as JSON and as a page', async () => {
    const { app, db, time } = await testApp();
    const mailbox = mailboxData(db, () => time.ms);
    await mailbox.send('demo@luckydip.test', 'First', 'one');
    await mailbox.send('other@luckydip.test', 'Other', 'x');
    await mailbox.send('demo@luckydip.test', 'Your code', 'Code: 123456 <b>');
    const { result } = await read<{ subject: string }[]>(
      await app.request('/api/sandbox/mailbox?to=demo@luckydip.test'),
    );
    expect(result.map((m) => m.subject)).toEqual(['Your code', 'First']);
    const page = await (await app.request('/api/sandbox/mailbox.html?to=demo@luckydip.test')).text();
    expect(page).toContain('Code: 123456 &#60;b&#62;');
  });

  it('is absent with SANDBOX=0', async () => {
    const { app } = await testApp({ sandbox: false });
    expect((await app.request('/api/sandbox/mailbox')).status).toBe(404);
  });
});

describe('serving the PWA', () => {
  it('answers a prerendered path with its page and any other app path with the shell, with a strict CSP', async () => {
    const { app, distDir } = await testApp();
    mkdirSync(join(distDir, 'about'));
    writeFileSync(join(distDir, 'about', 'index.html'), '<div id="root"><main>About</main></div>');
    for (const path of ['/about', '/about/'])
      expect(await (await app.request(path)).text()).toContain('About');
    expect(await (await app.request('/')).text()).toContain('<main>Home</main>');
    const response = await app.request('/lotto-results/oz-lotto');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Lucky Dip</title><div id="root"></div>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends hashed assets precompressed and immutable', async () => {
    const { app, distDir } = await testApp();
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'assets', 'index-AbCdEf12.js.br'), 'brotli-bytes');
    const response = await app.request('/assets/index-AbCdEf12.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('brotli-bytes');
  });
});
