/**
 * Whether the membership page has been visited on this device (spec 1 §5: the navigation's
 * membership item wears a dot until it has), kept as JSON `true` under MEMBERSHIP_VISITED_KEY and
 * watched, so the dot goes as soon as the page is opened.
 */
import { MEMBERSHIP_VISITED_KEY } from './navigation';

const VISITED_EVENT = 'luckydip:membership-visited';

export function membershipVisited(): boolean {
  try {
    return JSON.parse(localStorage.getItem(MEMBERSHIP_VISITED_KEY) ?? 'false') === true;
  } catch {
    // Storage refused (a private window's quota): the dot stays, which costs nothing.
    return false;
  }
}

export function markMembershipVisited(): void {
  try {
    localStorage.setItem(MEMBERSHIP_VISITED_KEY, 'true');
  } catch {
    return;
  }
  window.dispatchEvent(new Event(VISITED_EVENT));
}

/** For useSyncExternalStore: this tab's visit, and another tab's (the storage event). */
export function watchMembershipVisit(changed: () => void): () => void {
  window.addEventListener(VISITED_EVENT, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(VISITED_EVENT, changed);
    window.removeEventListener('storage', changed);
  };
}
