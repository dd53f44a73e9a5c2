/**
 * The signed-in customer's own record (spec 1 §3, §7): the customer overview, customer details,
 * two-factor settings, password changes, closure and favourite numbers.
 */
import { z } from 'zod';
import { BREAK_MESSAGES, BREAK_PERIODS, EXCLUSION_MESSAGES, EXCLUSION_PERIODS } from '../account-break';
import * as accountEndpoints from '../endpoints/account';
import * as migrationEndpoints from '../endpoints/migration';
import { CODE_REQUIRED } from '../messages';
import {
  dateOfBirth,
  email,
  favouriteNumbers,
  moneySchema,
  newPassword,
  password,
  phone,
  postcode,
  lineText,
  requiredText,
  state,
} from './fields';
import { routesOf } from './routes';
import { verificationMethodSchema } from './verification';

export const TWO_FACTOR_METHODS = ['authenticator', 'email'] as const;
export const twoFactorMethodSchema = z.enum(TWO_FACTOR_METHODS);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

export const MIGRATION_STATUSES = [
  'ineligible',
  'eligible_soft',
  'eligible_hard',
  'in_progress',
  'migrated',
] as const;

/** POST /migration/migrate: where the account's move is. */
export const migrationAnswerSchema = z.object({ migrationStatus: z.enum(MIGRATION_STATUSES) });
export type MigrationAnswer = z.infer<typeof migrationAnswerSchema>;

/** GET /customer, and the customer in every sign-in answer. */
export const customerOverviewSchema = z.object({
  customerId: z.string(),
  customerToken: z.string(),
  /** `self_excluded` while the customer is taking a break or excluded, whatever their own segment. */
  segmentName: z.string(),
  /** When the break the customer is taking ends (contract/account-break.ts); null when none. */
  breakEndsAt: z.string().nullable(),
  /** The self-exclusion in force (contract/account-break.ts): when it ends, null for good; null when none. */
  selfExclusion: z.object({ endsAt: z.string().nullable() }).nullable(),
  pricingId: z.string(),
  brandingRegion: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  state: z.string(),
  balance: moneySchema,
  availableFunds: moneySchema,
  isVerified: z.boolean(),
  verification: z.object({ methods: z.array(verificationMethodSchema) }),
  verificationRules: z.object({ requiredBeforeWithdrawal: z.boolean() }),
  preCommitment: moneySchema.nullable(),
  spendLimits: z.array(z.object({ period: z.string(), limit: moneySchema })),
  spendLimitRequired: z.boolean(),
  forcePasswordChange: z.boolean(),
  accountUpgrade: z.boolean(),
  /** A content editor (spec 1 §6): previews drafts and archived content, edits translations. */
  canEdit: z.boolean(),
  migrationStatus: z.enum(MIGRATION_STATUSES),
  countryBanned: z.boolean(),
  countryBannedConfirmationRequired: z.boolean(),
  addressConfirmationRequired: z.boolean(),
  emailAddressConfirmationRequired: z.boolean(),
  favouriteNumbers: z.array(z.number().int()),
  experimentGroups: z.record(z.string(), z.string()),
  atv: z.object({
    atvCommercial: moneySchema,
    atvCharity: moneySchema,
    atvSocialSyndicate: moneySchema,
    atvSyndicate: moneySchema,
  }),
});
export type CustomerOverview = z.infer<typeof customerOverviewSchema>;

