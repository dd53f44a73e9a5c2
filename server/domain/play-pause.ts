/**
 * A break or a self-exclusion as the customer reads it (contract/account-break.ts): the refusal
 * every spending call answers while one runs, with its end in Sydney's time.
 */
import { pauseMessage, type PlayPause } from '@contract/play-pause';
import type { StoredPause } from '../db/customers';
import type { Refusal } from '../db/purchases';
import { sydneyDateTime } from './sydney-time';

export const pauseText = (pause: StoredPause): PlayPause =>
  pause.kind === 'break'
    ? { kind: 'break', until: sydneyDateTime(pause.endsAt) }
    : { kind: 'exclusion', until: pause.endsAt === null ? null : sydneyDateTime(pause.endsAt) };

export const pauseRefusal = (pause: StoredPause): Refusal => ({
  code: pause.kind === 'break' ? 'on_break' : 'self_excluded',
  message: pauseMessage(pauseText(pause)),
});
