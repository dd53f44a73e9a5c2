/**
 * Where an ended session goes (spec 1 §4). Kept apart from the sign-out calls so the app's boot
 * can name the way out without loading them.
 */
import { loginHref } from './route-guard';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Back to sign-in with the notice, or to the goodbye page from account closure; nowhere while the
 * customer is signing out on purpose (/logout finishes that and goes home: a deliberate sign-out
 * never says the session expired).
 */
export function expiredSessionPath(location: { pathname: string; search: string }): string | undefined {
  if (location.pathname === '/logout') return undefined;
  if (location.pathname.startsWith('/close-my-account')) return '/close-my-account/success';
  return loginHref(location.pathname + location.search, { expired: '1' });
}

/** Takes the customer where an ended session goes, if anywhere. */
export function leaveExpiredSession(): void {
  const path = expiredSessionPath(window.location);
  if (path !== undefined) window.location.assign(path);
}

/** Where logout lands: the lotteries home on a site that sells them, else the raffles. */
export function homeAfterLogout(commercialLotteries: boolean): string {
  return commercialLotteries ? '/' : '/charity-tickets';
}
