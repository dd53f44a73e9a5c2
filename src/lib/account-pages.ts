import type { CapabilityName } from '@contract/capability-names';

/**
 * The customer's own pages that exist, as the account drawer and the account overview list them
 * (a page an issue has not built yet is not linked), each with the capability it needs. Apart
 * from the paths the layout holds customers on (./account-paths), so that the list loads with the
 * drawer and the account pages rather than with every first visit.
 */
export const ACCOUNT_PAGES: readonly { label: string; href: string; capability?: CapabilityName }[] = [
  { label: 'My account', href: '/my-account' },
  { label: 'Upcoming tickets', href: '/my-account/upcoming-tickets' },
  { label: 'Past tickets', href: '/my-account/past-tickets' },
  { label: 'Print my tickets', href: '/my-account/print-tickets' },
  { label: 'Lotto Party', href: '/my-account/lotto-party', capability: 'social_syndicates' },
  { label: 'Deposit', href: '/my-account/deposit', capability: 'wallet_deposit' },
  { label: 'Withdraw', href: '/my-account/withdraw', capability: 'wallet_withdrawal' },
  { label: 'Transactions', href: '/my-account/transactions', capability: 'wallet_manage' },
  { label: 'Cards and accounts', href: '/my-account/cards-and-accounts', capability: 'wallet_manage' },
  { label: 'Spend limits', href: '/my-account/spend-limits', capability: 'spend_limits' },
  { label: 'Precommitment limit', href: '/my-account/precommitment-limit', capability: 'spend_limits' },
  { label: 'Favourite numbers', href: '/my-account/favourite-numbers', capability: 'favourite_numbers' },
  { label: 'My details', href: '/my-account/my-details' },
  { label: 'Verify my account', href: '/my-account/verify-account', capability: 'verify_id' },
  { label: 'Login and security', href: '/my-account/login-and-security' },
  {
    label: 'Communication preferences',
    href: '/communication-preferences',
    capability: 'notification_settings_manage',
  },
];
