/**
 * Signing out starts on this device, at once (issue 60, point 5): the tokens, the customer's
 * cookies and whose snapshot the device keeps are forgotten synchronously, from code the first
 * page already has, before the sign-out page's own code has arrived. A shared phone left at the
 * sign-out page a moment later opens as nobody. The server is told after, with a request that
 * outlives the page (`keepalive`); until it answers, the tokens wait in a record of their own,
 * and the next page to start tells it again.
 */
import * as sessionEndpoints from '@contract/endpoints/session';
import { ApiError } from '@/api';
import { call, type CallOptions } from '@/api/call';
import { validStoredValue } from '@/api/session';
import { cookieValue } from '@/lib/cookies';
import { forgetDeviceCustomer } from '@/lib/persisted-cache';
import { clearCustomerCookies } from './customer-cookies';

/** The tokens of a sign-out the server has not yet confirmed. */
const PENDING_SIGN_OUT_KEY = 'luckydip.pending-sign-out';

interface PendingSignOut {
  accessToken?: string;
  refreshToken?: string;
}

function pending(): PendingSignOut | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_SIGN_OUT_KEY) ?? 'null');
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

export function beginSignOut(): void {
  const tokens = {
    accessToken: validStoredValue(cookieValue('web_access_token')),
    refreshToken: validStoredValue(cookieValue('web_refresh_token')),
  };
  try {
    if (tokens.accessToken || tokens.refreshToken)
      localStorage.setItem(PENDING_SIGN_OUT_KEY, JSON.stringify(tokens));
    forgetDeviceCustomer();
  } catch {
    // Storage refused (a private window): the cookies still go, and the server is still told.
  }
  clearCustomerCookies();
  // The copy on the device is no one's now (the persister restores no one's personal queries);
  // removing it needs IndexedDB, which answers later.
  void import('@/lib/persisted-store')
    .then(({ clearPersistedCache }) => clearPersistedCache())
    .catch(() => undefined);
  void tellServer();
}

/**
 * Revokes the pending sign-out's session: with its access token, or, when that has lapsed, with a
 * new one its refresh token is swapped for. Done once the server has ended it or refuses the
 * tokens (ended already); kept for the next try when it could not be reached.
 */
export async function tellServer(): Promise<void> {
  const signedOut = pending();
  if (!signedOut) return;
  const done = () => localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  // Told quietly: a failure here is retried, never the app's error page.
  const quietly: CallOptions = { endsSession: true, keepalive: true, quiet: true, ownsServerErrors: true };
  const revoke = (accessToken: string) => call(sessionEndpoints.logout, { ...quietly, accessToken });
  const refusedTokens = (error: unknown) =>
    error instanceof ApiError && (error.status === 401 || error.status === 403);
  try {
    if (signedOut.accessToken) {
      try {
        await revoke(signedOut.accessToken);
        return done();
      } catch (error) {
        if (!refusedTokens(error) || !signedOut.refreshToken) throw error;
      }
    }
    if (signedOut.refreshToken) {
      const { accessToken } = await call(sessionEndpoints.refresh, {
        ...quietly,
        body: { refreshToken: signedOut.refreshToken },
      });
      await revoke(accessToken);
    }
    done();
  } catch (error) {
    if (refusedTokens(error)) done();
  }
}
