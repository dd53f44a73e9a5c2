/**
 * A sliding-window limit on failed attempts. The attempts are kept in the database (../db/attempts),
 * so every API instance counts the same ones. Keys are an account, an address or a customer id;
 * `scope` keeps each throttle's count its own.
 */
import type { AttemptsData } from '../db/attempts';

export class AttemptLimiter {
  constructor(
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(attempts: AttemptsData, key: string, nowMs: number): Promise<boolean> {
    return (await attempts.countSince(this.scope, key, nowMs - this.windowMs)) >= this.limit;
  }

  fail(attempts: AttemptsData, key: string, nowMs: number): Promise<void> {
    return attempts.record(this.scope, key, nowMs, nowMs - this.windowMs);
  }

  clear(attempts: AttemptsData, key: string): Promise<void> {
    return attempts.clear(this.scope, key);
  }
}
