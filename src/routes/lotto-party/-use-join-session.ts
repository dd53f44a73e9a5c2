/**
 * Joining a lotto party session: its shares go into the cart, and the customer pays at checkout
 * like any other purchase (the same transaction, which never oversells them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PartySession } from '@contract/schemas/lotto-party';
import { cartMutations } from '@/features/cart/changes';
import { shareItem } from '@/features/lotto-party/share-item';
import { essentialJar } from '@/lib/cookies';

export function useJoinSession(customerId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useMutation(cartMutations.addItems(queryClient, customerId, essentialJar));
  const join = useCallback(
    (session: PartySession, shares: number) => add.mutateAsync([shareItem(session, shares)]),
    [add],
  );
  const toCheckout = useCallback(() => void navigate({ to: '/cart/buy' }), [navigate]);
  return { join, toCheckout, joining: add.isPending, error: add.error };
}
