/**
 * Reads that must wait for hydration (issue "First paint"): prerendered HTML shows a signed-out
 * visitor, so while React hydrates it, the first render must show one too. What only the browser
 * knows (the cookies naming the customer, their segment and pricing) is read once hydration is
 * over; a page that was not prerendered reads it at once.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useSyncExternalStore } from 'react';
import { renderMode } from '../lib/render-mode';
import type { Visitor } from '../lib/router-context';

const subscribe = () => () => undefined;

/** False while React hydrates prerendered HTML, true from then on (and at once otherwise). */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * The time a page shows relative days against ("Tonight", "This Saturday"): the time its HTML was
 * rendered while React hydrates it (the build may be days old), the device's clock after that.
 */
export function useRenderTime(): Date {
  const hydrated = useHydrated();
  const at = hydrated ? undefined : renderMode.renderedAt;
  return useMemo(() => (at === undefined ? new Date() : new Date(at)), [at]);
}

/** The visitor from the route context, as a signed-out one until hydration is over. */
export function useVisitor(): Visitor {
  // Read again on every router change (a sign-in is followed by one), kept while unchanged.
  const read = useRouteContext({
    from: '__root__',
    select: ({ visitor }) => ({
      customerId: visitor.customerId(),
      segmentName: visitor.segmentName(),
      pricingId: visitor.pricingId(),
    }),
  });
  const hydrated = useHydrated();
  const customerId = hydrated ? read.customerId : undefined;
  const segmentName = hydrated ? read.segmentName : undefined;
  const pricingId = hydrated ? read.pricingId : undefined;
  return useMemo(
    () => ({ customerId: () => customerId, segmentName: () => segmentName, pricingId: () => pricingId }),
    [customerId, segmentName, pricingId],
  );
}
