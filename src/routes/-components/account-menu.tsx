/**
 * The account drawer with the pages this customer's capabilities allow, and a content editor's
 * previews. Loaded when the account button is first pressed, with the list of pages.
 */
import { useQuery } from '@tanstack/react-query';
import AccountDrawer from '@/features/account/account-drawer';
import { accountQueries } from '@/features/account/queries';
import { useOpenPages } from '@/features/capabilities/capability-gate';
import { ACCOUNT_PAGES, pageLink } from '@/lib/account-pages';
import { useVisitor } from '@/ui/use-hydrated';

const EDITOR_PAGES = [
  { label: 'Content previews', link: { to: '/preview' } },
  { label: 'Translations', link: { to: '/preview/translations' } },
] as const;

export default function AccountMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const customerId = useVisitor().customerId();
  const customer = useQuery({ ...accountQueries.customer(customerId ?? ''), enabled: Boolean(customerId) });
  const pages = useOpenPages(ACCOUNT_PAGES, pageLink);
  return (
    <AccountDrawer
      opened={opened}
      onClose={onClose}
      pages={customer.data?.canEdit ? [...pages, ...EDITOR_PAGES] : pages}
    />
  );
}
