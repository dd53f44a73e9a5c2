/**
 * Fault injection for end-to-end tests: the next N requests to a path answer with a status
 * (418, 500, 503), arrive late, never arrive (timeout), have their connection dropped before they
 * are handled (drop), or are handled and then lose their answer (drop_response: what a customer
 * whose train enters a tunnel as they pay sees).
 * A path ending in `*` matches every path that starts with the rest.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { Refused } from '../refusal';

export const faultSchema = z.object({
  path: z.string().startsWith('/'),
  kind: z.enum(['status', 'latency', 'timeout', 'drop', 'drop_response']).default('status'),
  status: z.union([z.literal(418), z.literal(500), z.literal(503)]).default(500),
  latencyMs: z.number().int().min(0).max(120_000).default(0),
  count: z.number().int().min(1).max(1000).default(1),
});

export type Fault = z.infer<typeof faultSchema>;

const FAULT_MESSAGES: Record<Fault['status'], string> = {
  418: 'No products are available right now.',
  500: 'The server could not complete the request.',
  503: 'The service is down for scheduled maintenance.',
};

/** How long a "timeout" fault holds the request before giving up with 504. */
const TIMEOUT_HOLD_MS = 60_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Answers a request with the first fault added for its path (the faults are in the database). */
export function injectFaults(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = await c.var.data.sandboxFaults.take(c.req.path);
    if (!fault) return next();
    if (fault.latencyMs > 0) await sleep(fault.latencyMs, c.req.raw.signal);
    switch (fault.kind) {
      case 'latency':
        return next();
      case 'timeout':
        await sleep(TIMEOUT_HOLD_MS, c.req.raw.signal);
        throw Refused.of(504, 'gateway_timeout', 'The request timed out.');
      case 'drop':
        c.env.incoming.socket.destroy();
        return c.body(null);
      case 'drop_response':
        await next();
        c.env.incoming.socket.destroy();
        return;
      case 'status':
        throw Refused.of(fault.status, `sandbox_${fault.status}`, FAULT_MESSAGES[fault.status]);
    }
  };
}
