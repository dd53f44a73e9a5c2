/** One line per request: method, path, status, duration. Hono's logger writes two. */
import type { MiddlewareHandler } from 'hono';
import { isoTime, type Clock } from '../clock';

export function requestLog(
  clock: Clock,
  write: (line: string) => void = (line) => console.log(line),
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${isoTime(clock)} ${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
  };
}
