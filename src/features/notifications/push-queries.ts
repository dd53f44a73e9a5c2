/**
 * Web Push's calls (issue 41): the API's VAPID key (none on a site that offers no push), this
 * device's subscription as the API keeps it (the kinds it takes), saving it and turning it off.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as pushEndpoints from '@contract/endpoints/push';
import type { PushKinds } from '@contract/schemas/push';
import { isNotFound } from '@/api';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import { deviceSubscription, subscribeDevice, subscriptionKeys } from './push-device';

const NONE: PushKinds = { results: false, wins: false, closing: false };

const deviceKey = (customerId: string) => [...customerKey(customerId), 'push-subscription'];

/** An answer of 404 means "none": no push on this site, or none on this device. */
const orNone = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

export const pushQueries = {
  key: () =>
    queryOptions({
      queryKey: ['push-key'],
      queryFn: () => orNone(call(pushEndpoints.key, { quiet: true })),
      staleTime: Infinity,
    }),
  /** The kinds this device takes: none until the customer chose some here. */
  device: (customerId: string) =>
    queryOptions({
      queryKey: deviceKey(customerId),
      queryFn: async () => {
        const subscription = await deviceSubscription();
        if (!subscription) return NONE;
        const kept = await orNone(
          call(pushEndpoints.device, { query: { endpoint: subscription.endpoint }, quiet: true }),
        );
        return kept?.kinds ?? NONE;
      },
    }),
};

export const pushMutations = {
  /** Some kinds: this device subscribes (asking from the tap) and says which; none: it stops. */
  save: (queryClient: QueryClient, customerId: string, publicKey: string) =>
    mutationOptions({
      mutationFn: async (kinds: PushKinds) => {
        if (!kinds.results && !kinds.wins && !kinds.closing) {
          await forgetDevice();
          return NONE;
        }
        const subscription = subscriptionKeys(await subscribeDevice(publicKey));
        return (await call(pushEndpoints.subscribe, { body: { ...subscription, kinds } })).kinds;
      },
      onSuccess: (kinds) => queryClient.setQueryData(deviceKey(customerId), kinds),
    }),
};

/** This device stops taking notices: the API forgets it, then the browser drops it. */
export async function forgetDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await call(pushEndpoints.unsubscribe, { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
