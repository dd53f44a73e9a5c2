/**
 * The app badge (issue 41): on the installed app's icon, the paid draws whose results the customer
 * has not seen yet (the Badging API, where the browser has it; a push sets it too, in the service
 * worker). Seeing the past tickets clears it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as pushEndpoints from '@contract/endpoints/push';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

const key = (customerId: string) => [...customerKey(customerId), 'unviewed-results'];

export const appBadgeQueries = {
  unviewed: (customerId: string) =>
    queryOptions({
      queryKey: key(customerId),
      queryFn: () => call(pushEndpoints.unviewedResults, { quiet: true }),
      staleTime: 60_000,
    }),
};

/** Keeps the icon's badge at the count (none at zero). */
export function useAppBadge(customerId: string): void {
  const { data } = useQuery(appBadgeQueries.unviewed(customerId));
  useEffect(() => {
    if (data === undefined || !('setAppBadge' in navigator)) return;
    // An app not installed may be refused a badge: nothing to tell the customer.
    const shown = data.count > 0 ? navigator.setAppBadge(data.count) : navigator.clearAppBadge();
    void shown.catch(() => undefined);
  }, [data]);
}

/** The customer sees their results: the count goes to zero, here and on the server. */
export function useResultsSeen(customerId: string): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(appBadgeQueries.unviewed(customerId));
  const { mutate } = useMutation({
    mutationFn: () => call(pushEndpoints.clearUnviewedResults),
    onSuccess: () => queryClient.setQueryData(key(customerId), { count: 0 }),
  });
  const unseen = (data?.count ?? 0) > 0;
  useEffect(() => {
    if (unseen) mutate();
  }, [unseen, mutate]);
}
