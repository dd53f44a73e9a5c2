/**
 * The customer's break or self-exclusion (contract/account-break.ts) as the pages that tell them
 * read it: its end in Sydney's time, "Friday 27 November 2026, 9:41 pm AEDT".
 */
import type { PlayPause } from '@contract/play-pause';
import type { CustomerOverview } from '@contract/schemas/accounts';
import { drawTime, longDrawDate } from '@/lib/draw-labels';

export const pauseEndText = (iso: string) => `${longDrawDate(iso)}, ${drawTime(iso)}`;

/** The pause stopping the customer's play (the self-exclusion, where a break runs inside it); null: none. */
export function customerPause(customer: CustomerOverview | undefined): PlayPause | null {
  if (customer?.selfExclusion) {
    const { endsAt } = customer.selfExclusion;
    return { kind: 'exclusion', until: endsAt === null ? null : pauseEndText(endsAt) };
  }
  return customer?.breakEndsAt ? { kind: 'break', until: pauseEndText(customer.breakEndsAt) } : null;
}
