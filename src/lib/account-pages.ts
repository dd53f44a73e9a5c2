import type { AppLink } from './app-link';

/**
 * The customer's own pages that exist, as the account drawer and the account overview list them
 * (a page an issue has not built yet is not linked); the capability table says which are open. Apart
 * from the paths the layout holds customers on (./account-paths), so that the list loads with the
 * drawer and the account pages rather than with every first visit. Listed in groups, in this
 * order: twenty links in a row were a wall to read.
 */
export const ACCOUNT_GROUPS = [
  'Tickets',
  'Playing regularly',
  'Daily Winners',
  'Wallet',
  'Safer play',
  'Your details',
] as const;

export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

export interface AccountPage {
  label: string;
  link: AppLink;
  /** None for the overview, which heads the list. */
  group?: AccountGroup;
}

export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { label: 'My account', link: { to: '/my-account' } },
  {
    label: 'Upcoming tickets',
    group: 'Tickets',
    link: { to: '/my-account/upcoming-tickets/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Past tickets',
    group: 'Tickets',
    link: { to: '/my-account/past-tickets/{-$page}', params: { page: 1 } },
  },
  { label: 'Print my tickets', group: 'Tickets', link: { to: '/my-account/print-tickets' } },
  {
    label: 'Autoplay',
    group: 'Playing regularly',
    link: { to: '/my-account/autoplay/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Subscriptions',
    group: 'Playing regularly',
    link: { to: '/my-account/subscriptions/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Autoplay payments',
    group: 'Playing regularly',
    link: { to: '/my-account/payment-resolution' },
  },
  {
    label: 'Recurring purchases and pre-orders',
    group: 'Playing regularly',
    link: { to: '/my-account/recurring-purchases/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Current giveaways',
    group: 'Daily Winners',
    link: { to: '/my-account/current-giveaways/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Closed giveaways',
    group: 'Daily Winners',
    link: { to: '/my-account/closed-giveaways/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Lotto Party',
    group: 'Playing regularly',
    link: { to: '/my-account/lotto-party/{-$page}', params: { page: 1 } },
  },
  { label: 'Deposit', group: 'Wallet', link: { to: '/my-account/deposit' } },
  {
    label: 'Withdraw',
    group: 'Wallet',
    link: { to: '/my-account/withdraw' },
  },
  {
    label: 'Transactions',
    group: 'Wallet',
    link: { to: '/my-account/transactions/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Cards and accounts',
    group: 'Wallet',
    link: { to: '/my-account/cards-and-accounts' },
  },
  {
    label: 'Spend limits',
    group: 'Safer play',
    link: { to: '/my-account/spend-limits' },
  },
  {
    label: 'Precommitment limit',
    group: 'Safer play',
    link: { to: '/my-account/precommitment-limit' },
  },
  {
    label: 'Take a break',
    group: 'Safer play',
    link: { to: '/my-account/take-a-break' },
  },
  {
    label: 'Self-exclusion',
    group: 'Safer play',
    link: { to: '/my-account/self-exclusion' },
  },
  {
    label: 'Favourite numbers',
    group: 'Tickets',
    link: { to: '/my-account/favourite-numbers' },
  },
  { label: 'My details', group: 'Your details', link: { to: '/my-account/my-details' } },
  {
    label: 'Verify my account',
    group: 'Your details',
    link: { to: '/my-account/verify-account' },
  },
  { label: 'Login and security', group: 'Your details', link: { to: '/my-account/login-and-security' } },
  {
    label: 'Communication preferences',
    group: 'Your details',
    link: { to: '/communication-preferences' },
  },
];

/** Where a page's link leads, by its route path: what the capability table gates. */
export const pageLink = (page: AccountPage): string => page.link.to;

/** The pages of each group that has any, in the groups' order. */
export function inGroups<Page extends { group?: AccountGroup }>(
  pages: readonly Page[],
): { group: AccountGroup; pages: Page[] }[] {
  return ACCOUNT_GROUPS.map((group) => ({
    group,
    pages: pages.filter((page) => page.group === group),
  })).filter((entry) => entry.pages.length > 0);
}
