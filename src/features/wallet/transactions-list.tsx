/**
 * The wallet's ledger, a page at a time (spec 3 §2, /my-account/transactions[/{page}]): each entry
 * with its time of day and a link to what it came from (the receipt, the deposit or withdrawal),
 * in columns that fit a 390 px phone without scrolling sideways.
 */
import { Alert, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/ui/empty-state';
import { ReceiptIcon } from '@/ui/list-icons';
import type { AppLink } from '@/lib/app-link';
import type { WalletTransaction } from '@contract/schemas/wallet';
import { shortDateTime } from '@/lib/draw-labels';
import { NavLinkTo } from '@/ui/nav-link-to';
import { formatMoney } from '@/lib/money';
import frame from '@/ui/frame.module.css';
import { Pager } from '@/ui/pager';
import classes from './transactions-list.module.css';
import { walletQueries } from './queries';

const SOURCE_TEXT: Record<WalletTransaction['kind'], string> = {
  purchase: 'Receipt',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  prize: '',
  membership: '',
};

/** Where an entry came from: a purchase's receipt, a deposit's or a withdrawal's summary. */
function sourceLink(entry: WalletTransaction): AppLink | null {
  switch (entry.kind) {
    case 'purchase':
      return { to: '/receipt/$checkoutId', params: { checkoutId: entry.reference } };
    case 'deposit':
      return { to: '/my-account/deposit/summary/$transactionId', params: { transactionId: entry.reference } };
    case 'withdrawal':
      return {
        to: '/my-account/withdraw/summary/$transactionId',
        params: { transactionId: entry.reference },
      };
    case 'prize':
    case 'membership':
      return null;
  }
}

export function TransactionsList({
  customerId,
  page,
  link,
}: {
  customerId: string;
  page: number;
  link: (page: number) => AppLink;
}) {
  const { data, isPending, isError } = useQuery(walletQueries.transactions(customerId, page));
  if (isPending) return <TransactionsSkeleton />;
  if (isError)
    return <Alert color="red">Your transactions could not be loaded. Try again in a moment.</Alert>;
  if (data.result.length === 0)
    return (
      <EmptyState icon={<ReceiptIcon />} title="No transactions yet.">
        Your deposits, purchases, prizes and withdrawals show here.
      </EmptyState>
    );
  return (
    <Stack gap="md">
      <Table striped captionSide="top" fz="sm" horizontalSpacing={6}>
        <Table.Caption>Your wallet's transactions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.result.map((entry) => {
            const source = sourceLink(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>{shortDateTime(entry.createdAt)}</Table.Td>
                <Table.Td>
                  {entry.description}
                  {source && (
                    <>
                      <br />
                      <NavLinkTo link={source}>{SOURCE_TEXT[entry.kind]}</NavLinkTo>
                    </>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.balanceAfter)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Pager page={page} totalPages={data.pageInfo?.totalPages ?? 1} link={link} />
      </Group>
    </Stack>
  );
}

/** The table's shape while it loads: a row a transaction, in its four columns. */
function TransactionsSkeleton() {
  return (
    <div className={classes.skeleton} role="status" aria-busy="true" aria-label="Loading your transactions">
      {Array.from({ length: 6 }, (_, row) => (
        <div key={row} className={classes.row}>
          {Array.from({ length: 4 }, (_, column) => (
            <span key={column} className={frame.skeleton} />
          ))}
        </div>
      ))}
    </div>
  );
}
