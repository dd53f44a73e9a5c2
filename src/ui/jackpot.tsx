/** A draw's jackpot line with its footnote marker (spec 1 §9); the page shows the footnote once. */
import { JACKPOT_FOOTNOTE, JACKPOT_FOOTNOTE_MARKER, jackpotText, type PrizePool } from '@/lib/jackpot';

export function Jackpot({ draw, className }: { draw: PrizePool; className?: string }) {
  return (
    <span className={className}>
      {jackpotText(draw)}
      <sup aria-hidden="true">{JACKPOT_FOOTNOTE_MARKER}</sup>
    </span>
  );
}

export function JackpotFootnote() {
  return (
    <p style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
      {JACKPOT_FOOTNOTE_MARKER} {JACKPOT_FOOTNOTE}
    </p>
  );
}
