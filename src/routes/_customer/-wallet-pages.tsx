/**
 * The wallet's pages (spec 3 §2), composed from the wallet feature and the customer's account: the
 * deposit page (at /deposit and /my-account/deposit), the pages that show one deposit as the server
 * knows it, withdrawing, cards and accounts, transactions, and the limits. Money pages need a
 * connection: they say so offline rather than pretend.
 */
import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Deposit } from '@contract/schemas/wallet';
import { VERIFY_BEFORE_WITHDRAWAL_MESSAGE } from '@contract/verification';
import { accountQueries } from '@/features/account/queries';
import { useCapability } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { DepositPanel } from '@/features/wallet/deposit-panel';
import { RecurringMethodPanel } from '@/features/wallet/recurring-method-panel';
import {
  CancelDepositButton,
  DEPOSIT_HEADINGS,
  DepositResult,
  useDeposit,
} from '@/features/wallet/deposit-status';
import { FundsPanel } from '@/features/wallet/funds-panel';
import { LimitsPanel, PrecommitmentPanel } from '@/features/wallet/limits-panel';
import { walletQueries } from '@/features/wallet/queries';
import { TransactionsList } from '@/features/wallet/transactions-list';
import { WithdrawPanel } from '@/features/wallet/withdraw-panel';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useOnline } from '@/ui/use-online';

export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** Offline, a page that moves money says so; nothing is queued to run later. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <>
      {!online && (
        <Alert color="gray" role="status">
          You are offline. Deposits, withdrawals and changes need a connection: nothing is sent until you are
          back online.
        </Alert>
      )}
      {children}
    </>
  );
}

export function WalletBalance({ customerId }: { customerId: string }) {
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  if (!customer) return null;
  return (
    <Text>
      Your wallet: <strong data-testid="wallet-balance">{formatMoney(customer.balance)}</strong>
    </Text>
  );
}

