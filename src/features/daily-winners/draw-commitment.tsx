/**
 * A giveaway's commitment (issue 62, point 3), on its page: until the close, the SHA-256 of the
 * seed it will be drawn with; once drawn, the seed, and the way to check the winners against it.
 */
import { Code, Stack, Text, Title } from '@mantine/core';
import type { Giveaway } from '@contract/schemas/membership';
import { formatCount } from '@/lib/site-locale';
import { NavLinkTo } from '@/ui/nav-link-to';

/** A long hexadecimal string, broken anywhere on a narrow screen. */
export function Hex({ value, label }: { value: string; label?: string }) {
  return (
    <Code aria-label={label} style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
      {value}
    </Code>
  );
}

export function DrawCommitment({ giveaway }: { giveaway: Giveaway }) {
  if (!giveaway.seedHash) return null;
  return (
    <Stack gap="xs">
      <Title order={2}>A draw anyone can check</Title>
      {giveaway.seed === null ? (
        <Text>
          This giveaway will be drawn with a secret random seed, fixed before it opened. Its fingerprint (the
          seed’s SHA-256) is below, so the seed cannot be changed. Once the giveaway is drawn we show the seed
          and every entry, and anyone can check that the winners follow from them.
        </Text>
      ) : (
        <Text>
          Drawn from {formatCount(giveaway.entryCount ?? 0)} entries with the seed below, whose fingerprint
          was shown here from the day the giveaway opened. The winners follow from the seed and the entries
          alone.
        </Text>
      )}
      <Text size="sm">
        Fingerprint (SHA-256 of the seed): <Hex value={giveaway.seedHash} />
      </Text>
      {giveaway.seed !== null && (
        <>
          <Text size="sm">
            Seed: <Hex value={giveaway.seed} />
          </Text>
          <Text size="sm">
            <NavLinkTo
              to="/daily-winners/giveaways/$giveawayType/$drawNumber/check"
              params={{ giveawayType: giveaway.type, drawNumber: giveaway.number }}
            >
              Check this draw yourself
            </NavLinkTo>
          </Text>
        </>
      )}
    </Stack>
  );
}
