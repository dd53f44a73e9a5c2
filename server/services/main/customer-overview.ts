/** The customer overview of spec 1 §3, as GET /customer and every sign-in answer return it. */
import type { CustomerOverview } from '@contract/schemas/accounts';
import type { LoginResult } from '@contract/schemas/auth';
import type { Money } from '@contract/schemas/fields';
import { VERIFIED_BEFORE_WITHDRAWAL } from '@contract/verification';
import type { DataLayer } from '../../db';
import { SELF_EXCLUDED, type OverviewRow } from '../../db/customers';
import type { StoredLimit } from '../../db/limits';
import type { StoredMethod } from '../../db/verification';

import { experimentGroups } from '../../domain/experiments';
import { methodStatuses } from '../customer-verify/methods';
import { Refused } from '../../refusal';

const isoOf = (unix: number) => new Date(unix * 1000).toISOString();
const money = (cents: number, currency: string): Money => ({ amount: cents / 100, currency });

/** The overview from the customer's row and the limits in force on them. */
export function toOverview(
  row: OverviewRow,
  limits: StoredLimit[],
  methods: StoredMethod[],
): CustomerOverview {
  const precommitment = limits.find((limit) => limit.kind === 'precommitment');
  return {
    customerId: String(row.id),
    customerToken: row.customer_token,
    segmentName: row.pause === null ? row.segment_name : SELF_EXCLUDED,
    breakEndsAt: row.break_ends_at === null ? null : isoOf(row.break_ends_at),
    selfExclusion: row.exclusion && {
      endsAt: row.exclusion.endsAt === null ? null : isoOf(row.exclusion.endsAt),
    },
    pricingId: row.pricing_id,
    brandingRegion: row.branding_region,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    state: row.state,
    balance: money(row.balance_cents, row.currency),
    availableFunds: money(row.balance_cents, row.currency),
    isVerified: row.is_verified === 1,
    verification: { methods: methodStatuses(row.is_verified === 1, methods) },
    verificationRules: { requiredBeforeWithdrawal: VERIFIED_BEFORE_WITHDRAWAL },
    preCommitment: precommitment ? money(precommitment.limitCents, row.currency) : null,
    spendLimits: limits
      .filter((limit) => limit.kind === 'spend')
      .map((limit) => ({ period: limit.period, limit: money(limit.limitCents, row.currency) })),
    spendLimitRequired: false,
    forcePasswordChange: row.force_password_change === 1,
    accountUpgrade: row.account_upgrade === 1,
    canEdit: row.can_edit === 1,
    // A running migration is in progress whatever the account was eligible for.
    migrationStatus: row.migration_checks === null ? row.migration_status : 'in_progress',
    countryBanned: row.country_banned === 1,
    countryBannedConfirmationRequired: row.country_banned_confirmation_required === 1,
    addressConfirmationRequired: row.address_confirmation_required === 1,
    emailAddressConfirmationRequired: row.email_confirmation_required === 1,
    favouriteNumbers: JSON.parse(row.favourite_numbers) as number[],
    experimentGroups: experimentGroups(row.id),
    atv: {
      atvCommercial: money(0, row.currency),
      atvCharity: money(0, row.currency),
      atvSocialSyndicate: money(0, row.currency),
      atvSyndicate: money(0, row.currency),
    },
  };
}

export async function customerOverview(data: DataLayer, customerId: number): Promise<CustomerOverview> {
  const row = await data.customers.overview(customerId);
  if (!row) throw Refused.of(404, 'not_found', 'There is no such customer.');
  return toOverview(row, await data.limits.current(customerId), await data.verification.methods(customerId));
}

/** What a successful sign-in or sign-up answers: a fresh token pair and the customer. */
export async function loginResult(
  data: DataLayer,
  customerId: number,
  accessTtlSeconds: number,
  extra: Pick<LoginResult, 'rememberDeviceToken'> = {},
): Promise<LoginResult> {
  return {
    ...(await data.sessions.issueTokens(customerId, accessTtlSeconds)),
    ...extra,
    customer: await customerOverview(data, customerId),
  };
}
