import type { CustomerOverview, TwoFactorMethod } from '@contract/schemas/accounts';

/**
 * The demo customers the README lists, one for each situation worth showing. They share the
 * published demo password.
 */
export const DEMO_PASSWORD = 'LuckyDip!2026';
/** Base32, 160 bits: what an authenticator app would be given as the shared secret. */
export const DEMO_TOTP_SECRET = 'LUCKYDIPDEMOAUTHENTICATORSECRET7';

export interface DemoCustomer {
  /** A Daily Winners premium member from the start. */
  premiumMember?: boolean;
  /** A content editor: previews drafts and archived content, edits translations. */
  contentEditor?: boolean;
  email: string;
  firstname: string;
  lastname: string;
  state: string;
  balanceCents: number;
  /** The part of the balance won as prizes, which can be withdrawn. */
  prizeFundsCents?: number;
  isVerified: boolean;
  twoFactorMethod?: TwoFactorMethod;
  migrationStatus?: CustomerOverview['migrationStatus'];
  /** Its migration always fails (the old system refuses it). */
  migrationFails?: boolean;
  forcePasswordChange?: boolean;
  /** Asked to confirm the address on file, then the email (the confirm banner of spec 1 §2). */
  confirmationsDue?: boolean;
  /** A capability segment other than the ordinary customer's. */
  segmentName?: string;
  /** Signed in from outside Australia: asked to confirm the terms or their location (spec 1 §6). */
  countryBanned?: boolean;
  /**
   * Unknown to the sandbox's identity source: the automatic check at sign-up found no record, so
   * the customer verifies another way (licence, ConnectID or photo ID).
   */
  noIdentityRecord?: boolean;
  /** Opened with a name and email alone: held on the upgrade page until the rest is given. */
  accountUpgrade?: boolean;
}

/**
 * Customers for load runs (`SEED_LOAD_CUSTOMERS`, npm run bench): `load-1@luckydip.test` onwards,
 * verified, each with $100,000 in the wallet, so many clients can buy at once each as themselves.
 */
export const loadCustomers = (count: number): DemoCustomer[] =>
  Array.from({ length: count }, (_, index) => ({
    email: `load-${index + 1}@luckydip.test`,
    firstname: 'Load',
    lastname: `Customer ${index + 1}`,
    state: 'NSW',
    balanceCents: 10_000_000,
    isVerified: true,
  }));

/** Has a weekly spend limit, most of it spent on an earlier purchase (./spending). */
export const LIMITS_CUSTOMER_EMAIL = 'limits@luckydip.test';

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    // Enough in the wallet to buy one of every offer type.
    email: 'demo@luckydip.test',
    firstname: 'Dana',
    lastname: 'Demo',
    state: 'NSW',
    balanceCents: 50_000,
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
    email: 'migratefail@luckydip.test',
    firstname: 'Mika',
    lastname: 'Migratefail',
    state: 'TAS',
    balanceCents: 1000,
    isVerified: true,
    migrationStatus: 'eligible_hard',
    migrationFails: true,
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
  {
    // Asked for a break from gambling: the self_excluded segment suppresses everything that spends.
    email: 'excluded@luckydip.test',
    firstname: 'Sasha',
    lastname: 'Break',
    state: 'NT',
    balanceCents: 800,
    isVerified: true,
    segmentName: 'self_excluded',
  },
  {
    email: 'abroad@luckydip.test',
    firstname: 'Ari',
    lastname: 'Abroad',
    state: 'NSW',
    balanceCents: 1200,
    isVerified: true,
    countryBanned: true,
  },
  {
    email: LIMITS_CUSTOMER_EMAIL,
    firstname: 'Lee',
    lastname: 'Limits',
    state: 'VIC',
    balanceCents: 10_000,
    isVerified: true,
  },
  {
    // Little in the wallet and no card saved: checkout pays what it lacks with a deposit.
    email: 'wallet@luckydip.test',
    firstname: 'Wren',
    lastname: 'Wallet',
    state: 'QLD',
    balanceCents: 500,
    isVerified: true,
  },
  {
    // The content service's editor (spec 1 §6 canEdit): previews drafts, edits translations.
    email: 'editor@luckydip.test',
    firstname: 'Ellis',
    lastname: 'Editor',
    state: 'NSW',
    balanceCents: 0,
    isVerified: true,
    contentEditor: true,
  },
  {
    // A Daily Winners premium member: five guaranteed entries in every giveaway, and the benefits.
    email: 'premium@luckydip.test',
    firstname: 'Willa',
    lastname: 'Premium',
    state: 'QLD',
    balanceCents: 40_00,
    isVerified: true,
    premiumMember: true,
  },
  {
    // Comes from a partner's page (Surf Life Saving Australia) with too little for its raffle's
    // tickets: the partner purchase deposits what the wallet lacks in the same step.
    email: 'partner@luckydip.test',
    firstname: 'Piper',
    lastname: 'Partner',
    state: 'NSW',
    balanceCents: 300,
    isVerified: true,
  },
  {
    // Enough for one Powerball ticket of four games and little more: a ticket on autoplay soon
    // finds the wallet short, and the payment resolution asks for a card.
    email: 'autoplay@luckydip.test',
    firstname: 'Alex',
    lastname: 'Autoplay',
    state: 'SA',
    balanceCents: 800,
    isVerified: true,
  },
  {
    // Enough for a few months of a subscription to the monthly charity draw.
    email: 'subscriber@luckydip.test',
    firstname: 'Sam',
    lastname: 'Subscriber',
    state: 'VIC',
    balanceCents: 10_000,
    isVerified: true,
  },
  {
    // Won a prize that is still in the wallet: it can be withdrawn to a bank account.
    email: 'winner@luckydip.test',
    firstname: 'Robin',
    lastname: 'Winner',
    state: 'NSW',
    balanceCents: 25_000,
    prizeFundsCents: 25_000,
    isVerified: true,
  },
  {
    // Not yet verified, and the automatic check could not match them: the verify-account page
    // offers the other ways. The cart holds their purchases until they verify.
    email: 'verify@luckydip.test',
    firstname: 'Val',
    lastname: 'Verify',
    state: 'VIC',
    balanceCents: 3000,
    isVerified: false,
    noIdentityRecord: true,
  },
  {
    // An account from an older sign-up that asked only for a name and email.
    email: 'upgrade@luckydip.test',
    firstname: 'Uma',
    lastname: 'Upgrade',
    state: 'QLD',
    balanceCents: 0,
    isVerified: false,
    accountUpgrade: true,
  },
];

export const CAPITALS: Record<string, { suburb: string; postcode: string }> = {
  NSW: { suburb: 'Sydney', postcode: '2000' },
  VIC: { suburb: 'Melbourne', postcode: '3000' },
  QLD: { suburb: 'Brisbane', postcode: '4000' },
  WA: { suburb: 'Perth', postcode: '6000' },
  SA: { suburb: 'Adelaide', postcode: '5000' },
  TAS: { suburb: 'Hobart', postcode: '7000' },
  NT: { suburb: 'Darwin', postcode: '0800' },
};
