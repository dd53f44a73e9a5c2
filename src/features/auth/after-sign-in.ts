/**
 * What follows every successful sign-in, sign-up, autologin or transfer (spec 1 §4). The login
 * result already carries the customer, so that is the fetched customer the steps use.
 * 1. A different customer than the one whose snapshot this device keeps: wipe it first (DESIGN,
 *    personal data on the device).
 * 2. Store the tokens and write the customer cookies.
 * 3. The anonymous cart is merged into the customer's by the first cart read after sign-in
 *    (features/cart/queries.ts), which the landing page's header makes.
 * 4. Save favourite numbers picked before signing in.
 * 5. Attribution went with the sign-in call itself (see queries.ts).
 * 6. Answer where to go: the forced password change or account upgrade first, else the target.
 */
import type { CustomerOverview, LoginResult } from '@/api';
import { owedPage } from '@/lib/account-paths';
import { analytics, type SignInKind } from '@/lib/analytics';
import { LAST_CUSTOMER_KEY } from '@/lib/persisted-cache';
import { clearPersistedCache } from '@/lib/persisted-store';
import { customerJar, writeCustomerCookies } from './customer-cookies';
import { saveFavouriteNumbers } from './queries';

/** Favourite numbers chosen by a visitor, waiting for an account to keep them. */
export const PENDING_FAVOURITES_KEY = 'luckydip.pending-favourite-numbers';

export function pendingFavouriteNumbers(): number[] | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_FAVOURITES_KEY) ?? 'null');
    return Array.isArray(value) && value.length > 0 && value.every(Number.isInteger)
      ? (value as number[])
      : undefined;
  } catch {
    return undefined;
  }
}

export function destinationAfterSignIn(
  customer: Pick<CustomerOverview, 'forcePasswordChange' | 'accountUpgrade'>,
  target: string,
): string {
  return owedPage(customer) ?? target;
}

export async function completeSignIn(
  session: LoginResult,
  {
    sessionSeconds,
    target,
    method = 'email',
  }: { sessionSeconds: number | undefined; target: string; method?: SignInKind },
): Promise<string> {
  const { customer } = session;
  const previous = localStorage.getItem(LAST_CUSTOMER_KEY);
  if (previous !== null && previous !== customer.customerId)
    await clearPersistedCache().catch(() => undefined);
  localStorage.setItem(LAST_CUSTOMER_KEY, customer.customerId);

  writeCustomerCookies(customerJar, session, sessionSeconds);
  analytics.track('Signed In', { method });

  const favourites = pendingFavouriteNumbers();
  if (favourites) {
    const saved = await saveFavouriteNumbers(favourites)
      .then(() => true)
      .catch(() => false);
    // Kept for the next sign-in when the save failed, so nothing chosen is lost.
    if (saved) localStorage.removeItem(PENDING_FAVOURITES_KEY);
  }
  return destinationAfterSignIn(customer, target);
}
