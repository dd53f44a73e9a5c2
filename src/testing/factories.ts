/** Builders for the API's entities in unit tests: a complete, plain customer unless told otherwise. */
import { ApiError, type CustomerOverview, type LoginResult } from '@/api';

export function customerOverview(overrides: Partial<CustomerOverview> = {}): CustomerOverview {
  const aud = (amount: number) => ({ amount, currency: 'AUD' });
  return {
    customerId: '1',
    customerToken: 'token-1',
    segmentName: 'customer',
    breakEndsAt: null,
    selfExclusion: null,
    pricingId: 'standard',
    brandingRegion: 'AU',
    firstname: 'Dana',
    lastname: 'Demo',
    email: 'demo@luckydip.test',
    state: 'NSW',
    balance: aud(50),
    availableFunds: aud(50),
    isVerified: true,
    verification: { methods: [] },
    verificationRules: { requiredBeforeWithdrawal: true },
    preCommitment: null,
    spendLimits: [],
    spendLimitRequired: false,
    forcePasswordChange: false,
    accountUpgrade: false,
    canEdit: false,
    migrationStatus: 'ineligible',
    countryBanned: false,
    countryBannedConfirmationRequired: false,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    favouriteNumbers: [],
    experimentGroups: {},
    atv: { atvCommercial: aud(0), atvCharity: aud(0), atvSocialSyndicate: aud(0), atvSyndicate: aud(0) },
    ...overrides,
  };
}

export function signedInSession(overrides: Partial<CustomerOverview> = {}): LoginResult {
  return {
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresIn: 900,
    customer: customerOverview(overrides),
  };
}

/** The server refusing a call with a 422 and its words, as the request convention raises it. */
export function refusal(url: string, code: string, message: string): ApiError {
  return new ApiError({
    status: 422,
    url,
    message: 'Validation failed',
    kind: 'http',
    messages: [{ code, message }],
  });
}
