/** Apart from the gate and hook, which every page loads: only the pages whose actions ask load this. */
import type { QueryClient } from '@tanstack/react-query';
import type { CapabilityName } from '@contract/capability-names';
import { hasCapabilities } from './capabilities';
import { capabilityQueries } from './queries';

/**
 * Whether the segment holds the capability by the server's answer now, for an action to decide by:
 * a prerendered page's copy is the build's until the browser is idle enough to read it again, and
 * an operator may have switched the capability off since. Should the read fail, the copy decides.
 */
export async function capabilityNow(
  queryClient: QueryClient,
  segmentName: string | undefined,
  names: CapabilityName | readonly CapabilityName[],
): Promise<boolean> {
  const query = capabilityQueries.all();
  const capabilities = await queryClient
    .fetchQuery({ ...query, staleTime: 0 })
    .catch(() => queryClient.getQueryData(query.queryKey));
  return hasCapabilities(capabilities, segmentName, names);
}
