/**
 * Public answers worth keeping: a large JSON answer that many visitors ask for (the catalogue) is
 * built once, serialised once and gzipped once, then sent as bytes until it may have changed. The
 * enveloped body is the same one `ok()` sends.
 */
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { cacheControl } from '@contract/cache-policy';
import { snakeizeKeys } from '@contract/case';
import { Sent } from './route';

interface Kept<T> {
  /** Seconds on the app's clock: kept from `from` (a clock moved back drops it) until `until`. */
  from: number;
  until: number;
  /** When what it says may change (seconds), if sooner than its cache policy's freshness. */
  changesAt?: number;
  result: T;
  json: string;
  gzip: Uint8Array<ArrayBuffer>;
}

export class KeptAnswers<T> {
  private readonly kept = new Map<string, Kept<T>>();

  /** The kept answer for `key`, or a new one from `build`, kept until the time it returns. */
  async send(
    c: Context,
    key: string,
    nowSeconds: number,
    build: () => Promise<{ result: T; until: number; changesAt?: number }>,
  ): Promise<Sent<T>> {
    let entry = this.kept.get(key);
    if (!entry || nowSeconds < entry.from || nowSeconds >= entry.until) {
      const { result, until, changesAt } = await build();
      const json = JSON.stringify(snakeizeKeys({ result, messages: [] }));
      entry = { from: nowSeconds, until, changesAt, result, json, gzip: new Uint8Array(gzipSync(json)) };
      this.kept.set(key, entry);
    }
    c.header('Content-Type', 'application/json; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding');
    // Fresh for its policy's time at most, and never past the time it may change.
    if (entry.changesAt !== undefined) {
      const value = cacheControl(c.req.path, entry.changesAt - nowSeconds);
      if (value) c.header('Cache-Control', value);
    }
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return new Sent(entry.result, c.body(entry.gzip));
    }
    return new Sent(entry.result, c.body(entry.json));
  }
}
