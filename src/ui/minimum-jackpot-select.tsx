/**
 * The minimum jackpot an autoplay waits for (spec 2 §4): chosen as it is first bought, on the
 * offer page, and changed afterwards on the autoplay's own page, from the same choices. Loaded
 * through ./minimum-jackpot.tsx.
 */
import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatWhole } from '@/lib/money';
import { SITE_CURRENCY } from '@/lib/site-locale';

/** The minimum jackpots offered, in whole units of the site's currency (0: every draw). */
const MINIMUM_JACKPOTS = [0, 10_000_000, 20_000_000, 30_000_000, 50_000_000, 80_000_000, 100_000_000];

export default function MinimumJackpotSelect({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (amount: number) => void;
  disabled?: boolean;
}): ReactNode {
  // The one chosen is among them whatever it is (an amount set before these choices).
  const offered = MINIMUM_JACKPOTS.includes(value)
    ? MINIMUM_JACKPOTS
    : [...MINIMUM_JACKPOTS, value].sort((a, b) => a - b);
  return (
    <NativeSelect
      label="Only buy when the jackpot is at least"
      description="A draw with a smaller jackpot is passed over."
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={offered.map((amount) => ({
        value: String(amount),
        label: amount === 0 ? 'Any jackpot: every draw' : formatWhole({ amount, currency: SITE_CURRENCY }),
      }))}
    />
  );
}
