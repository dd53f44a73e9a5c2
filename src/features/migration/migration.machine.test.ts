import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refusal } from '@/testing/factories';
import {
  MIGRATION_MAX_CHECKS,
  MIGRATION_POLL_MS,
  MIGRATION_TIMED_OUT,
  migrationMachine,
  type MigrationAnswer,
} from './migration.machine';

const refused = refusal(
  '/migration/migrate',
  'migration_failed',
  'We could not move your account this time.',
);

/** A machine whose calls answer in turn (the migrate call first, then each check), counting them. */
function run(answers: (MigrationAnswer | Error)[]) {
  let calls = 0;
  const remember = vi.fn();
  const migrated = vi.fn();
  const actor = createActor(
    migrationMachine.provide({
      actors: {
        migrate: fromPromise<MigrationAnswer>(() => {
          const answer = answers[calls++] ?? 202;
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        }),
      },
      actions: { remember, migrated },
    }),
  ).start();
  const confirm = () => {
    actor.send({ type: 'migration.terms', accepted: true });
    actor.send({ type: 'migration.confirm' });
  };
  return { actor, confirm, calls: () => calls, remember, migrated };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const poll = () => vi.advanceTimersByTimeAsync(MIGRATION_POLL_MS);

describe('the migration machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the terms box before it migrates', async () => {
    const { actor, calls, remember } = run([200]);
    actor.send({ type: 'migration.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('prompt');
    expect(calls()).toBe(0);
    actor.send({ type: 'migration.terms', accepted: true });
    actor.send({ type: 'migration.terms', accepted: false });
    actor.send({ type: 'migration.confirm' });
    expect(actor.getSnapshot().value).toBe('prompt');
    expect(remember).not.toHaveBeenCalled();
  });

  it('checks 3 s after the migrate call and every 3 s, and succeeds on the 3rd check', async () => {
    const { actor, confirm, calls, remember, migrated } = run([202, 202, 202, 200]);
    confirm();
    expect(remember).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(MIGRATION_POLL_MS - 1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    await poll();
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    await poll();
    expect(calls()).toBe(4);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.checks).toBe(3);
    expect(migrated).toHaveBeenCalledTimes(1);
  });

  it(`fails on the ${MIGRATION_MAX_CHECKS}th check that is still 202, and checks no more`, async () => {
    const { actor, confirm, calls } = run([]);
    confirm();
    await settle();
    for (let check = 1; check <= MIGRATION_MAX_CHECKS; check += 1) await poll();
    expect(calls()).toBe(1 + MIGRATION_MAX_CHECKS);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe(MIGRATION_TIMED_OUT);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(1 + MIGRATION_MAX_CHECKS);
  });

  it("fails when a call fails, with the server's words, and retry starts again", async () => {
    const { actor, confirm, calls, migrated } = run([202, refused, 202, 200]);
    confirm();
    await settle();
    await poll();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('We could not move your account this time.');
    actor.send({ type: 'migration.retry' });
    expect(actor.getSnapshot().context).toMatchObject({ checks: 0, error: null });
    await settle();
    await poll();
    expect(calls()).toBe(4);
    expect(actor.getSnapshot().value).toBe('success');
    expect(migrated).toHaveBeenCalledTimes(1);
  });

  it('closing from anywhere remembers the answer and resets to the prompt, and stops polling', async () => {
    const { actor, confirm, calls, remember } = run([]);
    confirm();
    await settle();
    actor.send({ type: 'migration.close' });
    expect(actor.getSnapshot().value).toBe('prompt');
    expect(actor.getSnapshot().context).toEqual({ termsAccepted: false, checks: 0, error: null });
    expect(remember).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(1);
  });
});
