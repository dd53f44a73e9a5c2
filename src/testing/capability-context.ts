/** A router context for the route gate's tests: a visitor, or a customer in `segmentName`, with these capabilities. */
import { QueryClient } from '@tanstack/react-query';
import type { Capabilities } from '@/features/capabilities/capabilities';
import { capabilityQueries } from '@/features/capabilities/queries';
import type { RouterContext } from '@/lib/router-context';

export function capabilityContext(data: Capabilities, segmentName?: string): RouterContext {
  const queryClient = new QueryClient();
  queryClient.setQueryData(capabilityQueries.all().queryKey, data);
  return {
    queryClient,
    visitor: {
      customerId: () => (segmentName === undefined ? undefined : '1'),
      segmentName: () => segmentName,
      pricingId: () => undefined,
    },
  };
}
