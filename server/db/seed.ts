/**
 * Demo data, written on first start and skipped for rows that exist, so restarting never
 * duplicates or overwrites. The demo customers and their credentials are listed in the README.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { seedContent } from '../services/cms/seed-content';
import type { Db } from './database';

export const DEMO_PASSWORD = 'LuckyDip!2026';
/** Base32, 160 bits: what an authenticator app would be given as the shared secret. */
export const DEMO_TOTP_SECRET = 'LUCKYDIPDEMOAUTHENTICATORSECRET7';

interface DemoCustomer {
  email: string;
  firstname: string;
  lastname: string;
  state: string;
  balanceCents: number;
  isVerified: boolean;
  twoFactorMethod?: 'authenticator' | 'email';
  migrationStatus?: string;
  forcePasswordChange?: boolean;
  /** Asked to confirm the address on file, then the email (the confirm banner of spec 1 §2). */
  confirmationsDue?: boolean;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: 'demo@luckydip.test',
    firstname: 'Dana',
    lastname: 'Demo',
    state: 'NSW',
    balanceCents: 5000,
    isVerified: true,
  },
  {
    email: 'authenticator@luckydip.test',
    firstname: 'Avery',
    lastname: 'Authenticator',
    state: 'VIC',
    balanceCents: 2000,
    isVerified: true,
    twoFactorMethod: 'authenticator',
  },
  {
    email: 'email2fa@luckydip.test',
    firstname: 'Emery',
    lastname: 'Mailer',
    state: 'QLD',
    balanceCents: 2000,
    isVerified: true,
    twoFactorMethod: 'email',
  },
  {
    email: 'migrate@luckydip.test',
    firstname: 'Morgan',
    lastname: 'Migrate',
    state: 'WA',
    balanceCents: 1000,
    isVerified: true,
    migrationStatus: 'eligible_soft',
  },
  {
    email: 'reset@luckydip.test',
    firstname: 'Riley',
    lastname: 'Reset',
    state: 'SA',
    balanceCents: 0,
    isVerified: false,
    forcePasswordChange: true,
  },
  {
    email: 'confirm@luckydip.test',
    firstname: 'Casey',
    lastname: 'Confirm',
    state: 'TAS',
    balanceCents: 1500,
    isVerified: true,
    confirmationsDue: true,
  },
];

const CAPITALS: Record<string, { suburb: string; postcode: string }> = {
  NSW: { suburb: 'Sydney', postcode: '2000' },
  VIC: { suburb: 'Melbourne', postcode: '3000' },
  QLD: { suburb: 'Brisbane', postcode: '4000' },
  WA: { suburb: 'Perth', postcode: '6000' },
  SA: { suburb: 'Adelaide', postcode: '5000' },
  TAS: { suburb: 'Hobart', postcode: '7000' },
};

export async function seed(db: Db): Promise<void> {
  seedContent(db);
  const exists = db.prepare('SELECT 1 FROM customers WHERE email = ?').pluck();
  const insert = db.prepare(`
    INSERT OR IGNORE INTO customers (customer_token, email, password_hash, firstname, lastname, state,
      balance_cents, is_verified, two_factor_method, totp_secret, migration_status, force_password_change,
      date_of_birth, phone, address, suburb, postcode, address_confirmation_required,
      email_confirmation_required, terms_accepted_at)
    VALUES (@token, @email, @hash, @firstname, @lastname, @state, @balance, @verified, @method, @secret,
      @migration, @forceChange, '1988-03-14', '0412 345 678', '1 Demo Street', @suburb, @postcode,
      @confirm, @confirm, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
  const missing = DEMO_CUSTOMERS.filter((customer) => !exists.get(customer.email));
  if (missing.length === 0) return;
  // Every demo customer shares the published demo password, so one (salted) hash serves them all.
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const customer of missing) {
    insert.run({
      token: randomBytes(16).toString('hex'),
      email: customer.email,
      hash,
      firstname: customer.firstname,
      lastname: customer.lastname,
      state: customer.state,
      balance: customer.balanceCents,
      verified: customer.isVerified ? 1 : 0,
      method: customer.twoFactorMethod ?? null,
      secret: customer.twoFactorMethod === 'authenticator' ? DEMO_TOTP_SECRET : null,
      migration: customer.migrationStatus ?? 'ineligible',
      forceChange: customer.forcePasswordChange ? 1 : 0,
      suburb: CAPITALS[customer.state]?.suburb ?? 'Sydney',
      postcode: CAPITALS[customer.state]?.postcode ?? '2000',
      confirm: customer.confirmationsDue ? 1 : 0,
    });
  }
}
