/**
 * Partner purchase's calls (spec 2 §7): the partner, its cart priced for what the customer chose
 * (a visitor's by the anonymous path, kept nowhere; a customer's kept, one item that each choice
 * replaces), and the purchase through the partner's web channel, which may open the deposit of
 * what the wallet lacks first. Nothing here is cached for offline use: money needs a connection.
 */
import { queryOptions } from '@tanstack/react-query';
import * as partnerEndpoints from '@contract/endpoints/partners';
import { webChannel } from '@contract/partners';
import type { Partner, PartnerCartItemInput, PartnerPurchase } from '@contract/schemas/partners';
import type { DepositFields } from '@contract/schemas/wallet';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

export const partnerQueries = {
  partner: (slug: string) =>
    queryOptions({
      queryKey: ['partner', slug],
      queryFn: () => call(partnerEndpoints.partner, { params: { slug } }),
      staleTime: 5 * 60_000,
    }),
  /** The partner cart with this one item, as the server prices it (and keeps it, for a customer). */
  cart: (slug: string, customerId: string | null, item: PartnerCartItemInput) =>
    queryOptions({
      queryKey: [...(customerId ? customerKey(customerId) : ['visitor']), 'partner-cart', slug, item],
      queryFn: () =>
        call(customerId ? partnerEndpoints.customerCart : partnerEndpoints.visitorCart, {
          params: { slug },
          body: item,
        }),
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    }),
};

/** Partner fetch status (spec 2 §3): ready before asking, then pending, resolved or rejected. */
export type PartnerFetchStatus = 'ready' | 'pending' | 'resolved' | 'rejected';

export function partnerFetchStatus(query: { status: string; fetchStatus: string }): PartnerFetchStatus {
  if (query.status === 'success') return 'resolved';
  if (query.status === 'error') return 'rejected';
  return query.fetchStatus === 'idle' ? 'ready' : 'pending';
}

/**
 * Buys the partner cart through the partner's web channel. With `deposit`, the server opens the
 * deposit of what the wallet lacks and answers it; without, it buys and answers the checkout's id.
 */
export function partnerPurchase(
  partner: Partner,
  idempotencyKey: string,
  deposit: DepositFields | null,
): Promise<PartnerPurchase> {
  const body = {
    cartItem: null,
    deposit,
    purchase: { channelKey: webChannel(partner)?.channelKey ?? '', partnerKey: partner.key, metadata: {} },
  };
  return call(partnerEndpoints.purchase, {
    params: { slug: partner.slug },
    body,
    idempotencyKey,
    ownsServerErrors: true,
    quiet: true,
  });
}
