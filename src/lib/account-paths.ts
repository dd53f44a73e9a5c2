import type { CapabilityName } from '../../contract/capability-names';

/** Pages a customer can be held on (spec 1 §2); the sign-in flow and the layout both send them there. */
export const FORCE_PASSWORD_PATH = '/force-password-change';
export const UPGRADE_PATH = '/my-account/upgrade-account';

/** The page a customer owes a visit before any other: the password change first, then the upgrade. */
export function owedPage(customer: {
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
}): string | undefined {
  if (customer.forcePasswordChange) return FORCE_PASSWORD_PATH;
  if (customer.accountUpgrade) return UPGRADE_PATH;
  return undefined;
}

/**
 * The customer's own pages that exist, as the account drawer and the account overview list them
 * (a page an issue has not built yet is not linked), each with the capability it needs.
 */
export const ACCOUNT_PAGES: readonly { label: string; href: string; capability?: CapabilityName }[] = [
  { label: 'My account', href: '/my-account' },
  { label: 'Upcoming tickets', href: '/my-account/upcoming-tickets' },
  { label: 'Past tickets', href: '/my-account/past-tickets' },
  { label: 'Print my tickets', href: '/my-account/print-tickets' },
  { label: 'Deposit', href: '/my-account/deposit', capability: 'wallet_deposit' },
  { label: 'Withdraw', href: '/my-account/withdraw', capability: 'wallet_withdrawal' },
  { label: 'Transactions', href: '/my-account/transactions', capability: 'wallet_manage' },
  { label: 'Cards and accounts', href: '/my-account/cards-and-accounts', capability: 'wallet_manage' },
  { label: 'Spend limits', href: '/my-account/spend-limits', capability: 'spend_limits' },
  { label: 'Precommitment limit', href: '/my-account/precommitment-limit', capability: 'spend_limits' },
  { label: 'Favourite numbers', href: '/my-account/favourite-numbers', capability: 'favourite_numbers' },
  { label: 'My details', href: '/my-account/my-details' },
  { label: 'Login and security', href: '/my-account/login-and-security' },
  {
    label: 'Communication preferences',
    href: '/communication-preferences',
    capability: 'notification_settings_manage',
  },
];

/** The pages that show a kept ticket snapshot when its customer's session has ended by itself. */
const SAVED_TICKET_PAGES = [
  '/my-account/upcoming-tickets',
  '/my-account/past-tickets',
  '/my-account/print-tickets',
];

export const readableSignedOut = (pathname: string) =>
  SAVED_TICKET_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
