import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { CustomerMembership } from '@contract/schemas/membership';
import type { Money } from '@/api';
import { accountQueries } from '@/features/account/queries';
import { membershipQueries, openPremiumDeposit } from '@/features/daily-winners/queries';
import type { CheckoutDepositOpener } from '@/features/wallet/queries';
import { formatMoney } from '@/lib/money';
import { CustomerProgramPage } from '@/routes/daily-winners/-daily-winners-links';
import { NavLinkTo } from '@/ui/nav-link-to';

const DepositPanel = lazy(() =>
  import(/* online-only */ '@/features/wallet/deposit-panel').then(
    (module) => ({ default: module.DepositPanel }),
    () => ({
      default: () => (
        <Alert color="gray" role="status">
          Depositing needs a connection. Reload this page once you are back online: nothing was paid.
        </Alert>
      ),
    }),
  ),
);

/**
 * /daily-winners/deposit (spec 3 §2; deposit purchase type `membership`): premium when the wallet
 * is short of its price. What it lacks is deposited with 3-D Secure as any deposit; the server
 * pays premium as the deposit settles, and the customer is pending-deposit until then.
 */
export const Route = createFileRoute('/daily-winners/deposit')({
  component: PremiumDepositPage,
});

function PremiumDepositPage() {
  return (
    <CustomerProgramPage
      title="Go premium"
      heading="Go premium"
      path="/daily-winners/deposit"
      customerId={Route.useRouteContext().visitor.customerId()}
      toDo="to go premium"
    >
      {(customerId) => <PremiumDeposit customerId={customerId} />}
    </CustomerProgramPage>
  );
}

function PremiumDeposit({ customerId }: { customerId: string }) {
  const membership = useQuery(membershipQueries.membership(customerId));
  const customer = useQuery(accountQueries.customer(customerId));
  if (membership.isPending || customer.isPending) return <Skeleton height={260} />;
  if (membership.isError || customer.isError)
    return (
      <Alert color="red" role="alert">
        We could not load your membership. Check your connection and try again.
      </Alert>
    );
  return (
    <PremiumDepositFor
      customerId={customerId}
      found={{ membership: membership.data, balance: customer.data.balance }}
    />
  );
}

/**
 * What the page found when it opened decides what it offers: the deposit it opens makes the
 * membership pending-deposit, which must not take the form (and the bank's challenge) away.
 */
function PremiumDepositFor({
  customerId,
  found,
}: {
  customerId: string;
  found: { membership: CustomerMembership; balance: Money };
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const [{ membership, balance }] = useState(found);
  const openDeposit = useCallback<CheckoutDepositOpener>(
    ({ amount: _whatTheServerWorksOut, ...deposit }, attempt) =>
      openPremiumDeposit(queryClient, customerId, deposit, attempt.idempotencyKey),
    [queryClient, customerId],
  );
  const onDeposited = useCallback(
    () => void navigate({ to: '/daily-winners/manage-membership' }),
    [navigate],
  );
  const price = config.deposit.amount;
  if (membership.membershipTier === 'premium')
    return (
      <Text>
        You are a premium member already.{' '}
        <NavLinkTo to="/daily-winners/manage-membership">Manage your membership</NavLinkTo>
      </Text>
    );
  if (membership.membershipStatus === 'pending-deposit')
    return <Text>Your premium membership starts once your deposit is complete.</Text>;
  const shortfall = price.amount - balance.amount;
  if (shortfall <= 0)
    return (
      <Text>
        Your wallet holds {formatMoney(balance)}, enough for premium.{' '}
        <NavLinkTo to="/daily-winners/membership-tiers">Go premium from your wallet</NavLinkTo>
      </Text>
    );
  return (
    <Stack gap="md">
      <Text>
        Premium costs {formatMoney(price)} for 30 days. Your wallet holds {formatMoney(balance)}.
      </Text>
      <Suspense fallback={<Skeleton height={220} />}>
        <DepositPanel
          customerId={customerId}
          membership={{ shortfall: { ...price, amount: Math.round(shortfall * 100) / 100 }, openDeposit }}
          onDeposited={onDeposited}
        />
      </Suspense>
    </Stack>
  );
}
