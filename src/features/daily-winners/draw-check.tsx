/**
 * A drawn giveaway checked in the visitor's own browser (issue 62, point 3): the seed against the
 * fingerprint published before the close, and the winners drawn again from the seed and the
 * entries with the same method the server used (../../../contract/giveaway-draw.ts), which the
 * page states so that anyone can do it again with other tools.
 */
import { Alert, Loader, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { drawMembers, entryTotal, toHex, type DrawPool, type Sha256 } from '@contract/giveaway-draw';
import type { Giveaway } from '@contract/schemas/membership';
import { formatCount } from '@/lib/site-locale';
import { Hex } from './draw-commitment';

async function checkDraw(seed: string, pool: DrawPool, prizes: number) {
  // Web Crypto is there on every page served over HTTPS (and on localhost).
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('no-web-crypto');
  const sha256: Sha256 = async (text) =>
    new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return { seedHash: toHex(await sha256(seed)), members: await drawMembers(seed, pool, prizes, sha256) };
}

const Mark = ({ ok }: { ok: boolean }) => (
  <Text span fw={700} c={ok ? 'teal.9' : 'red.9'}>
    {ok ? '✓ matches' : '✗ does not match'}
  </Text>
);

export function DrawCheck({ giveaway, pool }: { giveaway: Giveaway; pool: DrawPool }) {
  const { seed, seedHash } = giveaway;
  const check = useQuery({
    queryKey: ['daily-winners', 'draw-check', giveaway.drawId, seed],
    queryFn: () => checkDraw(seed ?? '', pool, giveaway.winners.length),
    enabled: seed !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (seed === null || seedHash === null)
    return (
      <Alert color="gray">
        This giveaway was drawn before draws published their seeds, so it cannot be checked here.
      </Alert>
    );
  const last = pool.wider.first + pool.wider.count - 1;
  const result = check.data;
  const winnersMatch =
    result !== undefined &&
    result.members.length === giveaway.winners.length &&
    giveaway.winners.every((winner, index) => winner.member === result.members[index]);
  return (
    <Stack gap="lg">
      {check.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Drawing it again in your browser…</Text>
        </Group>
      ) : check.isError ? (
        <Alert color="red" role="alert">
          Your browser cannot work out SHA-256 on this page. Open it over a secure (https) connection, or
          check the draw with the method below.
        </Alert>
      ) : check.data.seedHash === seedHash && winnersMatch ? (
        <Alert color="green" role="status" title="This draw checks out">
          The seed matches the fingerprint published before the close, and every winner follows from the seed
          and the entries.
        </Alert>
      ) : (
        <Alert color="red" role="alert" title="This draw does not check out">
          What your browser worked out differs from what was published: the differences are marked below.
          Please tell us through the contact page.
        </Alert>
      )}

      <Stack gap="xs">
        <Title order={2}>1. The seed</Title>
        <Text size="sm">
          Fingerprint published before the close: <Hex value={seedHash} />
        </Text>
        <Text size="sm">
          Seed shown after the draw: <Hex value={seed} />
        </Text>
        {result && (
          <Text size="sm">
            SHA-256 of the seed, worked out by your browser: <Hex value={result.seedHash} />{' '}
            <Mark ok={result.seedHash === seedHash} />
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2}>2. The entries</Title>
        <Text>
          {formatCount(entryTotal(pool))} entries, in this order: the members who entered on Lucky Dip, by
          member number, each with their entries; then members {formatCount(pool.wider.first)} to{' '}
          {formatCount(last)} of the wider membership, one entry each.
        </Text>
        {pool.listed.length > 0 && (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Member</Table.Th>
                <Table.Th scope="col">Entries</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pool.listed.map((entrant) => (
                <Table.Tr key={entrant.member}>
                  <Table.Td>{formatCount(entrant.member)}</Table.Td>
                  <Table.Td>{entrant.entries}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2}>3. The winners</Title>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Prize</Table.Th>
              <Table.Th scope="col">Published winner</Table.Th>
              <Table.Th scope="col">Drawn by your browser</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {giveaway.winners.map((winner, index) => {
              const drawn = result?.members[index];
              return (
                <Table.Tr key={winner.rank}>
                  <Table.Td>{winner.rank}</Table.Td>
                  <Table.Td>
                    {winner.winner}, member {winner.member === null ? 'unknown' : formatCount(winner.member)}
                  </Table.Td>
                  <Table.Td>
                    {drawn === undefined ? (check.isPending ? '…' : 'none') : `member ${formatCount(drawn)}`}{' '}
                    {result && <Mark ok={drawn === winner.member} />}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>

      <Stack gap="xs">
        <Title order={2}>How the draw works</Title>
        <Text>
          For prize 1, take the SHA-256 of the text <Hex value="seed:1:0" /> (the seed, a colon, the prize’s
          number, a colon and 0). Read its first six bytes as a whole number. If that number is at or above
          the largest multiple of the number of entries below 2<sup>48</sup>, try <Hex value="seed:1:1" />,
          then <Hex value="seed:1:2" />, and so on, so that every entry has exactly the same chance.
        </Text>
        <Text>
          The number modulo the number of entries, counted from 0 along the list above, picks an entry. Its
          member wins prize 1 and leaves the draw with all their entries, so nobody wins twice. Prize 2 is
          drawn the same way from the entries left, with <Hex value="seed:2:0" />, and so on for each prize.
        </Text>
      </Stack>
    </Stack>
  );
}