/** GET and POST /customer/details (v3.2). */
export const customerDetailsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  dateOfBirth: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  addressLine2: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  marketingOptIn: z.boolean(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** Identity fields a customer cannot change online once the account exists. */
export const IMMUTABLE_CUSTOMER_FIELDS = ['firstname', 'lastname', 'dateOfBirth'] as const;

export const detailsUpdateSchema = z
  .object({
    firstname: requiredText(60),
    lastname: requiredText(60),
    dateOfBirth,
    email,
    phone,
    address: requiredText(120),
    addressLine2: lineText(120),
    suburb: requiredText(60),
    state,
    postcode,
    country: z.string().trim().length(2),
    marketingOptIn: z.boolean(),
  })
  .partial();
export type DetailsUpdate = z.infer<typeof detailsUpdateSchema>;

/** POST /customer/change-password (URL-encoded). */
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** POST /password/force-change (URL-encoded). */
export const forcedPasswordSchema = z.object({ password: newPassword });

/** DELETE /customer (URL-encoded): closing needs the password; the reason is optional. */
export const closeAccountSchema = z.object({ password, reason: z.string().max(500).optional() });
export type CloseAccountBody = z.infer<typeof closeAccountSchema>;

/** DELETE /customer/two-factor-auth (URL-encoded). */
export const passwordConfirmationSchema = z.object({ password });

/** GET /customer/two-factor-auth. */
export const twoFactorStatusSchema = z.object({
  method: twoFactorMethodSchema.nullable(),
  methods: z.array(twoFactorMethodSchema),
  rememberForDays: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /customer/two-factor-auth/authenticator: the secret, also as an otpauth URI for a QR code. */
export const authenticatorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/** POST /customer/two-factor-auth/email, and POST /login/resend: where the code went, masked. */
export const codeSentSchema = z.object({ identifier: z.string() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /customer/two-factor-auth/{method}/verify. */
export const setupCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/, CODE_REQUIRED) });

/** PUT /favourite-numbers. */
export const favouriteNumbersSchema = z.object({ favouriteNumbers });
export type FavouriteNumbersBody = z.infer<typeof favouriteNumbersSchema>;

/** POST /customer/break: a break from play of one of the periods (contract/account-break.ts). */
export const accountBreakSchema = z.object({
  period: z.enum(BREAK_PERIODS, { message: BREAK_MESSAGES.choose }),
});
export type AccountBreakInput = z.infer<typeof accountBreakSchema>;

/** POST /customer/self_exclusion: a self-exclusion of one of the periods (contract/account-break.ts). */
export const selfExclusionSchema = z.object({
  period: z.enum(EXCLUSION_PERIODS, { message: EXCLUSION_MESSAGES.choose }),
});
export type SelfExclusionInput = z.infer<typeof selfExclusionSchema>;

const overview = { answer: customerOverviewSchema };

export const accountRoutes = routesOf(accountEndpoints, {
  customer: overview,
  details: { answer: customerDetailsSchema },
  saveDetails: { body: detailsUpdateSchema, answer: customerDetailsSchema },
  confirmAddress: overview,
  confirmEmail: overview,
  confirmAddressByLink: {
    query: z.object({ token: z.string() }),
    answer: z.object({ addressConfirmed: z.boolean() }),
  },
  acceptTerms: overview,
  confirmInAustralia: overview,
  changePassword: { body: changePasswordSchema, ...overview },
  forceChangePassword: { body: forcedPasswordSchema, ...overview },
  twoFactor: { answer: twoFactorStatusSchema },
  startAuthenticator: { answer: authenticatorSetupSchema },
  startEmailCode: { answer: codeSentSchema },
  verifyTwoFactor: {
    params: z.object({ method: twoFactorMethodSchema }),
    body: setupCodeSchema,
    answer: z.object({ method: twoFactorMethodSchema }),
  },
  turnOffTwoFactor: { body: passwordConfirmationSchema, answer: z.object({ method: z.null() }) },
  close: { body: closeAccountSchema, answer: z.null() },
  takeBreak: { body: accountBreakSchema, ...overview },
  selfExclude: { body: selfExclusionSchema, ...overview },
  favouriteNumbers: { body: favouriteNumbersSchema, answer: favouriteNumbersSchema },
});

export const migrationRoutes = routesOf(migrationEndpoints, { migrate: { answer: migrationAnswerSchema } });
