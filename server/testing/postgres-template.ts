/**
 * Vitest's global setup on PostgreSQL (scripts/with-postgres.mjs): the template every server test's
 * database is copied from is migrated before any test starts, so no test's time limit counts it
 * (a first test on a loaded two-core box ran out of its 15 s making it).
 */
import { makeTemplate } from './test-database';

export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (serverUrl) await makeTemplate(serverUrl);
}
