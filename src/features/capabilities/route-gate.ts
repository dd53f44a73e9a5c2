/** The route gate: a route whose capability is off does not exist for this visitor (404). */
import { notFound } from '@tanstack/react-router';
import type { CapabilityName } from '@contract/capability-names';
import type { RouterContext } from '@/lib/router-context';
import { hasCapabilities } from './capabilities';
import { capabilityQueries } from './queries';

export async function holdsCapability(
  context: RouterContext,
  names: CapabilityName | readonly CapabilityName[],
): Promise<boolean> {
  const data = await context.queryClient.ensureQueryData(capabilityQueries.all());
  return hasCapabilities(data, context.visitor.segmentName(), names);
}

export async function requireCapability(
  context: RouterContext,
  names: CapabilityName | readonly CapabilityName[],
): Promise<void> {
  if (!(await holdsCapability(context, names))) throw notFound();
}
