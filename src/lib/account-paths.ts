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

/** The pages that show a kept ticket snapshot when its customer's session has ended by itself. */
const SAVED_TICKET_PAGES = [
  '/my-account/upcoming-tickets',
  '/my-account/past-tickets',
  '/my-account/print-tickets',
];

export const readableSignedOut = (pathname: string) =>
  SAVED_TICKET_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
