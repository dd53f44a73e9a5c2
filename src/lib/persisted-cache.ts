/** Whose personal data the device's persisted query cache holds (the cache itself: ./persisted-store). */

/** A week: results and tickets stay readable offline across a holiday without a connection. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the device records whose snapshot it keeps (features/auth/after-sign-in writes it). */
export const LAST_CUSTOMER_KEY = 'luckydip.last-customer';

/**
 * The customer whose snapshot this device keeps: the last to sign in, until they sign out (an
 * inactivity time-out keeps it). Only their personal queries are written to the device.
 */
export function deviceCustomer(): string | null {
  try {
    return localStorage.getItem(LAST_CUSTOMER_KEY);
  } catch {
    return null;
  }
}

/** Signing out or closing the account: the device keeps no one's snapshot (nothing of it is restored). */
export function forgetDeviceCustomer(): void {
  localStorage.removeItem(LAST_CUSTOMER_KEY);
}
