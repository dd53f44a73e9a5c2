/**
 * The widget gate and hook: render a piece only when the visitor's segment allows it. The segment
 * is read where the route gate reads it, the router's visitor: the signed-in customer's segment,
 * else the visitor default, so a page and its widgets never disagree (while prerendered HTML
 * hydrates, the visitor default, which the HTML was rendered with).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCapabilities } from '@contract/capability-gates';
import type { CapabilityName } from '@contract/capability-names';
import { useVisitor } from '@/ui/use-hydrated';
import { hasCapabilities } from './capabilities';
import { capabilityQueries } from './queries';

export function useCapability(names: CapabilityName | readonly CapabilityName[]): boolean {
  const segmentName = useVisitor().segmentName();
  const { data } = useQuery(capabilityQueries.all());
  return hasCapabilities(data, segmentName, names);
}

/** Keeps the items whose capability the visitor's segment holds (an item without one always stays). */
export function useAllowed<Item extends { capability?: CapabilityName | readonly CapabilityName[] }>(
  items: readonly Item[],
): Item[] {
  const segmentName = useVisitor().segmentName();
  const { data } = useQuery(capabilityQueries.all());
  return items.filter(
    (item) => item.capability === undefined || hasCapabilities(data, segmentName, item.capability),
  );
}

/**
 * Keeps the items whose page (`pathOf`, its route path) the visitor may open by the capability
 * table (contract/capability-gates): a link never leads to a page that is switched off.
 */
export function useOpenPages<Item>(items: readonly Item[], pathOf: (item: Item) => string): Item[] {
  const segmentName = useVisitor().segmentName();
  const { data } = useQuery(capabilityQueries.all());
  return items.filter((item) => hasCapabilities(data, segmentName, pageCapabilities(pathOf(item))));
}

/** Whether the page at `path` (its route path) is open to the visitor, for a link to it. */
export const usePageOpen = (path: string): boolean => useOpenPages([path], (page) => page).length > 0;

export function CapabilityGate({
  names,
  children,
  fallback = null,
}: {
  names: CapabilityName | readonly CapabilityName[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCapability(names) ? children : fallback;
}
