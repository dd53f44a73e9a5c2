/** Builders for the API's entities in unit tests: a complete, plain customer unless told otherwise. */
import type { CustomerOverview, SignedInSession } from '../api';

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
    forcePasswordChange: false,
    accountUpgrade: false,
    migrationStatus: 'ineligible',
    countryBanned: false,
    countryBannedConfirmationRequired: false,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    favouriteNumbers: [],
    atv: { atvCommercial: aud(0), atvCharity: aud(0), atvSocialSyndicate: aud(0), atvSyndicate: aud(0) },
    ...overrides,
  };
}

export function signedInSession(overrides: Partial<CustomerOverview> = {}): SignedInSession {
  return { accessToken: 'access', refreshToken: 'refresh', customer: customerOverview(overrides) };
}
