import type { CapabilityName } from '@contract/capability-names';
import type { AppLink } from './app-link';

/**
 * The customer's own pages that exist, as the account drawer and the account overview list them
 * (a page an issue has not built yet is not linked), each with the capability it needs. Apart
 * from the paths the layout holds customers on (./account-paths), so that the list loads with the
 * drawer and the account pages rather than with every first visit.
 */
export const ACCOUNT_PAGES: readonly {
  label: string;
  link: AppLink;
  /** Every one of them, when several. */
  capability?: CapabilityName | readonly CapabilityName[];
}[] = [
  { label: 'My account', link: { to: '/my-account' } },
  { label: 'Upcoming tickets', link: { to: '/my-account/upcoming-tickets/{-$page}', params: { page: 1 } } },
  { label: 'Past tickets', link: { to: '/my-account/past-tickets/{-$page}', params: { page: 1 } } },
  { label: 'Print my tickets', link: { to: '/my-account/print-tickets' } },
  {
    label: 'Autoplay',
    link: { to: '/my-account/autoplay/{-$page}', params: { page: 1 } },
    capability: 'autoplay_manage',
  },
  {
    label: 'Subscriptions',
    link: { to: '/my-account/subscriptions/{-$page}', params: { page: 1 } },
    capability: 'subscription_manage',
  },
  {
    label: 'Recurring purchases and pre-orders',
    link: { to: '/my-account/recurring-purchases/{-$page}', params: { page: 1 } },
    capability: 'combined_recurring_purchases',
  },
  {
    label: 'Current giveaways',
    link: { to: '/my-account/current-giveaways/{-$page}', params: { page: 1 } },
    capability: ['membership_program', 'giveaway_entries'],
  },
  {
    label: 'Closed giveaways',
    link: { to: '/my-account/closed-giveaways/{-$page}', params: { page: 1 } },
    capability: ['membership_program', 'giveaway_entries'],
  },
  {
    label: 'Lotto Party',
    link: { to: '/my-account/lotto-party/{-$page}', params: { page: 1 } },
    capability: 'social_syndicates',
  },
  { label: 'Deposit', link: { to: '/my-account/deposit' }, capability: 'wallet_deposit' },
  { label: 'Withdraw', link: { to: '/my-account/withdraw' }, capability: 'wallet_withdrawal' },
  {
    label: 'Transactions',
    link: { to: '/my-account/transactions/{-$page}', params: { page: 1 } },
    capability: 'wallet_manage',
  },
  {
    label: 'Cards and accounts',
    link: { to: '/my-account/cards-and-accounts' },
    capability: 'wallet_manage',
  },
  { label: 'Spend limits', link: { to: '/my-account/spend-limits' }, capability: 'spend_limits' },
  {
    label: 'Precommitment limit',
    link: { to: '/my-account/precommitment-limit' },
    capability: 'spend_limits',
  },
  { label: 'Take a break', link: { to: '/my-account/take-a-break' }, capability: 'spend_limits' },
  {
    label: 'Favourite numbers',
    link: { to: '/my-account/favourite-numbers' },
    capability: 'favourite_numbers',
  },
  { label: 'My details', link: { to: '/my-account/my-details' } },
  { label: 'Verify my account', link: { to: '/my-account/verify-account' }, capability: 'verify_id' },
  { label: 'Login and security', link: { to: '/my-account/login-and-security' } },
  {
    label: 'Communication preferences',
    link: { to: '/communication-preferences' },
    capability: 'notification_settings_manage',
  },
];
