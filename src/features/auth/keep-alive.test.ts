import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_IDLE_MS, TICK_MS, startKeepAlive, type KeepAliveOptions } from './keep-alive';

const MINUTE = 60_000;

function start(overrides: Partial<KeepAliveOptions> = {}) {
  const calls = {
    heartbeat: vi.fn(),
    refreshCustomer: vi.fn(),
    renewSessionId: vi.fn(),
    expire: vi.fn(),
  };
  const keepAlive = startKeepAlive({
    sessionTimeoutMs: 60 * MINUTE,
    heartbeatActiveMs: 5 * MINUTE,
    heartbeatEnabled: true,
    refreshEveryMs: 5 * MINUTE,
    ...calls,
    ...overrides,
  });
  return { keepAlive, ...calls };
}

describe('keep-alive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats every minute while the customer was active within the heartbeat window', () => {
    const { heartbeat } = start();
    vi.advanceTimersByTime(TICK_MS);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4 * TICK_MS);
    expect(heartbeat).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(3 * TICK_MS);
    expect(heartbeat).toHaveBeenCalledTimes(5);
  });

  it('beats again after a new action, and never when heartbeats are off', () => {
    const { keepAlive, heartbeat } = start();
    vi.advanceTimersByTime(10 * MINUTE);
    const before = heartbeat.mock.calls.length;
    keepAlive.activity();
    vi.advanceTimersByTime(TICK_MS);
    expect(heartbeat.mock.calls.length).toBe(before + 1);
    const off = start({ heartbeatEnabled: false });
    vi.advanceTimersByTime(5 * TICK_MS);
    expect(off.heartbeat).not.toHaveBeenCalled();
  });

  it('refreshes the customer on its period', () => {
    const { refreshCustomer } = start();
    vi.advanceTimersByTime(4 * MINUTE);
    expect(refreshCustomer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(refreshCustomer).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(refreshCustomer).toHaveBeenCalledTimes(2);
  });

  it('ends the session after the session timeout without an action, once', () => {
    const { keepAlive, expire } = start();
    vi.advanceTimersByTime(59 * MINUTE);
    keepAlive.activity();
    vi.advanceTimersByTime(59 * MINUTE);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the first action comes after the timeout, as after a sleep', () => {
    let clock = 0;
    const { keepAlive, expire } = start({ now: () => clock });
    clock = 61 * MINUTE;
    keepAlive.activity();
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('renews the session id when the customer returns after 30 minutes', () => {
    const { keepAlive, renewSessionId } = start();
    vi.advanceTimersByTime(SESSION_ID_IDLE_MS - 1);
    keepAlive.activity();
    expect(renewSessionId).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_ID_IDLE_MS);
    keepAlive.activity();
    expect(renewSessionId).toHaveBeenCalledTimes(1);
  });
});
