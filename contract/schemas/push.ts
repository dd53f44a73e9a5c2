/**
 * Web Push (issue 41): the kinds of notice a customer may take on a device (results of my games,
 * wins, draws closing soon for my autoplay), all off until chosen,
 * and a device's subscription as the browser's PushSubscription.toJSON() gives it. GET /push/key
 * (the API's VAPID public key), GET, PUT and DELETE /customer/push-subscription (this device's);
 * GET and DELETE /customer/unviewed-results, the app badge's count and its clearing.
 */
import { z } from 'zod';
import * as pushEndpoints from '../endpoints/push';
import { routesOf } from './routes';

export const PUSH_KINDS = ['results', 'wins', 'closing'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const base64url = z.string().regex(/^[\w-]+=*$/);

export const pushKindsSchema = z.object({ results: z.boolean(), wins: z.boolean(), closing: z.boolean() });
export type PushKinds = z.infer<typeof pushKindsSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
  kinds: pushKindsSchema,
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.url().max(2048) });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** GET /customer/unviewed-results: paid draws of the customer's whose results they have not seen. */
export const unviewedResultsSchema = z.object({ count: z.number().int().min(0) });
export type UnviewedResults = z.infer<typeof unviewedResultsSchema>;

/** What a push says: nothing a lock screen should not show, and the page a tap opens. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's page it opens. */
  url: z.string(),
  /** One notice per draw on a device: a later one replaces it. */
  tag: z.string(),
  /** The app badge's count: results not seen yet (a draw's notice). */
  badge: z.number().int().min(0).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushRoutes = routesOf(pushEndpoints, {
  key: { answer: pushKeySchema },
  device: { query: pushEndpointSchema, answer: z.object({ kinds: pushKindsSchema }) },
  subscribe: { body: pushSubscriptionSchema, answer: z.object({ kinds: pushKindsSchema }) },
  unsubscribe: { query: pushEndpointSchema, answer: z.null() },
  unviewedResults: { answer: unviewedResultsSchema },
  clearUnviewedResults: { answer: z.null() },
});
