/** The account button's label (spec 1 §2): "Account", or "Account {funds}" with the wallet-balance capability. */
import type { Money } from '../../api';

export function accountLabel(funds: Money | undefined, showBalance: boolean, locale = 'en-AU'): string {
  if (!showBalance || !funds) return 'Account';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: funds.currency }).format(
    funds.amount,
  );
  return `Account ${amount}`;
}
