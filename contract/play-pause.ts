/**
 * What stops a customer's play (contract/account-break.ts): a break, or a self-exclusion, in the
 * words of every refusal while one runs and of the page that tells them. Apart from the choices of
 * periods, so that the pages a customer reads offline carry only these words.
 */

/** Why a customer cannot play now, `until` as they read it: a break, or a self-exclusion (null: for good). */
export type PlayPause = { kind: 'break'; until: string } | { kind: 'exclusion'; until: string | null };

export function pauseMessage(pause: PlayPause): string {
  if (pause.kind === 'break')
    return `You are taking a break until ${pause.until}. Buying tickets and depositing are switched off until then.`;
  return pause.until === null
    ? 'You have excluded yourself from play permanently. Buying tickets and depositing are switched off.'
    : `You have excluded yourself from play until ${pause.until}. Buying tickets and depositing are switched off until then.`;
}
