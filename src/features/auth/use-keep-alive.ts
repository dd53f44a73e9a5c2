/**
 * Runs the keep-alive (keep-alive.ts) while a customer is signed in: the customer's clicks, key
 * presses and returns to the tab count as activity; the heartbeat also moves the session cookies'
 * expiry on; an inactive session ends as DESIGN.md says (the device keeps the read-only
 * snapshot) and the customer lands on sign-in.
 */
import { useEffect, useRef } from 'react';
import { heartbeat } from '@/api';
import { customerJar, renewCustomerCookies, renewSessionId } from './customer-cookies';
import { startKeepAlive } from './keep-alive';
import { leaveExpiredSession } from './session-paths';
import { endInactiveSession } from './sign-out';

interface SessionSettings {
  sessionTimeout: number;
  heartbeatEnabled: boolean;
  heartbeatActiveTimeout: number;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'visibilitychange'] as const;

export function useKeepAlive(
  settings: SessionSettings | undefined,
  { refreshEveryMs, refreshCustomer }: { refreshEveryMs: number; refreshCustomer: () => void },
): void {
  // The latest callback without restarting the clock when it changes.
  const refresh = useRef(refreshCustomer);
  useEffect(() => {
    refresh.current = refreshCustomer;
  }, [refreshCustomer]);

  useEffect(() => {
    if (!settings) return;
    const { sessionTimeout } = settings;
    const keepAlive = startKeepAlive({
      sessionTimeoutMs: sessionTimeout * 1000,
      heartbeatActiveMs: settings.heartbeatActiveTimeout * 1000,
      heartbeatEnabled: settings.heartbeatEnabled,
      refreshEveryMs,
      heartbeat: () => {
        renewCustomerCookies(customerJar, sessionTimeout);
        void heartbeat().catch(() => undefined);
      },
      refreshCustomer: () => refresh.current(),
      renewSessionId: () => renewSessionId(customerJar),
      expire: () => void endInactiveSession().then(leaveExpiredSession),
    });
    const onActivity = () => {
      if (document.visibilityState === 'visible') keepAlive.activity();
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, { passive: true });
    return () => {
      keepAlive.stop();
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity);
    };
  }, [settings, refreshEveryMs]);
}
