/** The widget gate and hook: render a piece only when the visitor's segment allows it. */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { CapabilityName } from '../../lib/capability-names';
import { hasCapabilities } from './capabilities';
import { capabilityQueries } from './queries';

/** The current customer's segment name, provided by the app once a customer is known. */
export const SegmentContext = createContext<string | undefined>(undefined);

export function useCapability(names: CapabilityName | readonly CapabilityName[]): boolean {
  const segmentName = useContext(SegmentContext);
  const { data } = useQuery(capabilityQueries.all());
  return hasCapabilities(data, segmentName, names);
}

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
