/**
 * A placement where a page shows it (spec 3 §7): the recommendations for its keys, asked with the
 * visitor's cart, and each added to that cart from where it shows (a quick pick of its draw).
 * Composes the placements and cart features.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { PlacementKey } from '@contract/placements';
import type { Recommendation } from '@contract/schemas/placements';
import type { Cart, CartItemInput } from '@contract/schemas/shop';
import { cartMutations } from '@/features/cart/changes';
import { cartQueries } from '@/features/cart/queries';
import { PlacementList, recommendationId } from '@/features/placements/placement-list';
import { placementQueries, recommendationsOf } from '@/features/placements/queries';
import { essentialJar } from '@/lib/cookies';
import { useOnline } from '@/ui/use-online';
import { useVisitor } from '@/ui/use-hydrated';

/** A recommendation as the cart takes it: a quick pick of the offer's standard entry. */
const quickPickItem = (item: Recommendation): CartItemInput => ({
  productOfferKey: item.productOfferKey,
  gameType: item.gameType,
  gameOffer: item.gameOffer,
  drawNo: item.drawNo,
  numDraws: 1,
  quickpick: true,
  numGames: item.numGames,
  games: [],
});

/** The cart's draws as the recommendations service takes them, in the order they were added. */
const cartDraws = (cart: Cart | undefined) =>
  (cart?.cartItems ?? []).map((item) => `${item.lotteryKey}:${item.drawNo}`);

export function PlacementSlot({
  keys,
  title,
  headingLevel,
  min,
  footnote,
}: {
  keys: readonly PlacementKey[];
  title: string;
  headingLevel?: 2 | 3;
  min?: string;
  footnote?: boolean;
}) {
  const visitor = useVisitor();
  const customerId = visitor.customerId();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { data: cart, isPending: cartPending } = useQuery(cartQueries.cart(customerId));
  // Asked with the cart as it is when the slot shows: what the customer adds from it then stays
  // in view, marked added, rather than giving way to the next recommendation.
  const [askedWith, setAskedWith] = useState<string[]>();
  if (askedWith === undefined && !cartPending) setAskedWith(cartDraws(cart));
  const placements = useQuery({
    ...placementQueries.placements({
      keys,
      pricingId: visitor.pricingId(),
      customerId,
      cart: askedWith ?? [],
    }),
    enabled: askedWith !== undefined,
  });
  // The recommendations arrive once the page is up (a query's store updates synchronously): they
  // render in the background, a card at a time, with the skeleton meanwhile. Rendered at once, home's
  // quick play was the longest task after its first paint (183 ms at 4x slowdown).
  const shown = useDeferredValue(placements);
  const add = useMutation(cartMutations.addItems(queryClient, customerId, essentialJar));
  const [adding, setAdding] = useState<Recommendation>();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  return (
    <PlacementList
      status={shown.status}
      items={recommendationsOf(shown.data, keys)}
      title={title}
      headingLevel={headingLevel}
      min={min}
      footnote={footnote}
      offline={!online}
      adding={add.isPending ? adding : undefined}
      added={added}
      onAdd={(item) => {
        setAdding(item);
        add.mutate([quickPickItem(item)], {
          onSuccess: () => setAdded((before) => new Set([...before, recommendationId(item)])),
        });
      }}
    />
  );
}
