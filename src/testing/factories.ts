/** Builders for the API's entities in unit tests: a complete, plain customer unless told otherwise. */
import type { CustomerOverview, LoginResult } from '../api';

export function customerOverview(overrides: Partial<CustomerOverview> = {}): CustomerOverview {
  const aud = (amount: number) => ({ amount, currency: 'AUD' });
  return {
    customerId: '1',
    customerToken: 'token-1',
    segmentName: 'customer',
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
