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
import { HttpError } from '../http/envelope';

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

export class FaultBook {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** Takes one use of the first fault matching the path, if any. */
  take(path: string): Fault | undefined {
    const index = this.faults.findIndex((fault) =>
      fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path,
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count === 0) this.faults.splice(index, 1);
    return fault;
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function injectFaults(book: FaultBook): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = book.take(c.req.path);
    if (!fault) return next();
    if (fault.latencyMs > 0) await sleep(fault.latencyMs, c.req.raw.signal);
    switch (fault.kind) {
      case 'latency':
        return next();
      case 'timeout':
        await sleep(TIMEOUT_HOLD_MS, c.req.raw.signal);
        throw HttpError.of(504, 'gateway_timeout', 'The request timed out.');
      case 'drop':
        c.env.incoming.socket.destroy();
        return c.body(null);
      case 'drop_response':
        await next();
        c.env.incoming.socket.destroy();
        return;
      case 'status':
        throw HttpError.of(fault.status, `sandbox_${fault.status}`, FAULT_MESSAGES[fault.status]);
    }
  };
}
