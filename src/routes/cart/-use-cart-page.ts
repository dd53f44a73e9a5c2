/**
 * What both cart pages (/cart and /cart/buy) read: the customer (a visitor has none) with the
 * wallet they pay from, where each item's Edit leads (its offer's builder with the item loaded),
 * a raffle item's picture (its draw's prize), which the cart item does not carry, and whether the
 * site takes promotion codes (its vouchers capability).
 */
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CartItem } from '@contract/schemas/shop';
import { accountQueries } from '@/features/account/queries';
import { useCapability } from '@/features/capabilities/capability-gate';
import { findOffer, gameTypeLink } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';

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
  return {
    customerId,
    customer,
    wallet: customer?.balance ?? null,
    editLink,
    picture: usePrizePictures(),
    vouchers: useCapability('vouchers'),
  };
}
