import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PARTY_MESSAGES, type AutosessionStatus, type PublicityStatus } from '@contract/lotto-party';
import type { PartyConfig, PartyGroup, PartySession } from '@contract/schemas/lotto-party';
import { ApiError } from '@/api';
import {
  abandoned,
  createGroupMachine,
  stepOf,
  type PartyNotice,
  type GroupRequest,
  type SessionRequest,
} from './create-group.machine';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const CONFIG: PartyConfig = {
  lotteries: [
    {
      productOfferKey: 'powerball',
      name: 'Powerball',
      gameOfferKey: 'powerball-standard',
      gamePrice: aud(1.35),
      draws: [{ drawNo: 1582, drawDate: '2026-12-03T08:30:00.000Z' }],
    },
  ],
  shares: { min: 2, max: 50 },
  sharePrices: [aud(5), aud(10)],
};
const GROUP: PartyGroup = {
  id: 7,
  groupName: 'Office Lotto',
  publicityStatus: 'private',
  organiserName: 'Dana',
  isOrganiser: true,
  memberCount: 1,
  inviteToken: 'invite-token-1234',
  createdAt: '2026-11-24T00:00:00.000Z',
};
const SESSION: PartySession = {
  sessionId: 3,
  groupId: 7,
  groupName: 'The Syndicate',
  productOfferKey: 'powerball',
  gameOfferKey: 'powerball-standard',
  syndicateKey: 'party-x',
  lottery: 'Powerball',
  draws: [
    {
      drawId: 40,
      drawNo: 1582,
      drawDate: '2026-12-03T08:30:00.000Z',
      stop: '2026-12-03T07:30:00.000Z',
      isOpen: true,
    },
  ],
  numGames: 37,
  sharesTotal: 10,
  sharesRemaining: 10,
  sharePrice: aud(5),
  autosessionStatus: 'on',
  inviteAllExistingMembers: false,
};

const refused = (status: number, code: string, message: string) =>
  new ApiError({ status, url: '/social/v3/group', message, kind: 'http', messages: [{ code, message }] });

/** A machine whose calls answer as given (an Error is a refusal), with its calls recorded. */
function run(answers: {
  config?: PartyConfig | Error;
  name?: Error[];
  group?: (PartyGroup | Error)[];
  session?: (PartySession | Error)[];
  edit?: PartySession | Error;
  join?: Error;
}) {
  const groups = [...(answers.group ?? [GROUP])];
  const names = [...(answers.name ?? [])];
  const sessions = [...(answers.session ?? [SESSION])];
  const answer = <T>(value: T | Error | undefined, fallback: T) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? fallback);
  const notify = vi.fn();
  const sessionRequests: SessionRequest[] = [];
  const groupRequests: GroupRequest[] = [];
  const joins: number[] = [];
  const actor = createActor(
    createGroupMachine.provide({
      actors: {
        fetchConfig: fromPromise(() => answer(answers.config, CONFIG)),
        checkName: fromPromise(() => answer<{ available: boolean }>(names.shift(), { available: true })),
        createGroup: fromPromise(({ input }: { input: GroupRequest }) => {
          groupRequests.push(input);
          return answer(groups.shift(), GROUP);
        }),
        createSession: fromPromise(({ input }: { input: SessionRequest }) => {
          sessionRequests.push(input);
          return answer(sessions.shift(), SESSION);
        }),
        editSession: fromPromise(({ input }: { input: { sessionId: number; status: AutosessionStatus } }) =>
          answer(answers.edit, { ...SESSION, autosessionStatus: input.status }),
        ),
        joinSession: fromPromise<unknown, { session: PartySession; shares: number }>(({ input }) => {
          joins.push(input.shares);
          return answer(answers.join, null);
        }),
      },
      actions: { notify: (_, notice: PartyNotice) => void notify(notice) },
    }),
  ).start();
  const send = actor.send.bind(actor);
  const at = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (snapshot) => snapshot.matches(state));
  return { actor, send, at, notify, sessionRequests, groupRequests, joins };
}

/** Through the first four steps with good choices, to the session's creation. */
async function toJoin(machine: ReturnType<typeof run>, publicity?: PublicityStatus) {
  await machine.at('name_group');
  machine.send({ type: 'party.name', groupName: 'Office Lotto' });
  if (publicity) machine.send({ type: 'party.publicity', publicity });
  machine.send({ type: 'party.next' });
  await machine.at('select_draw');
  machine.send({ type: 'party.draw', draw: { productOfferKey: 'powerball', drawNo: 1582 } });
  machine.send({ type: 'party.next' });
  machine.send({ type: 'party.shares', sharePrice: 5, numberOfShares: 10 });
  machine.send({ type: 'party.next' });
  machine.send({ type: 'party.autosession', autosession: 'on' });
  machine.send({ type: 'party.next' });
}

