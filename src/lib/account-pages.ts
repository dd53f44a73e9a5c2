import type { CapabilityName } from '@contract/capability-names';
import type { AppLink } from './app-link';

/**
 * The customer's own pages that exist, as the account drawer and the account overview list them
 * (a page an issue has not built yet is not linked), each with the capability it needs. Apart
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
  /** Every one of them, when several. */
  capability?: CapabilityName | readonly CapabilityName[];
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
    capability: 'autoplay_manage',
  },
  {
    label: 'Subscriptions',
    group: 'Playing regularly',
    link: { to: '/my-account/subscriptions/{-$page}', params: { page: 1 } },
    capability: 'subscription_manage',
  },
  {
    label: 'Autoplay payments',
    group: 'Playing regularly',
    link: { to: '/my-account/payment-resolution' },
    capability: 'autoplay_manage',
  },
  {
    label: 'Recurring purchases and pre-orders',
    group: 'Playing regularly',
    link: { to: '/my-account/recurring-purchases/{-$page}', params: { page: 1 } },
    capability: 'combined_recurring_purchases',
  },
  {
    label: 'Current giveaways',
    group: 'Daily Winners',
    link: { to: '/my-account/current-giveaways/{-$page}', params: { page: 1 } },
    capability: ['membership_program', 'giveaway_entries'],
  },
  {
    label: 'Closed giveaways',
    group: 'Daily Winners',
    link: { to: '/my-account/closed-giveaways/{-$page}', params: { page: 1 } },
    capability: ['membership_program', 'giveaway_entries'],
  },
  {
    label: 'Lotto Party',
    group: 'Playing regularly',
    link: { to: '/my-account/lotto-party/{-$page}', params: { page: 1 } },
    capability: 'social_syndicates',
  },
  { label: 'Deposit', group: 'Wallet', link: { to: '/my-account/deposit' }, capability: 'wallet_deposit' },
  {
    label: 'Withdraw',
    group: 'Wallet',
    link: { to: '/my-account/withdraw' },
    capability: 'wallet_withdrawal',
  },
  {
    label: 'Transactions',
    group: 'Wallet',
    link: { to: '/my-account/transactions/{-$page}', params: { page: 1 } },
    capability: 'wallet_manage',
  },
  {
    label: 'Cards and accounts',
    group: 'Wallet',
    link: { to: '/my-account/cards-and-accounts' },
    capability: 'wallet_manage',
  },
  {
    label: 'Spend limits',
    group: 'Safer play',
    link: { to: '/my-account/spend-limits' },
    capability: 'spend_limits',
  },
  {
    label: 'Precommitment limit',
    group: 'Safer play',
    link: { to: '/my-account/precommitment-limit' },
    capability: 'spend_limits',
  },
  {
    label: 'Take a break',
    group: 'Safer play',
    link: { to: '/my-account/take-a-break' },
    capability: 'spend_limits',
  },
  {
    label: 'Self-exclusion',
    group: 'Safer play',
    link: { to: '/my-account/self-exclusion' },
    capability: 'spend_limits',
  },
  {
    label: 'Favourite numbers',
    group: 'Tickets',
    link: { to: '/my-account/favourite-numbers' },
    capability: 'favourite_numbers',
  },
  { label: 'My details', group: 'Your details', link: { to: '/my-account/my-details' } },
  {
    label: 'Verify my account',
    group: 'Your details',
    link: { to: '/my-account/verify-account' },
    capability: 'verify_id',
  },
  { label: 'Login and security', group: 'Your details', link: { to: '/my-account/login-and-security' } },
  {
    label: 'Communication preferences',
    group: 'Your details',
    link: { to: '/communication-preferences' },
    capability: 'notification_settings_manage',
  },
];

/** The pages of each group that has any, in the groups' order. */
export function inGroups<Page extends { group?: AccountGroup }>(
  pages: readonly Page[],
): { group: AccountGroup; pages: Page[] }[] {
  return ACCOUNT_GROUPS.map((group) => ({
    group,
    pages: pages.filter((page) => page.group === group),
  })).filter((entry) => entry.pages.length > 0);
}
