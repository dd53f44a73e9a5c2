/**
 * The layout's hold on a customer (spec 1 §2, §6): one who must change the password is kept on
 * the force-password-change page, one who must upgrade the account on the upgrade page. Signing
 * out stays possible from either.
 */
import type { CustomerOverview } from '@/api';
import { owedPage } from '@/lib/account-paths';
const ALWAYS_OPEN = new Set(['/logout']);

export function restrictedTo(
  customer: Pick<CustomerOverview, 'forcePasswordChange' | 'accountUpgrade'>,
  pathname: string,
): string | undefined {
  const required = owedPage(customer);
  return required && pathname !== required && !ALWAYS_OPEN.has(pathname) ? required : undefined;
}
