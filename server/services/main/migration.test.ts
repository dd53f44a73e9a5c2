import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as migration from '@contract/endpoints/migration';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';
import { MIGRATION_CHECKS, MIGRATION_MESSAGES } from './migration';

type Answer = { migration_status: string };

async function signedIn(email: string) {
  const t = await apiTestApp();
  const { access_token: token } = (
    await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }))
  ).result;
  const migrate = () => t.call(migration.migrate, {}, { token });
  const status = async () =>
    (await read<Answer>(await t.call(account.customer, {}, { token }))).result.migration_status;
  return { migrate, status };
}

describe('account migration', () => {
  it('answers 202 while the move runs and 200 at the last status check; the account stays migrated', async () => {
    const { migrate, status } = await signedIn('migrate@luckydip.test');
    expect(await status()).toBe('eligible_soft');
    const started = await migrate();
    expect(started.status).toBe(202);
    expect((await read<Answer>(started)).result.migration_status).toBe('in_progress');
    expect(await status()).toBe('in_progress');
    for (let check = 1; check < MIGRATION_CHECKS; check += 1) expect((await migrate()).status).toBe(202);
    const done = await migrate();
    expect(done.status).toBe(200);
    expect((await read<Answer>(done)).result.migration_status).toBe('migrated');
    expect(await status()).toBe('migrated');
    expect((await migrate()).status).toBe(200);
  });

  it('fails at the end for the account the old system refuses, and leaves it as it was to try again', async () => {
    const { migrate, status } = await signedIn('migratefail@luckydip.test');
    for (let call = 0; call < MIGRATION_CHECKS; call += 1) expect((await migrate()).status).toBe(202);
    const failed = await migrate();
    expect(failed.status).toBe(422);
    expect((await read<null>(failed)).messages[0]).toMatchObject({
      code: 'migration_failed',
      message: MIGRATION_MESSAGES.failed,
    });
    expect(await status()).toBe('eligible_hard');
    expect((await migrate()).status).toBe(202);
  });

  it('has nothing to move for an ineligible account, and refuses a visitor', async () => {
    const { migrate } = await signedIn('demo@luckydip.test');
    expect((await migrate()).status).toBe(409);
    const t = await apiTestApp();
    expect((await t.call(migration.migrate, {})).status).toBe(401);
  });
});