export function DepositPage({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  return (
    <AccountPageFrame title="Deposit">
      <WalletBalance customerId={customerId} />
      <NeedsConnection>
        <DepositPanel
          customerId={customerId}
          onDeposited={(deposit) =>
            void navigate({
              to: '/my-account/deposit/details/$depositId/{-$outcome}',
              params: { depositId: deposit.id, outcome: 'success' },
            })
          }
        />
      </NeedsConnection>
      <Text size="sm">
        Deposits can be limited: <NavLinkTo to="/my-account/spend-limits">set a deposit limit</NavLinkTo>.
      </Text>
    </AccountPageFrame>
  );
}

/** Where a settled or pending deposit leads on. */
function DepositActions({ deposit }: { deposit: Deposit }) {
  return (
    <Group>
      {deposit.status === 'pending' && (
        <Button
          component={NavLinkTo}
          link={linkOptions({
            to: '/my-account/deposit/$depositId/cancel',
            params: { depositId: deposit.id },
          })}
          variant="default"
        >
          Cancel this deposit
        </Button>
      )}
      {deposit.status === 'succeeded' ? (
        <Button component={NavLinkTo} link={{ to: '/lotto-tickets' }}>
          Buy tickets
        </Button>
      ) : (
        deposit.status !== 'pending' && (
          <Button component={NavLinkTo} link={{ to: '/my-account/deposit' }}>
            Make a deposit
          </Button>
        )
      )}
      <Anchor component={NavLinkTo} link={{ to: '/my-account/transactions/{-$page}', params: { page: 1 } }}>
        Your transactions
      </Anchor>
    </Group>
  );
}

/** /my-account/deposit/details/{id}[/success|/failure], summary/{id} and authorisation/{id}. */
export function DepositResultPage({
  customerId,
  depositId,
  title,
}: {
  customerId: string;
  depositId: string;
  title?: string;
}) {
  const { data: deposit } = useDeposit(customerId, depositId);
  return (
    <AccountPageFrame title={title ?? (deposit ? DEPOSIT_HEADINGS[deposit.status] : 'Your deposit')}>
      <DepositResult
        customerId={customerId}
        depositId={depositId}
        actions={(settled) => <DepositActions deposit={settled} />}
      />
    </AccountPageFrame>
  );
}

/** /my-account/deposit/{id}/cancel: gives up a deposit still waiting for the bank. */
export function CancelDepositPage({ customerId, depositId }: { customerId: string; depositId: string }) {
  return (
    <AccountPageFrame title="Cancel a deposit">
      <NeedsConnection>
        <DepositResult
          customerId={customerId}
          depositId={depositId}
          actions={(deposit) => (
            <Group>
              <CancelDepositButton customerId={customerId} deposit={deposit} />
              <Anchor component={NavLinkTo} link={{ to: '/my-account/deposit' }}>
                Back to deposits
              </Anchor>
            </Group>
          )}
        />
      </NeedsConnection>
    </AccountPageFrame>
  );
}

/**
 * /checkout/deposit/{id}/success and /cancel, where a payment provider sends the customer back:
 * what happened is read from the server; the way on is the checkout, which the deposit now covers.
 */
export function CheckoutDepositReturn({
  customerId,
  depositId,
  cancelled,
}: {
  customerId: string;
  depositId: string;
  cancelled: boolean;
}) {
  return (
    <AccountPageFrame title={cancelled ? 'Payment cancelled' : 'Your payment'}>
      <DepositResult
        customerId={customerId}
        depositId={depositId}
        actions={(deposit) => (
          <Group>
            {cancelled && <CancelDepositButton customerId={customerId} deposit={deposit} />}
            <Button component={NavLinkTo} link={{ to: '/cart/buy' }}>
              Back to checkout
            </Button>
          </Group>
        )}
      />
    </AccountPageFrame>
  );
}

export function WithdrawPage({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const canVerify = useCapability('verify_id');
  // The server pays out only to a verified customer: the others are sent to verify first.
  const verifyFirst = customer?.verificationRules.requiredBeforeWithdrawal && !customer.isVerified;
  return (
    <AccountPageFrame title="Withdraw">
      <WalletBalance customerId={customerId} />
      {verifyFirst ? (
        <Alert color="yellow" role="status">
          {VERIFY_BEFORE_WITHDRAWAL_MESSAGE}{' '}
          {canVerify && <NavLinkTo to="/my-account/verify-account">Verify my account</NavLinkTo>}
        </Alert>
      ) : (
        <NeedsConnection>
          <WithdrawPanel
            customerId={customerId}
            onWithdrawn={(withdrawal) =>
              void navigate({
                to: '/my-account/withdraw/details/$withdrawId',
                params: { withdrawId: withdrawal.id },
              })
            }
          />
        </NeedsConnection>
      )}
      <Anchor component={NavLinkTo} link={{ to: '/my-account/cards-and-accounts' }}>
        Your cards and bank accounts
      </Anchor>
    </AccountPageFrame>
  );
}

/** /my-account/withdraw/details/{id} and summary/{id}: one withdrawal as the server recorded it. */
export function WithdrawalPage({ customerId, withdrawalId }: { customerId: string; withdrawalId: string }) {
  const {
    data: withdrawal,
    isPending,
    isError,
  } = useQuery(walletQueries.withdrawal(customerId, withdrawalId));
  return (
    <AccountPageFrame title="Your withdrawal">
      {isPending ? (
        <Skeleton height={160} />
      ) : isError ? (
        <Alert color="red">We could not find this withdrawal.</Alert>
      ) : (
        <Stack gap="md">
          <Alert color="blue" role="status">
            <Text fw={700}>Withdrawal requested</Text>
            <Text>
              {formatMoney(withdrawal.amount)} is on its way to {withdrawal.fundDescription}. It usually
              arrives within 3 business days.
            </Text>
          </Alert>
          <Card withBorder padding="md">
            <Stack gap={4}>
              <Text>Amount: {formatMoney(withdrawal.amount)}</Text>
              <Text>Paid to: {withdrawal.fundDescription}</Text>
              <Text>Requested: {longDrawDate(withdrawal.createdAt)}</Text>
              <Text>Reference: {withdrawal.id}</Text>
              <Text>Wallet balance now: {formatMoney(withdrawal.balance)}</Text>
            </Stack>
          </Card>
          <Anchor
            component={NavLinkTo}
            link={{ to: '/my-account/transactions/{-$page}', params: { page: 1 } }}
          >
            Your transactions
          </Anchor>
        </Stack>
      )}
    </AccountPageFrame>
  );
}

export function CardsAndAccountsPage({ customerId }: { customerId: string }) {
  return (
    <AccountPageFrame title="Cards and accounts">
      <NeedsConnection>
        <FundsPanel customerId={customerId} />
        <RecurringMethodPanel customerId={customerId} />
      </NeedsConnection>
    </AccountPageFrame>
  );
}

export function TransactionsPage({ customerId, page }: { customerId: string; page: number }) {
  return (
    <AccountPageFrame title="Transactions">
      <WalletBalance customerId={customerId} />
      <TransactionsList
        customerId={customerId}
        page={page}
        link={(to) => linkOptions({ to: '/my-account/transactions/{-$page}', params: { page: to } })}
      />
    </AccountPageFrame>
  );
}

export function SpendLimitsPage({
  customerId,
  depositLimits,
}: {
  customerId: string;
  depositLimits: boolean;
}) {
  return (
    <AccountPageFrame title="Spend limits">
      <NeedsConnection>
        <LimitsPanel customerId={customerId} depositLimits={depositLimits} />
      </NeedsConnection>
      <NavLinkTo to="/my-account/precommitment-limit">Your precommitment limit</NavLinkTo>
      <NavLinkTo to="/my-account/take-a-break">Take a break from play</NavLinkTo>
    </AccountPageFrame>
  );
}

export function PrecommitmentPage({ customerId }: { customerId: string }) {
  return (
    <AccountPageFrame title="Precommitment limit">
      <NeedsConnection>
        <PrecommitmentPanel customerId={customerId} />
      </NeedsConnection>
      <NavLinkTo to="/my-account/spend-limits">Your spend and deposit limits</NavLinkTo>
    </AccountPageFrame>
  );
}
