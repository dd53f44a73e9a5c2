/**
 * Following a change of subscription variant (spec 2 §4): what depends on pricing (the cart, the
 * offers, statistics) is cleared, and what is on screen loads again under the new variant; for a
 * visitor only when their pricing changed with it. Draw result keys join the list when results
 * come. Composes the auth, offers and cart features.
 */
import type { QueryClient } from '@tanstack/react-query';
import { keepSubscriptionVariant, variantChangeReloads } from '@/features/auth/subscription-variant';
import { cartKey } from '@/features/cart/queries';
import type { CookieJar } from '@/lib/cookies';
import type { Visitor } from '@/lib/router-context';

export function followSubscriptionVariant(
  queryClient: QueryClient,
  jar: CookieJar,
  visitor: Visitor,
  search: string,
): void {
  const pricingBefore = visitor.pricingId();
  if (!keepSubscriptionVariant(jar, search)) return;
  const customerId = visitor.customerId();
  if (
    !variantChangeReloads({
      signedIn: customerId !== undefined,
      pricingBefore,
      pricingAfter: visitor.pricingId(),
    })
  )
    return;
  for (const queryKey of [['offers'], ['statistics'], cartKey(customerId)])
    void queryClient.resetQueries({ queryKey });
}
