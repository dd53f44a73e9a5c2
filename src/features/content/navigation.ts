/**
 * Main navigation rules (spec 1 §2, spec 3 §2): an item with route type internal,
 * internal_dynamic or external is a link; a group with no route type but with children opens a
 * drawer. The lotto group goes straight to the lottery-ticket page when the cart holds a lottery
 * ticket, and the social-play group to the syndicate page when it holds a syndicate share.
 */
import type { NavItem } from '@contract/schemas/content';

export type NavItemKind = 'link' | 'drawer' | 'none';

export interface CartContents {
  hasLotteryTicket: boolean;
  hasSyndicateShare: boolean;
}

export const EMPTY_CART: CartContents = { hasLotteryTicket: false, hasSyndicateShare: false };

const CART_SHORTCUTS: Record<string, { when: keyof CartContents; href: string }> = {
  lotto: { when: 'hasLotteryTicket', href: '/lotto-tickets' },
  social_play: { when: 'hasSyndicateShare', href: '/syndicates' },
};

/** The items that lead to pages that sell. */
const SELLING_ITEMS = new Set(['lotto', 'charity', 'social_play']);

/**
 * The items the navigation shows: a customer who may not play now (on a break, self-excluded) is
 * not invited to the pages that sell (issue 62, point 1); results and help stay.
 */
export const shownNavItems = (items: NavItem[], canPlay: boolean): NavItem[] =>
  canPlay ? items : items.filter((item) => !SELLING_ITEMS.has(item.key));

export function navItemKind(item: Pick<NavItem, 'routeType' | 'url' | 'children'>): NavItemKind {
  if (item.routeType !== null && item.url) return 'link';
  if (item.routeType === null && item.children.length > 0) return 'drawer';
  return 'none';
}

/** Where a primary item leads: its own URL, a cart shortcut for a group, or nowhere (a drawer). */
export function navItemHref(item: NavItem, cart: CartContents): string | undefined {
  const shortcut = CART_SHORTCUTS[item.key];
  if (shortcut && cart[shortcut.when]) return shortcut.href;
  return navItemKind(item) === 'link' ? (item.url ?? undefined) : undefined;
}

/** The cart badge shows the count; past 9 the digits need a smaller font to fit the badge. */
export function cartBadge(count: number): { label: string; small: boolean; spoken: string } | undefined {
  if (count <= 0) return undefined;
  return { label: String(count), small: count > 9, spoken: `${count} ${count === 1 ? 'item' : 'items'}` };
}

export const MEMBERSHIP_VISITED_KEY = 'membership_page_visited';

/** The membership item wears a dot until the membership page has been visited. */
export function showMembershipDot(item: Pick<NavItem, 'key'>, visited: boolean): boolean {
  return item.key === 'membership' && !visited;
}
