/**
 * Placements (spec 3 §7, recommendations service 1.0): the draws recommended for a page's
 * placement keys, kept five minutes (spec 3 §9). A customer's are asked with their id, their
 * cart's draws and their segment ids, under their key; `feature_placement` alone is everyone's.
 * A placement that fails to load shows nothing (spec 3 §8): its 5xx never takes the page over.
 */
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import { SITE_BRANDING_KEY, type PlacementKey } from '@contract/placements';
import * as endpoints from '@contract/endpoints/placements';
import type { Placement } from '@contract/schemas/placements';
import { call, callEnvelope } from '@/api/call';
import { anonymousId } from '@/lib/anonymous-id';
import { essentialJar } from '@/lib/cookies';
import { customerKey } from '@/lib/customer-key';

export interface PlacementAsk {
  keys: readonly PlacementKey[];
  pricingId?: string;
  customerId?: string;
  /** The cart's draws, as `lotteryKey:drawNo`. */
  cart?: readonly string[];
}

/** `feature_placement` alone is asked of everyone alike: no customer, cart or device goes with it. */
export const isFeatureOnly = (keys: readonly PlacementKey[]) =>
  keys.every((key) => key === 'feature_placement');

export const placementQueries = {
  placements: ({ keys, pricingId = DEFAULT_PRICING_ID, customerId, cart = [] }: PlacementAsk) =>
    queryOptions({
      queryKey: [
        ...(customerId ? customerKey(customerId) : []),
        'placements',
        keys.join(','),
        pricingId,
        cart.join(','),
      ],
      queryFn: async () =>
        (
          await callEnvelope(endpoints.placements, {
            query: {
              keys: keys.join(','),
              brandingKey: SITE_BRANDING_KEY,
              pricingId,
              ...(isFeatureOnly(keys)
                ? {}
                : {
                    customerKey: customerId,
                    cart: cart.length > 0 ? cart.join(',') : undefined,
                    segmentDeviceId: anonymousId(essentialJar),
                    segmentUserId: customerId,
                  }),
            },
            ownsServerErrors: true,
          })
        ).result ?? [],
      staleTime: freshMs('placements'),
      retry: false,
    }),
};

/** Reads the customer's buying again now (after a purchase, or as the cart fills). */
export const primePlacements = (customerId: string | undefined) =>
  call(endpoints.prime, {
    body: { segmentUserId: customerId, segmentDeviceId: anonymousId(essentialJar) },
    ownsServerErrors: true,
    quiet: true,
  });

/** The first recommendation of each key, in the order asked. */
export const recommendationsOf = (placements: Placement[] | undefined, keys: readonly PlacementKey[]) =>
  keys.flatMap((key) => placements?.find((placement) => placement.key === key)?.items.slice(0, 1) ?? []);
