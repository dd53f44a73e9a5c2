/**
 * Lotto party (spec 3 §3, §4, §8, §9): groups that play a draw together in sessions, each member
 * buying shares of the group's ticket. The texts are the spec's own.
 */
import { oneLineProblem } from './form-rules';
import { AUTOPLAY_NOTICES } from './recurring-rules';

export const PARTY_GROUPS_PAGE_SIZE = 6;
export const PARTY_PAGE_SIZE = 10;

export const PUBLICITY_STATUSES = ['private', 'promoted', 'public'] as const;
export type PublicityStatus = (typeof PUBLICITY_STATUSES)[number];
export const AUTOSESSION_STATUSES = ['on', 'paused', 'off'] as const;
export type AutosessionStatus = (typeof AUTOSESSION_STATUSES)[number];

/** The group-creation flow's steps, in order. */
export const CREATE_GROUP_STEPS = [
  'name_group',
  'select_draw',
  'set_share_price',
  'select_auto_session',
  'join_session',
] as const;
export type CreateGroupStep = (typeof CREATE_GROUP_STEPS)[number];

export const GROUP_NAME_LENGTH = { min: 3, max: 40 } as const;

export const PARTY_MESSAGES = {
  nameLength: `Your group's name needs ${GROUP_NAME_LENGTH.min} to ${GROUP_NAME_LENGTH.max} characters.`,
  profanity: 'That name is not allowed. Please choose another name for your group.',
  duplicate: 'A group with that name already exists. Please choose another name.',
  drawClosed: 'Sales for that draw have closed. Please choose another draw.',
  groupMissing: 'We could not find that Lotto Party group.',
  sessionMissing: 'We could not find that Lotto Party session.',
  organiserOnly: "Only the group's organiser can do that.",
  lottery: 'Choose one of the lotteries a group can play.',
  sharePrice: 'Choose one of the share prices on offer.',
  shares: (range: { min: number; max: number }) =>
    `Split your ticket into ${range.min} to ${range.max} shares.`,
  tooSmall: 'Your shares together need to buy at least one game. Choose more shares or a higher price.',
  inviteInvalid: 'This invite link is no longer valid. Ask the organiser for a new one.',
  sharesSold:
    'Shares of this group have been bought, so it stays. A group can be deleted until its first share is sold.',
  deleted: 'Your Lotto Party group has been deleted.',
} as const;

/** Spec 3 §8's notifications (title and message). */
export const PARTY_NOTIFICATIONS = {
  createFailed: {
    title: 'Something went wrong',
    message: 'Sorry, looks like we failed to create the group/session. Please try again.',
  },
  editFailed: {
    title: 'Something went wrong',
    message: 'Sorry, looks like we failed to edit the ticket. Please try again.',
  },
  orderNotLoaded:
    'We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase',
  ...AUTOPLAY_NOTICES,
} as const;

/** A group name's problem, or undefined when it may be sent (the server also checks its words). */
export function groupNameProblem(name: string): string | undefined {
  const length = name.trim().length;
  return length < GROUP_NAME_LENGTH.min || length > GROUP_NAME_LENGTH.max
    ? PARTY_MESSAGES.nameLength
    : oneLineProblem(name);
}