describe('the group-creation machine', () => {
  it('makes a group private unless the organiser chose otherwise at the name step', async () => {
    const kept = run({});
    await toJoin(kept);
    await kept.at('join_session');
    const listed = run({});
    await toJoin(listed, 'public');
    await listed.at('join_session');
    expect([...kept.groupRequests, ...listed.groupRequests]).toEqual([
      { groupName: 'Office Lotto', publicityStatus: 'private' },
      { groupName: 'Office Lotto', publicityStatus: 'public' },
    ]);
  });

  it('goes through its five steps in order, creating the group and then the session, and joins', async () => {
    const machine = run({});
    expect(machine.actor.getSnapshot().context.fetch).toBe('started');
    await toJoin(machine);
    await machine.at('join_session');
    const { context } = machine.actor.getSnapshot();
    expect(context).toMatchObject({
      fetch: 'succeeded',
      creation: 'succeeded',
      group: GROUP,
      session: SESSION,
    });
    expect(machine.sessionRequests).toEqual([
      {
        groupId: 7,
        productOfferKey: 'powerball',
        drawNo: 1582,
        sharePrice: 5,
        numberOfShares: 10,
        autosessionStatus: 'on',
      },
    ]);
    machine.send({ type: 'party.join', shares: 2 });
    await machine.at('joined');
    expect(machine.joins).toEqual([2]);
    expect(machine.notify).not.toHaveBeenCalled();
  });

  it('checks each step before Next, and Back goes one step at a time', async () => {
    const machine = run({});
    await machine.at('name_group');
    machine.send({ type: 'party.name', groupName: 'ab' });
    machine.send({ type: 'party.next' });
    expect(machine.actor.getSnapshot().value).toBe('name_group');
    expect(machine.actor.getSnapshot().context.error).toBe(PARTY_MESSAGES.nameLength);
    machine.send({ type: 'party.name', groupName: 'Office Lotto' });
    machine.send({ type: 'party.next' });
    await machine.at('select_draw');
    machine.send({ type: 'party.next' });
    expect(machine.actor.getSnapshot().value).toBe('select_draw');
    machine.send({ type: 'party.draw', draw: { productOfferKey: 'powerball', drawNo: 1582 } });
    machine.send({ type: 'party.next' });
    machine.send({ type: 'party.shares', sharePrice: 7, numberOfShares: 10 });
    machine.send({ type: 'party.next' });
    expect(machine.actor.getSnapshot().value).toBe('set_share_price');
    machine.send({ type: 'party.shares', sharePrice: 5, numberOfShares: 51 });
    machine.send({ type: 'party.next' });
    expect(machine.actor.getSnapshot().value).toBe('set_share_price');
    machine.send({ type: 'party.back' });
    expect(machine.actor.getSnapshot().value).toBe('select_draw');
    machine.send({ type: 'party.back' });
    expect(machine.actor.getSnapshot().value).toBe('name_group');
    // Nothing was created on the way: the name can still change.
    machine.send({ type: 'party.name', groupName: 'Another name' });
    expect(machine.actor.getSnapshot().context).toMatchObject({ groupName: 'Another name', group: null });
    machine.send({ type: 'party.next' });
    await machine.at('select_draw');
    expect(stepOf(machine.actor.getSnapshot().value)).toBe('select_draw');
  });

  it('checks the name on its step, creating nothing, and creates the group only at the end', async () => {
    const machine = run({
      name: [
        refused(422, 'contains_profanity', PARTY_MESSAGES.profanity),
        refused(409, 'duplicate_group_name', PARTY_MESSAGES.duplicate),
      ],
      group: [refused(409, 'duplicate_group_name', PARTY_MESSAGES.duplicate), new Error('offline'), GROUP],
    });
    await machine.at('name_group');
    machine.send({ type: 'party.name', groupName: 'Some name' });
    for (const expected of [PARTY_MESSAGES.profanity, PARTY_MESSAGES.duplicate]) {
      machine.send({ type: 'party.next' });
      await waitFor(machine.actor, (snapshot) => snapshot.context.error === expected);
      expect(machine.actor.getSnapshot().value).toBe('name_group');
      expect(machine.notify).not.toHaveBeenCalled();
    }
    // A name that passes moves on, and nothing exists yet: a flow left here leaves nothing behind.
    machine.send({ type: 'party.next' });
    await machine.at('select_draw');
    expect(abandoned(machine.actor.getSnapshot().context)).toBeNull();
    machine.send({ type: 'party.back' });
    // The same name taken meanwhile (another tab): back to the name, with the server's words.
    await toJoin(machine);
    await waitFor(machine.actor, (snapshot) => snapshot.context.creation === 'failed');
    expect(machine.actor.getSnapshot()).toMatchObject({
      value: 'name_group',
      context: { error: PARTY_MESSAGES.duplicate },
    });
    await toJoin(machine);
    await waitFor(
      machine.actor,
      (snapshot) => snapshot.context.creation === 'failed' && machine.notify.mock.calls.length > 0,
    );
    expect(machine.notify).toHaveBeenCalledWith('createFailed');
    expect(machine.actor.getSnapshot().value).toBe('select_auto_session');
    machine.send({ type: 'party.next' });
    await machine.at('join_session');
    expect(machine.sessionRequests).toHaveLength(1);
  });

  it('leaves a group whose session failed for the modal to delete if the flow ends there', async () => {
    const machine = run({ session: [new Error('boom')] });
    await toJoin(machine);
    await waitFor(
      machine.actor,
      (snapshot) => snapshot.matches('select_auto_session') && snapshot.context.creation === 'failed',
    );
    expect(abandoned(machine.actor.getSnapshot().context)).toBe(GROUP.id);
  });

  it('sends a draw that closed back to the draw step, and another session failure is notified', async () => {
    const machine = run({
      session: [refused(422, 'draw_closed', 'closed'), new Error('boom'), SESSION],
    });
    await toJoin(machine);
    await waitFor(
      machine.actor,
      (snapshot) => snapshot.matches('select_draw') && snapshot.context.creation === 'failed',
    );
    expect(machine.actor.getSnapshot().context).toMatchObject({
      error: PARTY_MESSAGES.drawClosed,
      draw: null,
    });
    machine.send({ type: 'party.draw', draw: { productOfferKey: 'powerball', drawNo: 1583 } });
    machine.send({ type: 'party.next' });
    machine.send({ type: 'party.next' });
    machine.send({ type: 'party.next' });
    await waitFor(
      machine.actor,
      (snapshot) => snapshot.matches('select_auto_session') && snapshot.context.creation === 'failed',
    );
    expect(machine.notify).toHaveBeenCalledWith('createFailed');
    machine.send({ type: 'party.next' });
    await machine.at('join_session');
    expect(machine.sessionRequests.map((request) => request.drawNo)).toEqual([1582, 1583, 1583]);
  });

  it("pauses the session's autoplay through an edit, reads it again, and notifies a failed edit", async () => {
    const ok = run({});
    await toJoin(ok);
    await ok.at('join_session');
    ok.send({ type: 'party.autoplay', status: 'paused' });
    expect(ok.actor.getSnapshot().context.edit).toBe('started');
    await waitFor(ok.actor, (snapshot) => snapshot.context.edit === 'succeeded');
    expect(ok.actor.getSnapshot().context.session?.autosessionStatus).toBe('paused');

    const failing = run({ edit: new Error('boom') });
    await toJoin(failing);
    await failing.at('join_session');
    failing.send({ type: 'party.autoplay', status: 'paused' });
    await waitFor(failing.actor, (snapshot) => snapshot.context.edit === 'failed');
    expect(failing.notify).toHaveBeenCalledWith('editFailed');
    expect(failing.actor.getSnapshot().context.session?.autosessionStatus).toBe('on');
  });

  it('offers a retry when the configuration cannot be fetched, and a failed join stays to try again', async () => {
    const machine = run({ config: new Error('offline') });
    await machine.at('fetchFailed');
    expect(machine.actor.getSnapshot().context.fetch).toBe('failed');
    expect(machine.actor.getSnapshot().can({ type: 'party.retry' })).toBe(true);
    machine.send({ type: 'party.retry' });
    expect(machine.actor.getSnapshot().context.fetch).toBe('started');

    const joining = run({
      join: refused(422, 'insufficient_funds', 'Your wallet is $5.00 short of this order.'),
    });
    await toJoin(joining);
    await joining.at('join_session');
    joining.send({ type: 'party.join', shares: 3 });
    await waitFor(joining.actor, (snapshot) => snapshot.context.error !== null);
    expect(joining.actor.getSnapshot().context.error).toBe('Your wallet is $5.00 short of this order.');
    expect(joining.actor.getSnapshot().matches({ join_session: 'choosing' })).toBe(true);
  });
});
