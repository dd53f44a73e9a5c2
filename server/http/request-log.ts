/**
 * One line per request: method, path, status, duration, and the page's request id when the call
 * carries one (contract/request-id.ts). Hono's logger writes two.
 */
import type { MiddlewareHandler } from 'hono';
import { REQUEST_ID } from '@contract/request-id';
import { isoTime, type Clock } from '../clock';

export function requestLog(
  clock: Clock,
  write: (line: string) => void = (line) => console.log(line),
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const id = c.req.header(REQUEST_ID);
    write(
      `${isoTime(clock)} ${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms` +
        (id ? ` ${REQUEST_ID}=${JSON.stringify(id)}` : ''),
    );
  };
}
