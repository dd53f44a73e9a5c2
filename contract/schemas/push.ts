/**
 * Web Push (issue 41): the kinds of notice a customer may take on a device, all off until chosen,
 * and a device's subscription as the browser's PushSubscription.toJSON() gives it. GET /push/key
 * (the API's VAPID public key), GET, PUT and DELETE /customer/push-subscription (this device's).
 */
import { z } from 'zod';

export const PUSH_KINDS = ['results', 'wins'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const base64url = z.string().regex(/^[\w-]+=*$/);

export const pushKindsSchema = z.object({ results: z.boolean(), wins: z.boolean() });
export type PushKinds = z.infer<typeof pushKindsSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
  kinds: pushKindsSchema,
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.url().max(2048) });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What a push says: nothing a lock screen should not show, and the page a tap opens. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's page it opens. */
  url: z.string(),
  /** One notice per draw on a device: a later one replaces it. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
