/**
 * Following a change of subscription variant (spec 2 §4): what depends on pricing (the cart, the
 * offers, statistics, the draw result keys) is cleared, and what is on screen loads again under
 * the new variant; for a visitor only when their pricing changed with it. Composes the auth,
 * offers, results and cart features.
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
  for (const queryKey of [['offers'], ['statistics'], ['results', 'keys'], cartKey(customerId)])
    void queryClient.resetQueries({ queryKey });
}
