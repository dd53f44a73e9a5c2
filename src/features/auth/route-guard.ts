/** The protected-route guard: signed-out visitors go to /login and come back afterwards. */
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
}): void {
  if (!context.visitor.isAuthenticated()) throw redirect({ href: loginHref(location.href) });
}
