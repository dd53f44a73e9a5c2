/**
 * What both cart pages (/cart and /cart/buy) read: the customer (a visitor has none) with the
 * wallet they pay from, and where each item's Edit leads: its offer's builder with the item loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CartItem } from '@contract/schemas/shop';
import { accountQueries } from '@/features/account/queries';
import { findOffer, gameTypeLink } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';

export function useCartPage() {
  const visitor = useRouteContext({ from: '__root__', select: (context) => context.visitor });
  const customerId = visitor.customerId();
  const { data: customer } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined,
  });
  const { data: offers } = useQuery(offersFor({ visitor }));
  const editLink = useCallback(
    (item: CartItem) => {
      const offer = offers && findOffer(offers.offers, item.productOfferKey);
      const gameType = offer?.gameTypes.find((type) => type.key === item.gameType);
      return offer && gameType
        ? { ...gameTypeLink(offer, gameType), search: { editItem: item.id } }
        : undefined;
    },
    [offers],
  );
  return { customerId, customer, wallet: customer?.balance ?? null, editLink };
}
