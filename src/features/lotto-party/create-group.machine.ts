/**
 * Starting a lotto party, one state in one place (spec 3 §4, §5, §8; DESIGN.md, the fifth machine):
 *
 * fetching (the lotteries, share counts and prices a group can choose) -> name_group (the name's
 * rules, then checkingName: the server's words and the organiser's own names; nothing is created)
 * -> select_draw -> set_share_price -> select_auto_session (leaving it
 * creates the group, then its session: a group exists once its creator has finished the steps;
 * a name unfit or already one of theirs goes back to name_group with its message, a draw that
 * closed meanwhile back to select_draw) -> join_session (the organiser buys their shares;
 * autoplay can be paused or turned on again, and the session is read again after each edit) ->
 * joined. Back moves one step at a time until the session exists; each step's choices are checked
 * before Next. A group created whose session was not (the flow left before) is the modal's to
 * delete (`abandoned`).
 *
 * Creation, fetch and edit each record started / succeeded / failed. Failures other than those
 * the steps handle are the spec's notifications (`notify`, provided by the modal).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  PARTY_MESSAGES,
  groupNameProblem,
  type AutosessionStatus,
  type CreateGroupStep,
  type PARTY_NOTIFICATIONS,
  type PublicityStatus,
} from '@contract/lotto-party';
import type { PartyConfig, PartyGroup, PartySession } from '@contract/schemas/lotto-party';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';

export type RequestStatus = 'idle' | 'started' | 'succeeded' | 'failed';

export interface SessionChoice {
  productOfferKey: string;
  drawNo: number;
}

export interface CreateGroupContext {
  config: PartyConfig | null;
  groupName: string;
  /** Who can find the group: only those invited (private), or anyone on the discover list. */
  publicity: PublicityStatus;
  group: PartyGroup | null;
  draw: SessionChoice | null;
  sharePrice: number | null;
  numberOfShares: number | null;
  autosession: 'on' | 'off';
  session: PartySession | null;
  /** The current step's problem, shown on its field. */
  error: string | null;
  creation: RequestStatus;
  fetch: RequestStatus;
  edit: RequestStatus;
}

export type CreateGroupEvent =
  | { type: 'party.name'; groupName: string }
  | { type: 'party.publicity'; publicity: PublicityStatus }
  | { type: 'party.draw'; draw: SessionChoice }
  | { type: 'party.shares'; sharePrice: number; numberOfShares: number }
  | { type: 'party.autosession'; autosession: 'on' | 'off' }
  | { type: 'party.next' }
  | { type: 'party.back' }
  | { type: 'party.join'; shares: number }
  | { type: 'party.autoplay'; status: Exclude<AutosessionStatus, 'off'> }
  | { type: 'party.retry' };

export interface GroupRequest {
  groupName: string;
  publicityStatus: PublicityStatus;
}

export interface SessionRequest extends SessionChoice {
  groupId: number;
  sharePrice: number;
  numberOfShares: number;
  autosessionStatus: 'on' | 'off';
}

/** What each spec 3 §8 notification says. */
export type PartyNotice = keyof typeof PARTY_NOTIFICATIONS;

const INITIAL: CreateGroupContext = {
  config: null,
  groupName: '',
  publicity: 'private',
  group: null,
  draw: null,
  sharePrice: null,
  numberOfShares: null,
  autosession: 'off',
  session: null,
  error: null,
  creation: 'idle',
  fetch: 'idle',
  edit: 'idle',
};

const serverMessage = (error: unknown) =>
  error instanceof ApiError ? (error.messages[0]?.message ?? error.message) : GENERIC_ERROR_MESSAGE;
const isCode = (error: unknown, code: string) =>
  error instanceof ApiError && error.messages.some((message) => message.code === code);

/** Spec 3 §5: which failure a creation call's error is. */
export const failures = {
  badName: (error: unknown) => isCode(error, 'contains_profanity'),
  duplicateName: (error: unknown) => error instanceof ApiError && error.status === 409,
  drawClosed: (error: unknown) => error instanceof ApiError && error.status === 422,
};

const errorOf = (event: unknown) =>
  typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined;

