/**
 * The protected-route guard, used once, by the pathless layout route that holds every page a
 * customer must be signed in for: signed-out visitors go to /login and come back afterwards; a
 * signed-in customer's id joins the route context, where the pages' personal queries find it.
 * One exception: after a session ended by inactivity the device still keeps that customer's ticket
 * snapshot (DESIGN, personal data on the device), and their ticket pages show it, read-only
 * (`savedOnly`), until they sign in again or out.
 */
import { redirect } from '@tanstack/react-router';
import { readableSignedOut } from '@/lib/account-paths';
import { deviceCustomer } from '@/lib/persisted-cache';
import type { RouterContext } from '@/lib/router-context';
import type { AppLink } from '@/lib/app-link';
import { isSessionPage } from './route-params';

/** Where sign-in goes back to: `returnTo`, unless that is itself a page that signs in or out. */
const comeBackTo = (returnTo: string): { redirect?: string } =>
  isSessionPage(returnTo) ? {} : { redirect: returnTo };

/** The sign-in page's address, for a redirect or a full load. */
export function loginHref(returnTo: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...comeBackTo(returnTo), ...extra }).toString();
  return search ? `/login?${search}` : '/login';
}

/** The sign-in page as a link. */
export const loginLink = (returnTo: string): AppLink => ({ to: '/login', search: comeBackTo(returnTo) });

export function requireCustomer({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string; pathname: string };
}): { customerId: string; savedOnly: boolean } {
  const customerId = context.visitor.customerId();
  if (customerId) return { customerId, savedOnly: false };
  const kept = deviceCustomer();
  if (kept && readableSignedOut(location.pathname)) return { customerId: kept, savedOnly: true };
  throw redirect({ href: loginHref(location.href) });
}
