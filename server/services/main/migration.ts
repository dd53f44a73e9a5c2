/**
 * Account migration (spec 3 §4, §7): POST /migration/migrate starts moving an eligible customer's
 * account to the new platform and answers 202; the PWA posts again as a status check, 202 while the
 * move runs, 200 once it is done (at the MIGRATION_CHECKS-th check). A migrated account answers 200
 * at once; one with nothing to move, 409. The demo account `migratefail@` is refused by the old
 * system at the end: a 422, and the account is as it was, so the customer can try again.
 */
import { Hono } from 'hono';
import { migrationRoutes as routes, type CustomerOverview } from '@contract/schemas/accounts';
import type { AppEnv } from '../../http/app-env';

import { handle, reply } from '../../http/route';
import { Refused } from '../../refusal';

/** The status check that finds the migration done. */
export const MIGRATION_CHECKS = 2;

export const MIGRATION_MESSAGES = {
  notEligible: 'There is nothing to migrate on this account.',
  failed:
    'We could not move your account this time, and nothing has changed. Try again, or contact us if it keeps happening.',
} as const;

type Status = CustomerOverview['migrationStatus'];
const answer = (status: Status) => ({ migrationStatus: status });

export function migrationRoutes(): Hono<AppEnv> {
  const migration = new Hono<AppEnv>();

  handle(migration, routes.migrate, async (c) => {
    const id = c.var.grant.customerId;
    const customers = c.var.data.customers;
    const account = await customers.migration(id);
    if (account.migration_status === 'migrated') return answer('migrated');
    if (account.migration_status === 'ineligible')
      throw Refused.of(409, 'migration_not_eligible', MIGRATION_MESSAGES.notEligible);
    const checks = account.migration_checks === null ? 0 : account.migration_checks + 1;
    if (checks < MIGRATION_CHECKS) {
      await customers.setMigration(id, checks);
      return reply(answer('in_progress'), {}, 202);
    }
    if (account.migration_fails === 1) {
      await customers.setMigration(id, null);
      throw Refused.of(422, 'migration_failed', MIGRATION_MESSAGES.failed);
    }
    await customers.setMigration(id, null, 'migrated');
    return answer('migrated');
  });

  return migration;
}
