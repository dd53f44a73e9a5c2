/**
 * Reads that must wait for hydration (issue "First paint"): prerendered HTML shows a signed-out
 * visitor, so while React hydrates it, the first render must show one too. What only the browser
 * knows (the cookies naming the customer, their segment and pricing) is read once hydration is
 * over; a page that was not prerendered reads it at once.
 */
import { useRouteContext } from '@tanstack/react-router';
import { createContext, startTransition, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { renderMode } from '../lib/render-mode';
import type { Visitor } from '../lib/router-context';

const HydratedContext = createContext(true);

/**
 * Around the app: whether React has taken the page over. Once a prerendered page has hydrated,
 * what only the browser knows renders as a transition, in slices between input. (A store's
 * server snapshot would switch in the hydration's own commit, in one task: measured 110 ms of
 * blocking on a phone, the whole frame rendered again.)
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!renderMode.fromHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False while React hydrates prerendered HTML (and in the prerender), true from then on (and at once otherwise). */
export const useHydrated = () => use(HydratedContext);

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
