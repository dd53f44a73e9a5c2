/**
 * The account drawer with the pages this customer's capabilities allow. Loaded when the account
 * button is first pressed, with the list of pages.
 */
import AccountDrawer from '@/features/account/account-drawer';
import { useAllowed } from '@/features/capabilities/capability-gate';
import { ACCOUNT_PAGES } from '@/lib/account-pages';

export default function AccountMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return <AccountDrawer opened={opened} onClose={onClose} pages={useAllowed(ACCOUNT_PAGES)} />;
}
