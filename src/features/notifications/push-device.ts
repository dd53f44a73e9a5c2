/**
 * This device's Web Push subscription (issue 41), through the browser's own push service: whether
 * the browser can take notices at all (on iOS only an app added to the Home Screen can), the
 * subscription it holds, and a new one, asked for only from the customer's own tap.
 */
import { DeviceError } from '@/api';
import { isIos, isStandalone } from '@/lib/device';

export type PushSupport = 'supported' | 'install-first' | 'unsupported';

export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  return isIos() && !isStandalone() ? 'install-first' : 'unsupported';
}

export const PUSH_DEVICE_MESSAGES = {
  blocked:
    'Notifications are blocked for Lucky Dip in this browser’s settings. Allow them there, then save again.',
  failed: 'This device could not turn notifications on. Please try again later.',
} as const;

/** The subscription this device holds, if any (none without a service worker). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks to show notifications (from a tap) and subscribes with the API's key. */
export async function subscribeDevice(applicationServerKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new DeviceError(PUSH_DEVICE_MESSAGES.blocked);
  const registration = await navigator.serviceWorker.ready;
  try {
    return (
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }))
    );
  } catch {
    // The browser's push service refused or could not be reached: its own words mean nothing here.
    throw new DeviceError(PUSH_DEVICE_MESSAGES.failed);
  }
}

/**
 * What the API keeps of a subscription: where to post and the keys to encrypt with. A browser whose
 * subscription lacks them gave nothing the API can send to.
 */
export function subscriptionKeys(subscription: PushSubscription): {
  endpoint: string;
  keys: { p256dh: string; auth: string };
} {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new DeviceError(PUSH_DEVICE_MESSAGES.failed);
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
