/**
 * Web Push (issue 41): the API's VAPID identity, which push services a device may name, and one
 * message sent. The kept web-push library signs the VAPID JWT and encrypts the payload (aes128gcm)
 * for the device; the request itself goes by fetch, since the library's own sender speaks https
 * only and the sandbox's push service answers on the API's own address.
 */
import webpush from 'web-push';
import type { PushPayload } from '@contract/schemas/push';
import { SANDBOX_VAPID_SUBJECT, type ServerConfig, type VapidSettings } from '../config';
import type { PushData, PushDevice } from '../db/push';
import type { SettingsData } from '../db/settings';
import type { NoticeKind } from '../db/schema';

/** How long a push service keeps a message for a device that is off: after a day it is old news. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** The configured identity, or in the sandbox the pair it made on its first start. */
export async function vapidIdentity(
  settings: SettingsData,
  config: Pick<ServerConfig, 'vapid' | 'sandbox'>,
): Promise<VapidSettings | undefined> {
  if (config.vapid) return config.vapid;
  if (!config.sandbox) return undefined;
  const kept = await settings.kept('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(kept) as { publicKey: string; privateKey: string };
  return { ...keys, subject: SANDBOX_VAPID_SUBJECT };
}

/**
 * The push services browsers subscribe with. The API posts only there: a subscription names the
 * address the API will post to, and any other would let a customer aim the API anywhere.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];
export const SANDBOX_PUSH_PATH = '/api/sandbox/push/send/';

/** Whether a device's endpoint is a push service's (or, with the sandbox on, the sandbox's). */
export function isPushServiceEndpoint(endpoint: string, sandboxOrigin: string | undefined): boolean {
  const url = new URL(endpoint);
  if (sandboxOrigin && url.origin === sandboxOrigin && url.pathname.startsWith(SANDBOX_PUSH_PATH))
    return true;
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** How a request reaches a push service: fetch, or in a server test the app's own handler. */
export type PushTransport = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Sends one message; answers the push service's status (0 when it could not be reached). */
export async function sendPush(
  vapid: VapidSettings,
  device: Pick<PushDevice, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  urgency: 'normal' | 'high',
  transport: PushTransport = fetch,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
  );
  try {
    const response = await transport(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body && new Uint8Array(request.body),
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * One notice to each of the devices, each once (claimed before it is sent). A device its push
 * service says is gone (404, 410) is forgotten; one that failed otherwise is released, to be tried
 * again. True when no device is left to try.
 */
export async function pushToDevices(
  push: Pick<PushData, 'claim' | 'sent' | 'forget' | 'release'>,
  vapid: VapidSettings,
  notice: { kind: NoticeKind; id: number },
  devices: Iterable<PushDevice>,
  message: (device: PushDevice) => { payload: PushPayload; urgency: 'normal' | 'high' },
  transport?: PushTransport,
): Promise<boolean> {
  let done = true;
  for (const device of devices) {
    if (!(await push.claim(notice.kind, notice.id, device.id))) continue;
    const { payload, urgency } = message(device);
    const status = await sendPush(vapid, device, payload, urgency, transport);
    if (status >= 200 && status < 300) await push.sent(notice.kind, notice.id, device.id);
    else if (status === 404 || status === 410) await push.forget(device.id);
    else {
      await push.release(notice.kind, notice.id, device.id);
      done = false;
    }
  }
  return done;
}
