/** The wallet's ledger, a page at a time (spec 3 §2, /my-account/transactions[/{page}]). */
import { Alert, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AppLink } from '@/lib/app-link';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { Pager } from '@/ui/pager';
import { walletQueries } from './queries';

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
  if (isPending) return <Skeleton height={240} />;
  if (isError)
    return <Alert color="red">Your transactions could not be loaded. Try again in a moment.</Alert>;
  if (data.result.length === 0) return <Text>No transactions yet.</Text>;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={480}>
        <Table striped captionSide="top">
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
            {data.result.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{longDrawDate(entry.createdAt)}</Table.Td>
                <Table.Td>{entry.description}</Table.Td>
                <Table.Td ta="right">{formatMoney(entry.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(entry.balanceAfter)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Pager page={page} totalPages={data.pageInfo?.totalPages ?? 1} link={link} />
      </Group>
    </Stack>
  );
}
