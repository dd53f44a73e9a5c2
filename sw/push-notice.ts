/// <reference lib="webworker" />
/**
 * A push the API sent (issue 41): read with care, since a push service delivers whatever was sent
 * to the subscription, and shown as it is (the API says nothing a lock screen should not). A tap
 * opens its page, on this site only: in an open window of the app, or a new one. The page opens
 * offline too, the customer's tickets being saved on the device.
 */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
  /** The app badge's count, when the notice sets it. */
  badge?: number;
}

const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

/** The notice a push carries, or nothing when it is not one of the API's. */
export function pushNotice(data: unknown): PushNotice | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, body, url, tag, badge } = data as Record<string, unknown>;
  if (!text(title, 100) || !text(body, 300) || !text(tag, 100) || !text(url, 500)) return undefined;
  // A path of this site, never another address.
  if (!/^\/(?!\/)/.test(url as string)) return undefined;
  const count = Number.isInteger(badge) && (badge as number) >= 0 ? { badge: badge as number } : {};
  return { title, body, url, tag, ...count } as PushNotice;
}

declare const self: ServiceWorkerGlobalScope;

/** Opens the page in a window of the app already open, or in a new one. */
export async function openNoticePage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    if ((await focused.navigate(target).catch(() => null)) !== null) return;
  }
  await self.clients.openWindow(target);
}
