import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps, type SessionPort, type Tokens } from './client';
import { createDiscovery } from './discovery';
import { ApiError, MISSING_REFRESH_TOKEN } from './errors';
import { createNotificationQueue, type QueuedNotification } from './notifications';
import { verifySignature } from '@contract/signature';

const SECRET = 'unit-secret';
const DISCOVERY = {
  result: {
    services: [
      { name: 'main', base_url: '/api/v2', versions: ['3.0', '3.3'], default_version: '3.0' },
      { name: 'cms', base_url: '/api/cms', versions: ['1.0'], default_version: '1.0' },
    ],
  },
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, tokens: Partial<Tokens> = {}) {
  const state = { tokens: { ...tokens } };
  const session = {
    tokens: () => state.tokens,
    setTokens: (next) => {
      state.tokens = next;
    },
    signOut: vi.fn<(reason: 'unauthorised') => void>(),
    headers: () => ({ sessionId: 'sess-1', customerId: '42', subscriptionVariant: 'standard' }),
  } satisfies SessionPort;
  const calls: { url: string; init: RequestInit }[] = [];
  // The client always passes the URL as a string.
  const fetchFn = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return handler(url, init);
  });
  const notifications = createNotificationQueue();
  const shown: QueuedNotification[] = [];
  notifications.subscribe((n) => shown.push(n));
  const deps: ApiClientDeps = {
    discovery: createDiscovery('/api/discover', () => Promise.resolve(json(DISCOVERY))),
    appKey: 'web',
    appSecret: SECRET,
    session,
    notifications,
    onUnrecoverable: vi.fn(),
    report: vi.fn(),
    fetch: fetchFn,
    now: () => 1_790_000_000_000,
    createObjectUrl: () => 'blob:pdf-1',
  };
  return { client: createApiClient(deps), deps, session, calls, state, shown };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('request convention', () => {
  it('resolves the base by discovery, signs, sends snake_case and reads a camelCased envelope', async () => {
    const { client, calls } = setup(() =>
      json({ result: { site_name: 'Lucky Dip' }, page_info: { total_pages: 1 }, messages: [] }),
    );
    const response = await client.request<{ siteName: string }>('main', '/customer/details', {
      method: 'POST',
      body: { firstName: 'Dana', addressLine2: 'Unit 1' },
      query: { fetch_only: true },
      version: '3.3',
    });
    expect(response.result.siteName).toBe('Lucky Dip');
    expect(response.pageInfo).toEqual({ totalPages: 1 });
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/v2/customer/details?fetch_only=true');
    expect(init.body).toBe('{"first_name":"Dana","address_line2":"Unit 1"}');
    expect(header(init, 'version')).toBe('3.3');
    expect(header(init, 'appkey')).toBe('web');
    expect(header(init, 'session-id')).toBe('sess-1');
    expect(header(init, 'customer-id')).toBe('42');
    expect(header(init, 'subscription-variant')).toBe('standard');
    expect(header(init, 'content-type')).toBe('application/json');
    const verdict = await verifySignature(
      SECRET,
      {
        method: 'POST',
        pathWithQuery: '/api/v2/customer/details?fetch_only=true',
        timestamp: header(init, 'timestamp')!,
        body: init.body as string,
      },
      header(init, 'signature')!,
      1_790_000_000,
    );
    expect(verdict).toBe('ok');
  });

  it('refuses a version the service does not offer', async () => {
    const { client } = setup(() => json({ result: null }));
    await expect(client.request('main', '/x', { version: '3.9' })).rejects.toThrow(
      'does not offer version 3.9',
    );
  });

  it('answers 204 with an empty success and turns a PDF into a download link', async () => {
    const { client } = setup((url) =>
      url.endsWith('.pdf')
        ? new Response(new Blob(['%PDF']), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="calendar.pdf"',
            },
          })
        : new Response(null, { status: 204 }),
    );
    expect(
      (await client.request('main', '/favourite-numbers', { method: 'PUT', body: {} })).result,
    ).toBeNull();
    const pdf = await client.request('main', '/public/pdf/x.pdf');
    expect(pdf.result).toEqual({ downloadUrl: 'blob:pdf-1', filename: 'calendar.pdf' });
  });

  it('sends form calls URL-encoded', async () => {
    const { client, calls } = setup(() => json({ result: null }));
    await client.request('main', '/autologin', { method: 'POST', form: { token: 'a b' } });
    expect(calls[0]!.init.body).toBe('token=a+b');
    expect(header(calls[0]!.init, 'content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('sends uploads as multipart and signs the very bytes it sends', async () => {
    const { client, calls } = setup(() => json({ result: null }));
    const files = new FormData();
    files.append('files', new File([new Uint8Array([0xff, 0xd8, 0xff, 0x80])], 'front.jpg'));
    await client.request('main', '/customer/verification', { method: 'POST', files });
    const { init } = calls[0]!;
    expect(header(init, 'content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = init.body as Uint8Array<ArrayBuffer>;
    expect(new TextDecoder().decode(sent)).toContain('filename="front.jpg"');
    const verdict = await verifySignature(
      SECRET,
      {
        method: 'POST',
        pathWithQuery: '/api/v2/customer/verification',
        timestamp: header(init, 'timestamp')!,
        body: sent,
      },
      header(init, 'signature')!,
      1_790_000_000,
    );
    expect(verdict).toBe('ok');
  });

  it('uses the first server message for an error, and groups field errors', async () => {
    const { client, deps } = setup(() =>
      json(
        {
          result: null,
          messages: [{ code: 'validation_failed', message: 'Please check the highlighted fields.' }],
          errors: { email: [{ code: 'invalid_string', message: 'Enter a valid email' }] },
        },
        422,
      ),
    );
    const error = await client
      .request('main', '/signup', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please check the highlighted fields.');
    expect((error as ApiError).fieldMessage('email')).toBe('Enter a valid email');
    expect(deps.onUnrecoverable).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue text when the server gives no message', async () => {
    const { client } = setup(() => json({ result: null }, 404));
    await expect(client.request('main', '/nothing')).rejects.toThrow(
      'The API responded with a 404 error when requesting the following url: /api/v2/nothing',
    );
  });

  it('reports a JSON failure as 422 with the catalogue text', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const error = (await client.request('main', '/config').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'An error occurred when transforming the API result to JSON for the following url: /api/v2/config',
    );
  });

  it('turns 5xx and 418 into an unrecoverable error carrying the code', async () => {
    for (const status of [500, 503, 418]) {
      const { client, deps } = setup(() => json({ result: null, messages: [] }, status));
      await expect(client.request('main', '/config')).rejects.toBeInstanceOf(ApiError);
      expect(deps.onUnrecoverable).toHaveBeenCalledWith(status);
    }
  });

  it('rejects aborted requests silently', async () => {
    const { client, deps } = setup(() => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    const error = await client.request('main', '/config').catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(deps.report).not.toHaveBeenCalled();
    expect(deps.onUnrecoverable).not.toHaveBeenCalled();
  });

  it('reports a network failure with the generic message', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client.request('main', '/config').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Something went wrong');
    expect(deps.report).toHaveBeenCalledOnce();
  });

  it('recognises a timeout in a thrown message as a 408 that is not reported', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Network request timed out');
    });
    const error = (await client.request('main', '/config').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(408);
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('reports a 5xx and a success without a body, but not a 418', async () => {
    for (const [answer, reported] of [
      [() => json({ result: null, messages: [] }, 503), true],
      [() => new Response(null, { status: 502 }), true],
      [() => new Response('', { status: 200 }), true],
      [() => json({ result: null, messages: [] }, 418), false],
    ] as const) {
      const { client, deps } = setup(answer);
      await expect(client.request('main', '/config')).rejects.toBeInstanceOf(ApiError);
      expect(vi.mocked(deps.report).mock.calls.length).toBe(reported ? 1 : 0);
    }
  });

  it('fails a call that gets no answer in time as a 408', async () => {
    const { deps } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const error = (await createApiClient({ ...deps, timeoutMs: 20 })
      .request('main', '/config')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(408);
    expect(error.kind).toBe('timeout');
  });

  it('reports an unknown failure as a generic 500 without an error page', async () => {
    const { client, deps } = setup(() => {
      throw new Error('boom');
    });
    const error = (await client.request('main', '/config').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(deps.report).toHaveBeenCalledOnce();
    expect(deps.onUnrecoverable).not.toHaveBeenCalled();
  });

  it('queues server messages of a successful call', async () => {
    const { client, shown } = setup(() =>
      json({ result: null, messages: [{ code: 'deposit_pending', message: 'Confirm your deposit' }] }),
    );
    await client.request('main', '/deposit', { method: 'POST', body: {} });
    expect(shown).toEqual([
      expect.objectContaining({
        title: 'Action Required',
        message: 'Confirm your deposit',
        code: 'deposit_pending',
      }),
    ]);
  });

  it('sends the idempotency key and the bearer token', async () => {
    const { client, calls } = setup(() => json({ result: null }), {
      accessToken: 'acc',
      refreshToken: 'ref',
    });
    await client.request('main', '/checkout', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    expect(header(calls[0]!.init, 'idempotency-key')).toBe('key-1');
    expect(header(calls[0]!.init, 'authorization')).toBe('Bearer acc');
  });

  it('asks past every kept copy only when told its copy is out of date', async () => {
    const { client, calls } = setup(() => json({ result: [] }));
    await client.request('main', '/pricing/standard/product_offers');
    await client.request('main', '/pricing/standard/product_offers', { reload: true });
    expect(calls.map((call) => call.init.cache)).toEqual([undefined, 'reload']);
  });
});

describe('token refresh', () => {
  it('shares one refresh among 10 parallel 401s and retries them all', async () => {
    let refreshes = 0;
    const { client, session, calls } = setup(
      async (url, init) => {
        if (url.endsWith('/refresh')) {
          refreshes += 1;
          expect(init.body).toBe('refresh_token=old-refresh');
          await new Promise((resolve) => setTimeout(resolve, 5));
          return json({ result: { access_token: 'new-access', refresh_token: 'new-refresh' } });
        }
        return header(init, 'authorization') === 'Bearer new-access'
          ? json({ result: { ok: true } })
          : json({ result: null }, 401);
      },
      { accessToken: 'old-access', refreshToken: 'old-refresh' },
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.request<{ ok: boolean }>('main', `/customer?n=${i}`)),
    );
    expect(refreshes).toBe(1);
    expect(results.every((r) => r.result.ok)).toBe(true);
    expect(session.signOut).not.toHaveBeenCalled();
    expect(calls.filter((c) => !c.url.endsWith('/refresh'))).toHaveLength(20);
  });

  it('lets one tab refresh while another waits, then retries the waiting one with the new token', async () => {
    // Two tabs: one cookie jar (the session), one lock between them, a client each.
    let refreshes = 0;
    const handler: Handler = async (url, init) => {
      if (url.endsWith('/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ result: { access_token: 'new-access', refresh_token: 'new-refresh' } });
      }
      return header(init, 'authorization') === 'Bearer new-access'
        ? json({ result: { ok: true } })
        : json({ result: null }, 401);
    };
    let queue = Promise.resolve();
    const exclusive = <T>(work: () => Promise<T>) => {
      const run = queue.then(work);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const first = setup(handler, { accessToken: 'old-access', refreshToken: 'old-refresh' });
    const second = setup(handler);
    const sharedSession = { ...first.session, signOut: second.session.signOut };
    const tabA = createApiClient({ ...first.deps, exclusive });
    const tabB = createApiClient({
      ...second.deps,
      session: sharedSession,
      fetch: first.deps.fetch,
      exclusive,
    });
    const [a, b] = await Promise.all([
      tabA.request<{ ok: boolean }>('main', '/customer'),
      tabB.request<{ ok: boolean }>('main', '/customer/details'),
    ]);
    expect([a.result.ok, b.result.ok]).toEqual([true, true]);
    expect(refreshes).toBe(1);
    expect(second.session.signOut).not.toHaveBeenCalled();
  });

  it('signs out once when the refresh fails, and every caller gets the error', async () => {
    const { client, session } = setup(
      (url) => (url.endsWith('/refresh') ? json({ result: null }, 400) : json({ result: null }, 401)),
      { accessToken: 'old-access', refreshToken: 'reused' },
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.request('main', '/customer')),
    );
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(session.signOut).toHaveBeenCalledWith('unauthorised');
  });

  it('keeps the session when the refresh cannot reach the server (offline, a timeout, a 5xx)', async () => {
    for (const refresh of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ result: null }, 503),
    ]) {
      const { client, session } = setup(
        (url) => (url.endsWith('/refresh') ? refresh() : json({ result: null }, 401)),
        { accessToken: 'old-access', refreshToken: 'still-good' },
      );
      await expect(client.request('main', '/customer')).rejects.toThrow();
      expect(session.signOut).not.toHaveBeenCalled();
    }
  });

  it('never refreshes, nor signs out, for a call that ends the session', async () => {
    const { client, session, calls } = setup(() => json({ result: null }, 401), {
      accessToken: 'old-access',
      refreshToken: 'old-refresh',
    });
    await expect(client.request('main', '/logout', { endsSession: true })).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it('signs out with the catalogue message when there is no refresh token', async () => {
    const { client, session } = setup(() => json({ result: null }, 403), { accessToken: 'only-access' });
    await expect(client.request('main', '/customer')).rejects.toThrow(MISSING_REFRESH_TOKEN);
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a 401 on a call made without a token', async () => {
    const { client, calls } = setup(() =>
      json({ result: null, messages: [{ message: 'Wrong password' }] }, 401),
    );
    await expect(client.request('main', '/login', { method: 'POST', body: {} })).rejects.toThrow(
      'Wrong password',
    );
    expect(calls).toHaveLength(1);
  });
});

describe('discovery', () => {
  it('says so when no discovery URL is set', async () => {
    const discovery = createDiscovery(undefined, () => Promise.resolve(json(DISCOVERY)));
    await expect(discovery.resolve('main')).rejects.toThrow('discovery service url is not set');
  });

  it('loads the list once and retries after a failure', async () => {
    const load = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValue(json(DISCOVERY));
    const discovery = createDiscovery('/api/discover', load);
    await expect(discovery.resolve('main')).rejects.toBeInstanceOf(ApiError);
    expect(await discovery.resolve('main')).toEqual({ baseUrl: '/api/v2', version: '3.0' });
    expect(await discovery.resolve('cms')).toEqual({ baseUrl: '/api/cms', version: '1.0' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
