/**
 * Where an ended session goes (spec 1 §4). Kept apart from the sign-out calls so the app's boot
 * can name the way out without loading them.
 */
import { loginHref } from './route-guard';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Back to sign-in with the notice, or to the goodbye page from account closure. */
export function expiredSessionPath(location: { pathname: string; search: string }): string {
  if (location.pathname.startsWith('/close-my-account')) return '/close-my-account/success';
  return `${loginHref(location.pathname + location.search)}&expired=1`;
}

/** Where logout lands: the lotteries home on a site that sells them, else the raffles. */
export function homeAfterLogout(commercialLotteries: boolean): string {
  return commercialLotteries ? '/' : '/charity-tickets';
}
