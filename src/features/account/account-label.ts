/** The account button's label (spec 1 §2): "Account", or "Account {funds}" with the wallet-balance capability. */
import type { Money } from '@/api';
import { formatMoney } from '@/lib/money';
import { SITE_LOCALE } from '@/lib/site-locale';

export function accountLabel(
  funds: Money | undefined,
  showBalance: boolean,
  locale: string = SITE_LOCALE,
): string {
  if (!showBalance || !funds) return 'Account';
  return `Account ${formatMoney(funds, locale)}`;
}