export const createGroupMachine = setup({
  types: {
    context: {} as CreateGroupContext,
    events: {} as CreateGroupEvent,
  },
  actors: {
    fetchConfig: fromPromise<PartyConfig>(() => Promise.reject(new Error('fetchConfig not provided'))),
    checkName: fromPromise<{ available: boolean }, { groupName: string }>(() =>
      Promise.reject(new Error('checkName not provided')),
    ),
    createGroup: fromPromise<PartyGroup, GroupRequest>(() =>
      Promise.reject(new Error('createGroup not provided')),
    ),
    createSession: fromPromise<PartySession, SessionRequest>(() =>
      Promise.reject(new Error('createSession not provided')),
    ),
    editSession: fromPromise<PartySession, { sessionId: number; status: AutosessionStatus }>(() =>
      Promise.reject(new Error('editSession not provided')),
    ),
    joinSession: fromPromise<unknown, { session: PartySession; shares: number }>(() =>
      Promise.reject(new Error('joinSession not provided')),
    ),
  },
  actions: {
    notify: (_, _notice: PartyNotice) => undefined,
    setName: assign({
      groupName: ({ event }) => {
        assertEvent(event, 'party.name');
        return event.groupName;
      },
      error: null,
    }),
    setPublicity: assign({
      publicity: ({ event }) => {
        assertEvent(event, 'party.publicity');
        return event.publicity;
      },
    }),
    setDraw: assign({
      draw: ({ event }) => {
        assertEvent(event, 'party.draw');
        return event.draw;
      },
      error: null,
    }),
    setShares: assign(({ event }) => {
      assertEvent(event, 'party.shares');
      return { sharePrice: event.sharePrice, numberOfShares: event.numberOfShares, error: null };
    }),
    setAutosession: assign({
      autosession: ({ event }) => {
        assertEvent(event, 'party.autosession');
        return event.autosession;
      },
    }),
    fetchStarted: assign({ fetch: 'started' }),
    fetchSucceeded: assign({
      fetch: 'succeeded',
      config: ({ event }) => ('output' in event ? (event.output as PartyConfig) : null),
    }),
    fetchFailed: assign({ fetch: 'failed' }),
    creationStarted: assign({ creation: 'started', error: null }),
    groupCreated: assign({
      creation: 'succeeded',
      group: ({ event }) => ('output' in event ? (event.output as PartyGroup) : null),
    }),
    sessionCreated: assign({
      creation: 'succeeded',
      session: ({ event }) => ('output' in event ? (event.output as PartySession) : null),
    }),
    creationFailed: assign({ creation: 'failed' }),
    editStarted: assign({ edit: 'started' }),
    edited: assign({
      edit: 'succeeded',
      session: ({ context, event }) => ('output' in event ? (event.output as PartySession) : context.session),
    }),
    editFailed: assign({ edit: 'failed' }),
    /** The server's own words on the step's field (a bad or taken name, a closed draw). */
    showRefusal: assign({ error: ({ event }) => serverMessage(errorOf(event)) }),
    drawClosed: assign({ error: PARTY_MESSAGES.drawClosed, draw: null }),
    invalidName: assign({ error: ({ context }) => groupNameProblem(context.groupName) ?? null }),
    needsDraw: assign({ error: 'Choose a draw for your group to play.' }),
    needsShares: assign({ error: 'Choose a share price and how many shares to split the ticket into.' }),
    joinFailed: assign({ error: ({ event }) => serverMessage(errorOf(event)) }),
  },
  guards: {
    nameValid: ({ context }) => groupNameProblem(context.groupName) === undefined,
    groupExists: ({ context }) => context.group !== null,
    drawChosen: ({ context }) => context.draw !== null,
    sharesChosen: ({ context }) => {
      const { config, sharePrice, numberOfShares } = context;
      if (!config || sharePrice === null || numberOfShares === null) return false;
      return (
        config.sharePrices.some((price) => price.amount === sharePrice) &&
        Number.isInteger(numberOfShares) &&
        numberOfShares >= config.shares.min &&
        numberOfShares <= config.shares.max
      );
    },
    badName: ({ event }) => failures.badName(errorOf(event)),
    duplicateName: ({ event }) => failures.duplicateName(errorOf(event)),
    drawClosed: ({ event }) => failures.drawClosed(errorOf(event)),
  },
}).createMachine({
  id: 'createGroup',
  context: INITIAL,
  initial: 'fetching',
  states: {
    fetching: {
      entry: 'fetchStarted',
      invoke: {
        src: 'fetchConfig',
        onDone: { target: 'name_group', actions: 'fetchSucceeded' },
        onError: { target: 'fetchFailed', actions: 'fetchFailed' },
      },
    },
    fetchFailed: {
      on: { 'party.retry': 'fetching' },
    },
    name_group: {
      on: {
        'party.name': { guard: ({ context }) => context.group === null, actions: 'setName' },
        'party.publicity': { guard: ({ context }) => context.group === null, actions: 'setPublicity' },
        'party.next': [
          { guard: 'groupExists', target: 'select_draw' },
          { guard: 'nameValid', target: 'checkingName' },
          { actions: 'invalidName' },
        ],
      },
    },
    checkingName: {
      invoke: {
        src: 'checkName',
        input: ({ context }) => ({ groupName: context.groupName.trim() }),
        onDone: 'select_draw',
        onError: [
          { guard: 'badName', target: 'name_group', actions: 'showRefusal' },
          { guard: 'duplicateName', target: 'name_group', actions: 'showRefusal' },
          { target: 'name_group', actions: { type: 'notify', params: 'createFailed' } },
        ],
      },
    },
    creatingGroup: {
      entry: 'creationStarted',
      invoke: {
        src: 'createGroup',
        input: ({ context }) => ({ groupName: context.groupName.trim(), publicityStatus: context.publicity }),
        onDone: { target: 'creatingSession', actions: 'groupCreated' },
        onError: [
          { guard: 'badName', target: 'name_group', actions: ['creationFailed', 'showRefusal'] },
          { guard: 'duplicateName', target: 'name_group', actions: ['creationFailed', 'showRefusal'] },
          {
            target: 'select_auto_session',
            actions: ['creationFailed', { type: 'notify', params: 'createFailed' }],
          },
        ],
      },
    },
    select_draw: {
      on: {
        'party.draw': { actions: 'setDraw' },
        'party.back': 'name_group',
        'party.next': [{ guard: 'drawChosen', target: 'set_share_price' }, { actions: 'needsDraw' }],
      },
    },
    set_share_price: {
      on: {
        'party.shares': { actions: 'setShares' },
        'party.back': 'select_draw',
        'party.next': [{ guard: 'sharesChosen', target: 'select_auto_session' }, { actions: 'needsShares' }],
      },
    },
    select_auto_session: {
      on: {
        'party.autosession': { actions: 'setAutosession' },
        'party.back': 'set_share_price',
        'party.next': [{ guard: 'groupExists', target: 'creatingSession' }, { target: 'creatingGroup' }],
      },
    },
    creatingSession: {
      entry: 'creationStarted',
      invoke: {
        src: 'createSession',
        input: ({ context }) => ({
          groupId: context.group?.id ?? 0,
          productOfferKey: context.draw?.productOfferKey ?? '',
          drawNo: context.draw?.drawNo ?? 0,
          sharePrice: context.sharePrice ?? 0,
          numberOfShares: context.numberOfShares ?? 0,
          autosessionStatus: context.autosession,
        }),
        onDone: { target: 'join_session', actions: 'sessionCreated' },
        onError: [
          { guard: 'drawClosed', target: 'select_draw', actions: ['creationFailed', 'drawClosed'] },
          {
            target: 'select_auto_session',
            actions: ['creationFailed', { type: 'notify', params: 'createFailed' }],
          },
        ],
      },
    },
    join_session: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'party.join': 'joining',
            'party.autoplay': 'editing',
          },
        },
        joining: {
          invoke: {
            src: 'joinSession',
            input: ({ context, event }) => {
              assertEvent(event, 'party.join');
              return { session: context.session as PartySession, shares: event.shares };
            },
            onDone: '#createGroup.joined',
            onError: { target: 'choosing', actions: 'joinFailed' },
          },
        },
        editing: {
          entry: 'editStarted',
          invoke: {
            src: 'editSession',
            input: ({ context, event }) => {
              assertEvent(event, 'party.autoplay');
              return { sessionId: context.session?.sessionId ?? 0, status: event.status };
            },
            onDone: { target: 'choosing', actions: 'edited' },
            onError: {
              target: 'choosing',
              actions: ['editFailed', { type: 'notify', params: 'editFailed' }],
            },
          },
        },
      },
    },
    joined: { type: 'final' },
  },
});

/** The step a state stands for, for the modal's stepper (a call in flight shows its step). */
export function stepOf(value: unknown): CreateGroupStep | null {
  const state = typeof value === 'string' ? value : Object.keys(value as object)[0];
  switch (state) {
    case 'name_group':
    case 'checkingName':
      return 'name_group';
    case 'creatingGroup':
    case 'creatingSession':
      return 'select_auto_session';
    case 'select_draw':
    case 'set_share_price':
    case 'select_auto_session':
    case 'join_session':
      return state;
    default:
      return null;
  }
}

/** A group the flow created whose session it did not: left behind, it is deleted (it sold nothing). */
export const abandoned = (context: CreateGroupContext): number | null =>
  context.group !== null && context.session === null ? context.group.id : null;
