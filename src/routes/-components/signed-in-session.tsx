/**
 * Everything a signed-in customer's pages carry and a visitor's never load: the keep-alive
 * (refresh, heartbeat, inactivity sign-out, session-id renewal), the account button's label with
 * the wallet balance, the app badge of results not seen, the country-ban prompt, the migration dialog when it opens by itself, and the
 * confirm banner (not on the my-details page) whose Update opens the details in a modal, or goes to
 * the my-details page without the account-details-manage capability; and a new customer's welcome.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { Modal } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { accountLabel } from '@/features/account/account-label';
import { ConfirmBanner } from '@/features/account/confirm-banner';
import { CountryBanPrompt } from '@/features/account/country-ban-prompt';
import { DetailsForm } from '@/features/account/details-form';
import { accountQueries, CUSTOMER_REFRESH_MS, refreshCustomer } from '@/features/account/queries';
import { followCustomerSegment } from '@/features/auth/customer-cookies';
import { isNewSignup } from '@/features/auth/new-signup';
import { useKeepAlive } from '@/features/auth/use-keep-alive';
import { useCapability } from '@/features/capabilities/capability-gate';
import { configQueries } from '@/features/config/queries';
import { useHelpLinks } from '@/features/content/help-links';
import { useAppBadge } from '@/features/notifications/app-badge';
import { opensByItself } from '@/features/migration/queries';
import { refreshOffers } from '@/features/offers/queries';
import { lazyOrNothing } from '@/ui/lazy-or-nothing';

const MY_DETAILS = '/my-account/my-details';
// Only a new customer's first page shows it, and sign-up is online: it is not precached.
const WelcomeAlert = lazyOrNothing(() => import(/* online-only */ '@/features/auth/welcome-alert'));
// Opens by itself only for the few customers whose account can move, and the move is online: its
// dialog and machine are loaded then, not precached for everyone.
const MigrationModal = lazyOrNothing(() => import(/* online-only */ '@/features/migration/migration-modal'));

export default function SignedInSession({
  customerId,
  onAccountLabel,
}: {
  customerId: string;
  onAccountLabel: (label: string) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: config } = useQuery(configQueries.site());
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const showBalance = useCapability('wallet_balance');
  const canManageDetails = useCapability('account_details_manage');
  const [editing, setEditing] = useState(false);
  // Read once: the welcome spends the sign-up's flag as it shows.
  const [newSignup] = useState(isNewSignup);
  const canMigrate = useCapability('customer_migration');
  // Latched once open: the customer read again after the move is no longer eligible, and the
  // dialog must stay to say so.
  const [migration, setMigration] = useState<'open' | 'closed'>();
  if (migration === undefined && customer && opensByItself(customer, canMigrate)) setMigration('open');
  const label = accountLabel(customer?.availableFunds, showBalance, config?.siteLocale);

  useEffect(() => onAccountLabel(label), [label, onAccountLabel]);
  // A segment changed on the server (a break taken) changes what the pages offer, at once.
  useEffect(() => {
    if (customer && followCustomerSegment(customer, config?.sessionTimeout)) void router.invalidate();
  }, [customer, config?.sessionTimeout, router]);
  useAppBadge(customerId);
  useKeepAlive(config, {
    // From the site's configuration (spec 1 §4); a configuration kept from an older build has none.
    refreshEveryMs: config?.customerRefreshInterval
      ? config.customerRefreshInterval * 1000
      : CUSTOMER_REFRESH_MS,
    refreshCustomer: () => void refreshCustomer(queryClient, customerId),
  });

  if (!customer) return null;
  // Answered before anything else (spec 1 §6), on every page.
  if (customer.countryBannedConfirmationRequired) return <CountryPrompt customerId={customerId} />;
  return (
    <>
      {newSignup && (
        <Suspense fallback={null}>
          <WelcomeAlert firstname={customer.firstname} />
        </Suspense>
      )}
      {pathname !== MY_DETAILS && (
        <ConfirmBanner
          customer={customer}
          onUpdate={() => (canManageDetails ? setEditing(true) : void navigate({ to: MY_DETAILS }))}
        />
      )}
      {canManageDetails && editing && (
        <DetailsModal customerId={customerId} onClose={() => setEditing(false)} />
      )}
      {migration === 'open' && (
        <MigrationDialog
          onClose={() => setMigration('closed')}
          onMigrated={() => {
            void refreshCustomer(queryClient, customerId);
            void refreshOffers(queryClient);
          }}
          successUrl={config?.migrationSuccessUrl ?? null}
        />
      )}
    </>
  );
}

/** Mounted only while open, like the prompts around it (the help links need the site content). */
function MigrationDialog(props: { onClose: () => void; onMigrated: () => void; successUrl: string | null }) {
  const { terms } = useHelpLinks();
  return (
    <Suspense fallback={null}>
      <MigrationModal termsHref={terms} {...props} />
    </Suspense>
  );
}

/** Mounted only while owed, like the details modal below (the help links need the site content). */
function CountryPrompt({ customerId }: { customerId: string }) {
  const { terms } = useHelpLinks();
  return <CountryBanPrompt customerId={customerId} termsHref={terms} />;
}

/**
 * Mounted only while open: the frame (and so this) also shows on the error page, where the site
 * content the help links come from may be missing.
 */
function DetailsModal({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { support } = useHelpLinks();
  return (
    <Modal opened onClose={onClose} title="My details" size={700}>
      <DetailsForm customerId={customerId} supportHref={support} onSaved={onClose} />
    </Modal>
  );
}
