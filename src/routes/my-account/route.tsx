import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireCustomer } from '../../features/auth/route-guard';

/** Every page of the account area needs a signed-in customer (spec 1 §2 protected routes). */
export const Route = createFileRoute('/my-account')({
  beforeLoad: requireCustomer,
  component: Outlet,
});
