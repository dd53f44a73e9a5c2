/**
 * The runtime strategy behind every cache policy: a fresh entry is answered from the cache; a
 * stale one is revalidated (behind the answer or before it, per policy) and still used whenever
 * the network fails. The time an entry was stored travels in a header of its own, because the
 * server's Date header says when it was made, not when this device last saw it.
 */
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { freshSecondsOf, isCacheable, type CachePolicy } from '../contract/cache-policy';

export const STORED_AT_HEADER = 'x-sw-stored-at';

export function ageSeconds(response: Response, now: number): number {
  const storedAt = Number(response.headers.get(STORED_AT_HEADER));
  return Number.isFinite(storedAt) && storedAt > 0 ? (now - storedAt) / 1000 : Number.POSITIVE_INFINITY;
}

async function stamp(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(now));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export class FreshnessStrategy extends Strategy {
  constructor(
    private readonly policy: CachePolicy,
    private readonly now: () => number = () => Date.now(),
  ) {
    super({ cacheName: `luckydip-${policy.name}` });
  }

  private async fetchAndStore(request: Request, handler: StrategyHandler): Promise<Response> {
    const response = await handler.fetch(request);
    if (isCacheable(request, response)) {
      await handler.cachePut(request, await stamp(response.clone(), this.now()));
    }
    return response;
  }

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    // Personal requests bypass the cache entirely, in both directions.
    if (request.headers.has('authorization')) return handler.fetch(request);
    const cached = await handler.cacheMatch(request);
    // A reload asks past every copy (the app knows its copy is out of date); offline, the copy
    // is still better than nothing.
    const reload = request.cache === 'reload';
    const fresh =
      cached &&
      ageSeconds(cached, this.now()) < freshSecondsOf(this.policy, cached.headers.get('cache-control'));
    if (!reload && fresh) return cached;
    if (!reload && cached && this.policy.revalidate === 'background') {
      void handler.waitUntil(this.fetchAndStore(request, handler).catch(() => undefined));
      return cached;
    }
    try {
      const response = await this.fetchAndStore(request, handler);
      // An error answer (say, 503) is passed on rather than hidden behind old data: the app shows
      // the matching error page. Only an unreachable network falls back to the stored copy.
      return response;
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  }
}
