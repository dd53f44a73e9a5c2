/** The customer overview of spec 1 §3, as GET /customer and the login result return it. */
import { issueTokens } from '../../auth/tokens';
import type { Db } from '../../db/database';

interface CustomerRow {
  id: number;
  customer_token: string;
  email: string;
  firstname: string;
  lastname: string;
  state: string;
  segment_name: string;
  pricing_id: string;
  branding_region: string;
  balance_cents: number;
  currency: string;
  is_verified: number;
  migration_status: string;
  force_password_change: number;
  favourite_numbers: string;
  address_confirmation_required: number;
  email_confirmation_required: number;
  country_banned: number;
  country_banned_confirmation_required: number;
}

const money = (cents: number, currency: string) => ({ amount: cents / 100, currency });

export function customerOverview(db: Db, customerId: number) {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(customerId) as CustomerRow | undefined;
  if (!row) return undefined;
  return {
    customer_id: String(row.id),
    customer_token: row.customer_token,
    segment_name: row.segment_name,
    pricing_id: row.pricing_id,
    branding_region: row.branding_region,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    state: row.state,
    balance: money(row.balance_cents, row.currency),
    available_funds: money(row.balance_cents, row.currency),
    is_verified: row.is_verified === 1,
    verification: {
      methods: row.is_verified
        ? []
        : [
            { type: 'auto_verification', status: 'not_attempted' },
            { type: 'drivers_licence', status: 'not_attempted' },
            { type: 'photo_id_upload', status: 'not_attempted' },
          ],
    },
    verification_rules: { required_before_withdrawal: true },
    pre_commitment: null,
    spend_limits: [],
    spend_limit_required: false,
    force_password_change: row.force_password_change === 1,
    account_upgrade: false,
    migration_status: row.migration_status,
    country_banned: row.country_banned === 1,
    country_banned_confirmation_required: row.country_banned_confirmation_required === 1,
    address_confirmation_required: row.address_confirmation_required === 1,
    email_address_confirmation_required: row.email_confirmation_required === 1,
    favourite_numbers: JSON.parse(row.favourite_numbers) as number[],
    experiment_groups: { 'boost-buy-tickets': 'control' },
    atv: {
      atv_commercial: money(0, row.currency),
      atv_charity: money(0, row.currency),
      atv_social_syndicate: money(0, row.currency),
      atv_syndicate: money(0, row.currency),
    },
  };
}

/** What a successful sign-in or sign-up answers: a fresh token pair and the customer. */
export function loginResult(
  db: Db,
  customerId: number,
  accessTtlSeconds: number,
  nowMs: number,
  extra: Record<string, string> = {},
) {
  return {
    ...issueTokens(db, customerId, accessTtlSeconds, nowMs),
    ...extra,
    customer: customerOverview(db, customerId),
  };
}
