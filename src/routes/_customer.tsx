import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireCustomer } from '@/features/auth/route-guard';

/**
 * The one sign-in guard (spec 1 §2 protected routes): every page under this pathless layout needs
 * a signed-in customer, whose id it puts into the route context for the pages' personal queries.
 * URLs are unchanged: a pathless layout adds nothing to them.
 */
export const Route = createFileRoute('/_customer')({
  staticData: { offline: true },
  beforeLoad: requireCustomer,
  component: Outlet,
});
