/**
 * The protected-route guard, used once, by the pathless layout route that holds every page a
 * customer must be signed in for: signed-out visitors go to /login and come back afterwards; a
 * signed-in customer's id joins the route context, where the pages' personal queries find it.
 */
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../lib/router-context';

export function loginHref(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

export function requireCustomer({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}): { customerId: string } {
  const customerId = context.visitor.customerId();
  if (!customerId) throw redirect({ href: loginHref(location.href) });
  return { customerId };
}
