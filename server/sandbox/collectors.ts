/**
 * The sandbox's collectors (/api/sandbox): the receiving ends of the PWA's error reporting, its
 * analytics and the browser's CSP reports, so a demo or a test reads what was sent. Each keeps the
 * newest entries in memory only.
 *
 * - Errors: the error-reporting SDK posts envelopes to `{dsn path}/api/{project}/envelope/`
 *   (newline-separated JSON: a header, then an item header and its payload per item).
 * - Analytics: the SDK reads its source's settings from the "CDN" (`/v1/projects/{key}/settings`),
 *   which tells it to send its calls here (`/v1/{i,p,t,…}`). A call whose message id arrived
 *   before is counted once, as the analytics API dedupes: the PWA sends again, from the next page,
 *   a call the page it left had not seen delivered.
 * - CSP: the browser posts `application/reports+json` to the endpoint the policy names.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';

const KEEP = 500;

class Collected {
  private entries: unknown[] = [];

  add(...entries: unknown[]): void {
    this.entries.push(...entries);
    if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
  }

  list(): readonly unknown[] {
    return this.entries;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The items of an envelope: every second line after the envelope's header is a payload. */
export function envelopeItems(body: string): { type: string; payload: unknown }[] {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const items: { type: string; payload: unknown }[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = parseJson(lines[index] ?? '') as { type?: unknown } | undefined;
    items.push({
      type: typeof header?.type === 'string' ? header.type : 'unknown',
      payload: parseJson(lines[index + 1] ?? ''),
    });
  }
  return items;
}

/** The collectors' routes, to be mounted on the sandbox. */
export function collectorRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const errors = new Collected();
  const analytics = new Collected();
  const cspReports = new Collected();
  const listed = (collected: Collected) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, collected.list());
  };

  routes.post('/errors/api/:project/envelope/', async (c) => {
    errors.add(...envelopeItems(await c.req.text()));
    return c.json({});
  });
  routes.get('/errors', listed(errors));

  routes.get('/analytics/v1/projects/:writeKey/settings', (c) => {
    const { host, protocol } = new URL(c.var.origin);
    return c.json({
      integrations: {
        'Segment.io': {
          apiKey: c.req.param('writeKey'),
          apiHost: `${host}/api/sandbox/analytics/v1`,
          protocol: protocol.replace(':', ''),
        },
      },
      plan: { track: { __default: { enabled: true } }, identify: { __default: { enabled: true } } },
      edgeFunction: {},
      analyticsNextEnabled: true,
      middlewareSettings: {},
      enabledMiddleware: {},
      metrics: { sampleRate: 0 },
      legacyVideoPluginsEnabled: false,
      remotePlugins: [],
    });
  });
  const seenMessages = new Set<string>();
  routes.post('/analytics/v1/:call', async (c) => {
    const body = parseJson(await c.req.text());
    const messageId = (body as { messageId?: unknown } | undefined)?.messageId;
    if (typeof messageId !== 'string' || !seenMessages.has(messageId)) {
      if (typeof messageId === 'string') seenMessages.add(messageId);
      analytics.add({ call: c.req.param('call'), body });
    }
    return c.json({ success: true });
  });
  routes.get('/analytics/events', listed(analytics));

  routes.post('/csp-reports', async (c) => {
    const body = parseJson(await c.req.text());
    cspReports.add(...(Array.isArray(body) ? (body as unknown[]) : [body]));
    return c.body(null, 204);
  });
  routes.get('/csp-reports', listed(cspReports));

  return routes;
}
