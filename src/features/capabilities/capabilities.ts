/**
 * Capability checks (spec 1 §6): the segment is the customer's segment name when the server knows
 * it, else the visitor default; a capability holds when the segment lists it and does not
 * suppress it; a check naming several needs all of them.
 */
import type { CapabilityName } from '@contract/capability-names';
import type { Capabilities, Segment } from '@contract/schemas/site';

export type { Capabilities, Segment };

export function chooseSegment(data: Capabilities, segmentName: string | undefined): Segment | undefined {
  const byName = (name: string) => data.segments.find((segment) => segment.name === name);
  return (segmentName === undefined ? undefined : byName(segmentName)) ?? byName(data.defaultSegment);
}

export function hasCapabilities(
  data: Capabilities | undefined,
  segmentName: string | undefined,
  names: CapabilityName | readonly CapabilityName[],
): boolean {
  if (!data) return false;
  const segment = chooseSegment(data, segmentName);
  if (!segment) return false;
  const wanted: readonly CapabilityName[] = typeof names === 'string' ? [names] : names;
  return wanted.every((name) => segment.capabilities.includes(name) && !segment.suppressed.includes(name));
}
