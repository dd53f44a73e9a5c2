import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';
import { envelopeItems } from './collectors';

const listed = async (response: Response) => ((await response.json()) as { result: unknown[] }).result;

describe('the sandbox collectors', () => {
  it('keep the items of an error-reporting envelope', async () => {
    const { app } = await testApp();
    const envelope = [
      JSON.stringify({ event_id: 'e1', sent_at: '2026-11-24T00:00:00Z' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'boom', tags: { status: '500' } }),
    ].join('\n');
    const sent = await app.request('/api/sandbox/errors/api/1/envelope/?sentry_key=sandbox', {
      method: 'POST',
      body: envelope,
    });
    expect(sent.status).toBe(200);
    expect(await listed(await app.request('/api/sandbox/errors'))).toEqual([
      { type: 'event', payload: { message: 'boom', tags: { status: '500' } } },
    ]);
  });

  it('read an envelope whose payload is not JSON without failing', () => {
    expect(envelopeItems('{}\n{"type":"attachment"}\nnot json\n')).toEqual([
      { type: 'attachment', payload: undefined },
    ]);
  });

  it('point the analytics SDK at themselves, at the public origin, and keep the calls it sends', async () => {
    const { app } = await testApp({ publicBaseUrl: 'http://127.0.0.1:9000' });
    const settings = (await (
      await app.request('http://evil.example/api/sandbox/analytics/v1/projects/demo-key/settings')
    ).json()) as { integrations: Record<string, { apiKey: string; apiHost: string; protocol: string }> };
    expect(settings.integrations['Segment.io']).toEqual({
      apiKey: 'demo-key',
      apiHost: '127.0.0.1:9000/api/sandbox/analytics/v1',
      protocol: 'http',
    });
    await app.request('/api/sandbox/analytics/v1/t', {
      method: 'POST',
      body: JSON.stringify({ type: 'track', event: 'Product Added' }),
    });
    expect(await listed(await app.request('/api/sandbox/analytics/events'))).toEqual([
      { call: 't', body: { type: 'track', event: 'Product Added' } },
    ]);
  });

  it('count a call sent twice under one message id once, as the analytics API does', async () => {
    const { app } = await testApp();
    for (const event of ['Signed In', 'Signed In', 'Signed Out'])
      await app.request('/api/sandbox/analytics/v1/t', {
        method: 'POST',
        body: JSON.stringify({ type: 'track', event, messageId: `ajs-${event}` }),
      });
    const events = (await listed(await app.request('/api/sandbox/analytics/events'))) as {
      body: { event: string };
    }[];
    expect(events.map((entry) => entry.body.event)).toEqual(['Signed In', 'Signed Out']);
  });

  it('keep CSP reports, named by the policy of every answer', async () => {
    const { app } = await testApp();
    const page = await app.request('/');
    expect(page.headers.get('content-security-policy')).toContain('report-to csp');
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/api/sandbox/csp-reports"');
    await app.request('/api/sandbox/csp-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]),
    });
    expect(await listed(await app.request('/api/sandbox/csp-reports'))).toEqual([
      { type: 'csp-violation', body: { effective_directive: 'img-src' } },
    ]);
  });
});
