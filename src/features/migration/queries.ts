/**
 * The migration's one call (spec 3 §7): POST /migration/migrate starts the move and, posted again,
 * says how it is going: 202 while it runs, 200 once it is done. When the dialog opens by itself
 * (spec 3 §4), and the cookie that remembers it was answered.
 */
import type { CustomerOverview } from '@contract/schemas/accounts';
import * as migrationEndpoints from '@contract/endpoints/migration';
import { callEnvelope } from '@/api/call';
import { essentialJar, readCookie } from '@/lib/cookies';
import type { MigrationAnswer } from './migration.machine';

export const DISMISSAL_COOKIE = 'migrate_account_modal_dismissal';
export const DISMISSAL_DAYS = 7;

export async function migrate(): Promise<MigrationAnswer> {
  // A server failure is the dialog's failure view, not the error page; its words are shown there.
  const { status } = await callEnvelope(migrationEndpoints.migrate, {
    ownsServerErrors: true,
    quiet: true,
  });
  return status === 202 ? 202 : 200;
}

export const rememberAnswer = () => essentialJar.set(DISMISSAL_COOKIE, '1', DISMISSAL_DAYS);

/**
 * Spec 3 §4: only for a signed-in customer (the caller) with the customer-migration capability,
 * eligible, who has not answered in the last 7 days. The caller keeps it from opening twice.
 */
export function opensByItself(
  customer: Pick<CustomerOverview, 'migrationStatus'>,
  canMigrate: boolean,
  answered = readCookie(DISMISSAL_COOKIE) !== undefined,
): boolean {
  return (
    canMigrate &&
    !answered &&
    (customer.migrationStatus === 'eligible_soft' || customer.migrationStatus === 'eligible_hard')
  );
}
