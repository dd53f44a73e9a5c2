/**
 * Web Push's endpoints (issue 41): the API's VAPID public key, this device's subscription with the
 * kinds of notice it takes, and the app badge's count of paid draws whose results are unseen.
 */
import type { PushKinds, PushSubscriptionInput, UnviewedResults } from '../schemas/push';
import { endpoint } from './endpoint';

const customer = { service: 'main', personal: true } as const;
const SUBSCRIPTION = '/customer/push-subscription';

/** A 404 when this site offers no push. */
export const key = endpoint<{ answer: { publicKey: string } }>()({
  service: 'main',
  personal: false,
  method: 'GET',
  path: '/push/key',
});
export const device = endpoint<{ query: { endpoint: string }; answer: { kinds: PushKinds } }>()({
  ...customer,
  method: 'GET',
  path: SUBSCRIPTION,
});
/** A device's endpoint must be a push service's: the API posts to it. */
export const subscribe = endpoint<{ body: PushSubscriptionInput; answer: { kinds: PushKinds } }>()({
  ...customer,
  method: 'PUT',
  path: SUBSCRIPTION,
});
export const unsubscribe = endpoint<{ query: { endpoint: string }; answer: null }>()({
  ...customer,
  method: 'DELETE',
  path: SUBSCRIPTION,
  status: 204,
});
export const unviewedResults = endpoint<{ answer: UnviewedResults }>()({
  ...customer,
  method: 'GET',
  path: '/customer/unviewed-results',
});
export const clearUnviewedResults = endpoint<{ answer: null }>()({
  ...customer,
  method: 'DELETE',
  path: '/customer/unviewed-results',
  status: 204,
});
