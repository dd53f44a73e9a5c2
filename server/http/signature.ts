/**
 * Refuses API requests whose appkey is unknown, whose timestamp is stale, or whose signature does
 * not match the path, query and body that arrived (the definition lives in contract/signature.ts,
 * shared with the PWA). 400 rather than 401: a bad signature is a broken client, not an expired
 * session, and must not send the PWA into its token-refresh path.
 */
import type { MiddlewareHandler } from 'hono';
import { verifySignature } from '@contract/signature';
import type { Clock } from '../clock';
import { Refused } from '../refusal';

export function requireSignature(appKeys: Record<string, string>, now: Clock): MiddlewareHandler {
  return async (c, next) => {
    const appKey = c.req.header('appkey');
    const secret = appKey === undefined ? undefined : appKeys[appKey];
    if (secret === undefined) throw Refused.of(400, 'invalid_appkey', 'Unknown or missing appkey.');
    const url = new URL(c.req.url);
    const verdict = await verifySignature(
      secret,
      {
        method: c.req.method,
        pathWithQuery: url.pathname + url.search,
        timestamp: c.req.header('timestamp') ?? '',
        // Bytes, not text: an uploaded photo is not UTF-8, and decoding it would change what is hashed.
        body:
          c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : new Uint8Array(await c.req.arrayBuffer()),
      },
      c.req.header('signature') ?? '',
      Math.floor(now() / 1000),
    );
    if (verdict === 'stale') {
      throw Refused.of(
        400,
        'stale_timestamp',
        'The request timestamp is missing or too far from server time.',
      );
    }
    if (verdict === 'mismatch')
      throw Refused.of(400, 'invalid_signature', 'The request signature does not match.');
    await next();
  };
}

/** The `version` header must name a version the service offers; absent means its default. */
export function requireVersion(versions: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const version = c.req.header('version');
    if (version !== undefined && !versions.includes(version)) {
      throw Refused.of(400, 'unsupported_version', `Version ${version} is not offered by this service.`);
    }
    await next();
  };
}
