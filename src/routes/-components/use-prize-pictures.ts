/**
 * A raffle draw's prize picture, read from the catalogue: cart items and receipts carry the offer
 * and the draw, not the picture. None for a lottery (its line shows the game's mark instead), or
 * while the catalogue loads.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { findOffer } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';
import type { PrizePicture } from '@/ui/game-brand';

export function usePrizePictures(): PrizePicture {
  const visitor = useRouteContext({ from: '__root__', select: (context) => context.visitor });
  const { data: offers } = useQuery(offersFor({ visitor }));
  return useCallback(
    (offerKey, drawNo) => {
      const offer = offers && findOffer(offers.offers, offerKey);
      return offer?.draws.find((draw) => draw.drawNo === drawNo)?.drawData?.featureImage ?? undefined;
    },
    [offers],
  );
}
