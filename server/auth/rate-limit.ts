/**
 * A sliding-window limit on failed attempts, kept in memory: enough for one reference API
 * process, and it forgets on restart, which a demo wants. Keys are an account or an address.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => nowMs - at < this.windowMs);
    this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string, nowMs: number): boolean {
    return this.recent(key, nowMs).length >= this.limit;
  }

  fail(key: string, nowMs: number): void {
    this.recent(key, nowMs).push(nowMs);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
