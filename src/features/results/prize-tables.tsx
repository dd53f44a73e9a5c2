/** A drawn lottery's divisions (prize per winning game, winners), a raffle's prizes and winners. */
import { Table } from '@mantine/core';
import type { Division, DrawPrize, RaffleWinner } from '@contract/schemas/results';
import { formatMoney } from '@/lib/money';
import { formatCount } from '@/lib/site-locale';

export function DivisionsTable({ divisions, caption }: { divisions: Division[]; caption: string }) {
  return (
    <Table striped withTableBorder captionSide="top" maw={520}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Division</Table.Th>
          <Table.Th scope="col">Prize per winning game</Table.Th>
          <Table.Th scope="col">Winning games</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {divisions.map((row) => (
          <Table.Tr key={row.division}>
            <Table.Td>Division {row.division}</Table.Td>
            <Table.Td>
              {row.division === 1 && row.winners === 0 ? 'Not won' : formatMoney(row.prize)}
            </Table.Td>
            <Table.Td>{formatCount(row.winners)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function RafflePrizesTable({ prizes, caption }: { prizes: DrawPrize[]; caption: string }) {
  return (
    <Table striped withTableBorder captionSide="top" maw={520}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Prize</Table.Th>
          <Table.Th scope="col">Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {prizes.map((row) => (
          <Table.Tr key={row.division}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{formatMoney(row.prize)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function RaffleWinnersTable({ winners, caption }: { winners: RaffleWinner[]; caption: string }) {
  return (
    <Table striped withTableBorder captionSide="top" maw={640}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Prize</Table.Th>
          <Table.Th scope="col">Winning ticket</Table.Th>
          <Table.Th scope="col">Winner</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {winners.map((row) => (
          <Table.Tr key={row.rank}>
            <Table.Td>
              {row.prize} ({formatMoney(row.value)})
            </Table.Td>
            <Table.Td>{formatCount(row.ticketNumber)}</Table.Td>
            <Table.Td>{row.winner}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
