/**
 * The layout's hold (spec 1 §2): where a signed-in customer must go instead of `pathname`, if
 * anywhere. Loaded only for signed-in customers, so visitors' pages never carry it. Without a
 * network the customer cannot be read; the app then carries on with what the device has.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from './queries';
import { restrictedTo } from './restriction';

export async function customerHold(
  queryClient: QueryClient,
  customerId: string,
  pathname: string,
): Promise<string | undefined> {
  const customer = await queryClient
    .ensureQueryData(accountQueries.customer(customerId))
    .catch(() => undefined);
  return customer && restrictedTo(customer, pathname);
}
