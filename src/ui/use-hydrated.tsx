/**
 * Reads that must wait for hydration (issue "First paint"): prerendered HTML shows a signed-out
 * visitor, so while React hydrates it, the first render must show one too. What only the browser
 * knows (the cookies naming the customer, their segment and pricing, the clock) is used once
 * hydration is over; a page that was not prerendered uses it at once.
 */
import { useRouteContext } from '@tanstack/react-router';
import { startTransition, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { sameDrawDay } from '@/lib/draw-labels';
import { renderMode } from '@/lib/render-mode';
import type { Visitor } from '@/lib/router-context';

const nothingToWatch = () => () => {};

/**
 * `during` while React hydrates prerendered HTML (and in the prerender), `after` otherwise.
 *
 * React itself says which components it hydrates (Suspense boundaries that hydrate later
 * included): it asks them for the server snapshot. A hydrated component keeps showing `during`
 * until a transition switches it, so nothing renders synchronously after hydration (that reached
 * into boundaries still hydrating: mismatches), and only if the two differ (by `same`): for a
 * signed-out visitor on the day the page was built nothing renders twice. (One switch for the
 * whole app, a context flipped after hydration, rendered the frame again for every visitor: its
 * commit, every element's props compared, was the offer page's longest task on a phone.)
 */
function useAfterHydration<T>(during: T, after: T, same: (a: T, b: T) => boolean = Object.is): T {
  const fromHtml = useRef(false);
  const [switched, setSwitched] = useState(false);
  const differs = !same(during, after);
  const value = useSyncExternalStore(
    nothingToWatch,
    () => (differs && (switched || !fromHtml.current) ? after : during),
    () => {
      fromHtml.current = true;
      return during;
    },
  );
  useEffect(() => {
    if (differs && !switched && fromHtml.current) startTransition(() => setSwitched(true));
  }, [differs, switched]);
  return value;
}

/** False while React hydrates prerendered HTML (and in the prerender), true from then on (and at once otherwise). */
export const useHydrated = () => useAfterHydration(false, true);

/**
 * The time a page shows relative days against ("Tonight", "This Saturday"): the time its HTML was
 * rendered while React hydrates it (the build may be days old), the device's clock after that; the
 * clock at once when both are the same day in Sydney (the labels are the same).
 */
export function useRenderTime(): Date {
  // Decided once: the times never change for a component, and comparing days formats dates.
  const [times] = useState(() => {
    const now = new Date();
    const at = renderMode.renderedAt;
    return { now, rendered: at === undefined || sameDrawDay(new Date(at), now) ? now : new Date(at) };
  });
  return useAfterHydration(times.rendered, times.now);
}

type VisitorValues = { [key in keyof Visitor]: ReturnType<Visitor[key]> };
const SIGNED_OUT: VisitorValues = { customerId: undefined, segmentName: undefined, pricingId: undefined };
const sameVisitor = (a: VisitorValues, b: VisitorValues) =>
  a.customerId === b.customerId && a.segmentName === b.segmentName && a.pricingId === b.pricingId;

/** The visitor from the route context, as a signed-out one until hydration is over. */
export function useVisitor(): Visitor {
  // Read again on every router change (a sign-in is followed by one), kept while unchanged.
  const read = useRouteContext({
    from: '__root__',
    select: ({ visitor }): VisitorValues => ({
      customerId: visitor.customerId(),
      segmentName: visitor.segmentName(),
      pricingId: visitor.pricingId(),
    }),
  });
  const { customerId, segmentName, pricingId } = useAfterHydration(SIGNED_OUT, read, sameVisitor);
  return useMemo(
    () => ({ customerId: () => customerId, segmentName: () => segmentName, pricingId: () => pricingId }),
    [customerId, segmentName, pricingId],
  );
}
