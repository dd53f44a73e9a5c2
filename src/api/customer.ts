/** The customer overview of spec 1 §3 as the API answers it (camelCased), shared by every feature. */
export interface Money {
  amount: number;
  currency: string;
}

export interface CustomerOverview {
  customerId: string;
  customerToken: string;
  segmentName: string;
  pricingId: string;
  brandingRegion: string;
  firstname: string;
  lastname: string;
  email: string;
  state: string;
  balance: Money;
  availableFunds: Money;
  isVerified: boolean;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  migrationStatus: string;
  countryBanned: boolean;
  countryBannedConfirmationRequired: boolean;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  favouriteNumbers: number[];
  atv: Record<string, Money>;
}

/** The login result (spec 1 §3): tokens and the customer. */
export interface SignedInSession {
  accessToken: string;
  refreshToken: string;
  /** Present when the customer ticked "Don't require 2FA again". */
  rememberDeviceToken?: string;
  customer: CustomerOverview;
}
