import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { migrate, openDatabase } from './database';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seed } from './seed';

describe('database', () => {
  it('migrates once and seeds idempotently', async () => {
    const db = await openDatabase(':memory:');
    expect(migrate(db)).toBe(0);
    await seed(db);
    const count = db.prepare('SELECT COUNT(*) FROM customers').pluck().get();
    expect(count).toBe(DEMO_CUSTOMERS.length);
  });

  it('seeds the demo customers of the README', async () => {
    const db = await openDatabase(':memory:');
    const row = (email: string) =>
      db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as Record<
        string,
        string | number | null
      >;
    expect(row('demo@luckydip.test').balance_cents).toBe(5000);
    expect(row('demo@luckydip.test').is_verified).toBe(1);
    expect(row('authenticator@luckydip.test').totp_secret).toBe(DEMO_TOTP_SECRET);
    expect(row('email2fa@luckydip.test').two_factor_method).toBe('email');
    expect(row('migrate@luckydip.test').migration_status).toBe('eligible_soft');
    expect(row('reset@luckydip.test').force_password_change).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, String(row('demo@luckydip.test').password_hash))).toBe(true);
    expect(await verifyPassword('wrong', String(row('demo@luckydip.test').password_hash))).toBe(false);
  });
});
