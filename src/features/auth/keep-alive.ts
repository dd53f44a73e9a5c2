/**
 * The signed-in session's clock (spec 1 §4, §9). Every minute:
 * - no action for `sessionTimeout`: the session ends (`expire`);
 * - an action within `heartbeatActiveTimeout`: the heartbeat runs (GET /blank.html), keeping
 *   the session's cookies alive with it;
 * - the customer is refreshed every `refreshEvery` while the session lasts.
 * An action after 30 minutes without one renews the session id first. Time comes from `now`
 * and `setInterval`, so tests drive it with fake timers.
 */
export const TICK_MS = 60_000;
export const SESSION_ID_IDLE_MS = 30 * 60_000;

export interface KeepAliveOptions {
  sessionTimeoutMs: number;
  heartbeatActiveMs: number;
  heartbeatEnabled: boolean;
  refreshEveryMs: number;
  now?: () => number;
  heartbeat(): void;
  refreshCustomer(): void;
  renewSessionId(): void;
  expire(): void;
}

export interface KeepAlive {
  /** A click, key press or navigation by the customer. */
  activity(): void;
  stop(): void;
}

export function startKeepAlive(options: KeepAliveOptions): KeepAlive {
  const now = options.now ?? Date.now;
  let lastActivity = now();
  let lastRefresh = now();
  let stopped = false;

  const tick = () => {
    const time = now();
    const idle = time - lastActivity;
    if (idle >= options.sessionTimeoutMs) {
      stop();
      options.expire();
      return;
    }
    if (options.heartbeatEnabled && idle <= options.heartbeatActiveMs) options.heartbeat();
    if (time - lastRefresh >= options.refreshEveryMs) {
      lastRefresh = time;
      options.refreshCustomer();
    }
  };
  const timer = setInterval(tick, TICK_MS);

  function stop() {
    stopped = true;
    clearInterval(timer);
  }

  return {
    activity() {
      if (stopped) return;
      const time = now();
      // Back after the timeout (a sleeping laptop runs no timers): the session is over already.
      if (time - lastActivity >= options.sessionTimeoutMs) {
        tick();
        return;
      }
      if (time - lastActivity >= SESSION_ID_IDLE_MS) options.renewSessionId();
      lastActivity = time;
    },
    stop,
  };
}
