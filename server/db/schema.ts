/**
 * One row type per table, as the numbered migrations in ./migrations leave them. Kysely checks
 * every query of the data modules against these. Booleans are stored as 0/1 (SQLite has no
 * boolean type); timestamps as ISO strings, token expiries as Unix seconds.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ContentStatus } from '@contract/content-visibility';
import type { CustomerOverview, TwoFactorMethod } from '@contract/schemas/accounts';
import type { FeedbackRating } from '@contract/schemas/feedback';
import type { ContactChannel } from '@contract/contact-channels';
import type { SpendPeriod } from '@contract/spend-limits';
import type { VerificationMethodType, VerificationStatus } from '@contract/verification';
import type { RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import type { AutosessionStatus, PublicityStatus } from '@contract/lotto-party';

export type { SpendPeriod };

/** A column the database fills in when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Flag = Defaulted<0 | 1>;

export interface CustomersTable {
  id: Generated<number>;
  customer_token: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  state: string;
  segment_name: Defaulted<string>;
  pricing_id: Defaulted<string>;
  branding_region: Defaulted<string>;
  balance_cents: Defaulted<number>;
  /** What the customer won and has not spent or withdrawn: what can be withdrawn. */
  prize_funds_cents: Defaulted<number>;
  currency: Defaulted<string>;
  is_verified: Flag;
  two_factor_method: TwoFactorMethod | null;
  totp_secret: string | null;
  migration_status: Defaulted<CustomerOverview['migrationStatus']>;
  force_password_change: Flag;
  created_at: Defaulted<string>;
  totp_last_step: number | null;
  date_of_birth: string | null;
  phone: string | null;
  address: string | null;
  address_line_2: string | null;
  suburb: string | null;
  postcode: string | null;
  country: Defaulted<string>;
  marketing_opt_in: Flag;
  /** JSON array of numbers. */
  favourite_numbers: Defaulted<string>;
  address_confirmation_required: Flag;
  email_confirmation_required: Flag;
  country_banned: Flag;
  country_banned_confirmation_required: Flag;
  terms_accepted_at: string | null;
  /** JSON object: the latest attribution. */
  attribution: string | null;
  signup_platform: string | null;
  closed_at: string | null;
  /** Status checks answered since the customer's migration started; null while none is running. */
  migration_checks: number | null;
  /** A demo account whose migration never succeeds. */
  migration_fails: Flag;
  /** Whether the sandbox's identity source knows the customer (the automatic check's match). */
  identity_on_record: Flag;
  /** Opened with fewer details than a full account needs: held on the upgrade page. */
  account_upgrade: Flag;
  /** A content editor (spec 1 §6 canEdit): previews drafts and archived content, edits translations. */
  can_edit: Flag;
  recurring_purchase_method: Defaulted<RecurringPurchaseMethodKey>;
}
export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;

export interface MailboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: Defaulted<string>;
}

export interface CmsItemsTable {
  collection: string;
  id: string;
  status: Defaulted<ContentStatus>;
  date_published: string | null;
  sort: Defaulted<number>;
  /** JSON object: the item's fields as editors wrote them. */
  data: string;
}
export type CmsItemRow = Selectable<CmsItemsTable>;

export interface CmsFilesTable {
  id: string;
  filename: string;
  type: string;
  data: Buffer;
}

export interface CmsTranslationsTable {
  locale: string;
  collection: string;
  item_id: string;
  key: string;
  value: string;
}

export interface AccessTokensTable {
  token_hash: string;
  customer_id: number;
  family_id: string;
  expires_at: number;
  revoked: Flag;
}

export interface RefreshTokensTable {
  token_hash: string;
  customer_id: number;
  family_id: string;
  expires_at: number;
  used: Flag;
  revoked: Flag;
}

export interface PendingLoginsTable {
  token_hash: string;
  customer_id: number;
  method: TwoFactorMethod;
  attempts: Defaulted<number>;
  locked: Flag;
  code_hash: string | null;
  code_expires_at: number | null;
  expires_at: number;
}
export type PendingLoginRow = Selectable<PendingLoginsTable>;

export interface EmailLinksTable {
  token_hash: string;
  customer_id: number;
  purpose: 'autologin' | 'password_reset' | 'transfer';
  expires_at: number;
  used: Flag;
}

export interface RememberedDevicesTable {
  token_hash: string;
  customer_id: number;
  expires_at: number;
}

export interface TwoFactorSetupsTable {
  customer_id: number;
  method: TwoFactorMethod;
  secret: string | null;
  code_hash: string | null;
  expires_at: number;
  attempts: Defaulted<number>;
}
export type TwoFactorSetupRow = Selectable<TwoFactorSetupsTable>;

/** JSON columns hold text; the data modules parse and write them. */
type Json = string;

export interface LotteriesTable {
  key: string;
  name: string;
  game_name: string;
  draw_type: 'lottery_ticket_draw' | 'syndicate_share_draw' | 'raffle_ticket_draw';
  schedule: Json | null;
  drawn_sets: Defaulted<Json>;
  prize_rule: Json | null;
}

export interface DrawsTable {
  id: Generated<number>;
  lottery_key: string;
  draw_no: number;
  draw_at: number;
  stop_at: number;
  status: Defaulted<string>;
  prize_pool_cents: number | null;
  prize_pool_suffix: string | null;
  raffle: Json | null;
  pre_order_at: number | null;
  tickets_sold: Defaulted<number>;
  winning_numbers: Json | null;
}
export type DrawRow = Selectable<DrawsTable>;

export interface CausesTable {
  key: string;
  url_slug: string;
  name: string;
  charity: string;
  summary: string;
  description: string;
  sort: Defaulted<number>;
  image_url: string | null;
  image_alt: string | null;
}

export interface ProductOffersTable {
  key: string;
  lottery_key: string;
  type: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';
  name: string;
  url: string;
  description: string;
  display_category: 'lottery' | 'raffle';
  availability: Defaulted<'available' | 'unavailable'>;
  suspended: Flag;
  sort: number;
  days: Defaulted<Json>;
  causes: Defaulted<Json>;
  recurring_type: Defaulted<'autoplay' | 'subscription'>;
  recurring_availability: Defaulted<'always' | 'optional' | 'never'>;
  pricing_ids: Defaulted<Json>;
  hidden_segments: Defaulted<Json>;
  restriction: 'licensing_restriction' | 'migration_restriction' | null;
  terms: string;
}
export type ProductOfferRow = Selectable<ProductOffersTable>;

export interface GameOffersTable {
  key: string;
  offer_key: string;
  game_type: string;
  game_type_name: string;
  game_type_description: string;
  name: string;
  sort: number;
  min_games: number;
  max_games: number;
  default_games: number;
  default_entry_count: number;
  number_sets: Json;
  prices: Json;
  price_currency: Defaulted<string>;
}
export type GameOfferRow = Selectable<GameOffersTable>;

export interface SyndicatesTable {
  key: string;
  offer_key: string;
  game_offer_key: string;
  name: string;
  num_games: number;
  shares_total: number;
  shares_sold: Defaulted<number>;
  share_price_cents: number;
}

export interface BrandingsTable {
  id: string;
  offer_key: string;
  subvariant: string;
  url: string;
  colour: string;
  aliases: Defaulted<Json>;
  region_overrides: Defaulted<Json>;
}

export interface TipsTable {
  id: string;
  title: string;
  text: string;
  sort: number;
}

export interface CartsTable {
  reference: string;
  customer_id: number | null;
  status: Defaulted<'open' | 'converted' | 'purchased'>;
  /** A partner cart's partner; null for the customer's own cart. */
  partner_slug: Defaulted<string | null>;
  created_at: number;
  updated_at: number;
}

/** A Daily Winners member (issue 35): the tier they hold, and a premium deposit on its way. */
export interface MembershipsTable {
  customer_id: number;
  tier: 'free' | 'premium' | null;
  premium_until: number | null;
  pending_deposit_id: string | null;
  joined_at: number;
  updated_at: number;
}
export type MembershipRow = Selectable<MembershipsTable>;

export interface GiveawaysTable {
  id: Generated<number>;
  type: 'daily' | 'major' | 'monthly' | 'preview' | 'special';
  number: number;
  title: string;
  description: string;
  prize: string;
  prize_cents: number;
  winners: number;
  public_entries: number;
  opens_at: number;
  closes_at: number;
  state: Defaulted<'DRAW_OPEN' | 'DRAW_CLOSED' | 'DRAW_PAID'>;
  drawn_at: number | null;
  /** The seed it is drawn with (hexadecimal), secret until drawn; none on giveaways drawn before seeds. */
  seed: string | null;
  /** The seed's SHA-256 (hexadecimal), shown from the giveaway's opening. */
  seed_hash: string | null;
}
export type GiveawayRow = Selectable<GiveawaysTable>;

export interface GiveawayEntriesTable {
  giveaway_id: number;
  customer_id: number;
  status: 'unlocked' | 'guaranteed';
  entries: number;
  created_at: number;
}

export interface GiveawayWinnersTable {
  giveaway_id: number;
  rank: number;
  customer_id: number | null;
  /** The member number the draw picked: a customer's own number, or one of the wider membership. */
  member: number | null;
  winner: string;
  prize: string;
  prize_cents: number;
}
export type GiveawayWinnerRow = Selectable<GiveawayWinnersTable>;

export interface BenefitTokensTable {
  token_hash: string;
  customer_id: number;
  expires_at: number;
  used: Flag;
}

export interface PartnersTable {
  slug: string;
  key: string;
  name: string;
  kind: 'charity' | 'retailer';
  description: string;
  /** The partner's own site, where it has one to send customers back to. */
  website: string | null;
  offer_key: string;
  game_offer_key: string;
  cause_key: string | null;
  /** JSON: the partner's channel keys. */
  channels: string;
  /** Its logo, a content-service file's id. */
  logo_file: string | null;
}
export type PartnerRow = Selectable<PartnersTable>;

/** An item's (and its order's) `recurring` column: what it turns on when bought. */
export interface RecurringSetting {
  type: RecurringKind;
  enabled: boolean;
  /** The jackpot its autoplay waits for; null (or absent, on items kept before it was asked) for none. */
  minimumJackpotCents?: number | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_reference: string;
  product_type: string;
  /** The product columns are null only on a promotion's row (which names its code instead). */
  offer_key: string | null;
  game_offer_key: string | null;
  draw_no: number | null;
  num_draws: number | null;
  num_weeks: Defaulted<number>;
  days: Defaulted<Json>;
  quickpick: Flag;
  num_games: number | null;
  games: Defaulted<Json>;
  cause_key: string | null;
  syndicate_key: string | null;
  num_shares: number | null;
  recurring: Json | null;
  /** The customer's favourite numbers are its numbers. */
  favourite: Flag;
  unit_price_cents: number | null;
  quantity: Defaulted<number>;
  affiliate_code: string | null;
  created_at: number;
  /** Why the cart took the item off sale (shown until the customer closes it); null while on sale. */
  removed_reason: Defaulted<string | null>;
  promotion_code: Defaulted<string | null>;
  /** The key of the add that made the row (migration 0039): a repeat of that add makes no other. */
  add_key: Defaulted<string | null>;
}
type StoredRow = Selectable<CartItemsTable>;
/** A product in a cart: every product column set. */
export type CartItemRow = Omit<
  StoredRow,
  | 'offer_key'
  | 'game_offer_key'
  | 'draw_no'
  | 'num_draws'
  | 'num_games'
  | 'unit_price_cents'
  | 'promotion_code'
> & {
  offer_key: string;
  game_offer_key: string;
  draw_no: number;
  num_draws: number;
  num_games: number;
  unit_price_cents: number;
};
/** A promotion applied to a cart. */
export interface CartPromotionRow {
  id: number;
  code: string;
  removed_reason: string | null;
}

export interface PromotionsTable {
  code: string;
  description: string;
  kind: 'fixed' | 'percent';
  /** Cents off (fixed) or whole percent off (percent). */
  amount: number;
  /** Only this offer's tickets, or null: the whole cart. */
  offer_key: string | null;
  min_spend_cents: Defaulted<number>;
  /** How many of a customer's purchases may use the code, or null: any number. */
  uses_per_customer: Defaulted<number | null>;
  starts_at: number;
  ends_at: number;
}
export type PromotionRow = Selectable<PromotionsTable>;

export type LimitRowKind = 'spend' | 'deposit' | 'precommitment';

export interface SpendLimitsTable {
  id: Generated<number>;
  customer_id: number;
  kind: Defaulted<LimitRowKind>;
  period: SpendPeriod;
  limit_cents: number;
  /** A higher limit (or, NULL with a date, the limit's end) waiting for its cooling-off to pass. */
  pending_limit_cents: Defaulted<number | null>;
  pending_from: Defaulted<number | null>;
  created_at: number;
}

export interface CheckoutsTable {
  id: string;
  customer_id: number;
  charged_cents: number;
  pre_order_cents: Defaulted<number>;
  discount_cents: Defaulted<number>;
  promotion_code: string | null;
  balance_after_cents: number;
  /** The partner and channel it was bought through, if any. */
  partner_slug: Defaulted<string | null>;
  channel_key: Defaulted<string | null>;
  created_at: number;
}
export type CheckoutRow = Selectable<CheckoutsTable>;

export interface OrdersTable {
  id: Generated<number>;
  checkout_id: string;
  customer_id: number;
  product_type: string;
  offer_key: string;
  game_offer_key: string;
  draw_no: number;
  num_draws: number;
  num_weeks: Defaulted<number>;
  days: Defaulted<Json>;
  quickpick: Flag;
  num_games: number;
  cause_key: string | null;
  syndicate_key: string | null;
  num_shares: number | null;
  recurring: Json | null;
  favourite: Flag;
  price_cents: number;
  status: 'purchased' | 'pre_order';
  created_at: number;
  /** The autoplay that bought it, for an order the recurring runner placed. */
  autoplay_id: Defaulted<number | null>;
}
export type OrderRow = Selectable<OrdersTable>;

export type AutoplayStatus = 'active' | 'paused' | 'timed_pause' | 'cancelled';
export type AttemptStatus = 'purchased' | 'soft_failure' | 'hard_failure';

/** What the recurring runner buys again: an autoplay's ticket or a subscription's. */
export type RecurringKind = 'autoplay' | 'subscription';

export interface AutoplaysTable {
  id: Generated<number>;
  kind: Defaulted<RecurringKind>;
  customer_id: number;
  order_id: number;
  product_type: string;
  offer_key: string;
  game_offer_key: string;
  days: Defaulted<Json>;
  num_games: number;
  quickpick: 0 | 1;
  games: Defaulted<Json>;
  cause_key: string | null;
  minimum_jackpot_cents: Defaulted<number | null>;
  status: Defaulted<AutoplayStatus>;
  paused_until: Defaulted<number | null>;
  last_attempt_status: Defaulted<AttemptStatus | null>;
  failures: Defaulted<number>;
  covered_draw_at: number;
  created_at: number;
  updated_at: number;
}
export type AutoplayRow = Selectable<AutoplaysTable>;

export type ScheduledStatus = 'active' | 'cancelled' | 'purchased' | 'failed';

export interface ScheduledPurchasesTable {
  id: string;
  customer_id: number;
  checkout_id: string;
  kind: 'scheduled_purchase' | 'pre_order';
  status: Defaulted<ScheduledStatus>;
  draw_id: number;
  /** JSON: the order it becomes (`ScheduledItem`, db/purchases.ts). */
  item: Json;
  amount_cents: number;
  message: Defaulted<string | null>;
  paid_checkout_id: Defaulted<string | null>;
  created_at: number;
  updated_at: number;
}
export type ScheduledPurchaseRow = Selectable<ScheduledPurchasesTable>;

export interface AutoplayAttemptsTable {
  autoplay_id: number;
  draw_id: number;
  outcome: AttemptStatus | 'skipped';
  checkout_id: string | null;
  message: string | null;
  tries: Defaulted<number>;
  attempted_at: number;
}

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  draw_id: number;
  game_no: number;
  /** JSON object: numbers by set key. */
  numbers: Defaulted<Json>;
  ticket_number: number | null;
  /** JSON array: per game played, `GameScore` (contract/prize-divisions); null until scored. */
  result: Json | null;
  division: number | null;
  prize_cents: number | null;
  paid_at: number | null;
}
export type TicketRow = Selectable<TicketsTable>;

export interface SyndicateGamesTable {
  syndicate_key: string;
  draw_id: number;
  game_no: number;
  /** JSON object: numbers by set key. */
  numbers: Json;
}

export interface TicketWinsTable {
  ticket_id: number;
  /** Which of the ticket's games played (a system entry plays several). */
  game: number;
  draw_id: number;
  division: number;
  /** The game as the divisions count it: `ticket:<id>:<game>`, or a syndicate game's own key. */
  game_key: string;
}

export interface DrawDivisionsTable {
  draw_id: number;
  division: number;
  prize_cents: number;
  winners: number;
}
export type DrawDivisionRow = Selectable<DrawDivisionsTable>;

export interface RaffleWinnersTable {
  draw_id: number;
  rank: number;
  prize: string;
  prize_cents: number;
  ticket_number: number;
  ticket_id: number | null;
  winner: string;
}
export type RaffleWinnerRow = Selectable<RaffleWinnersTable>;

export interface WalletTransactionsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'prize' | 'deposit' | 'withdrawal' | 'purchase' | 'membership';
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
  created_at: number;
}

/** What a sandbox test card does at the gateway and its 3-D Secure server. */
export type CardScenario =
  'frictionless' | 'challenge' | 'declined' | 'insufficient_funds' | 'challenge_fails' | 'method_timeout';

export interface GatewayTokensTable {
  token: string;
  brand: string;
  email: Defaulted<string | null>;
  last4: string;
  expiry: string;
  scenario: CardScenario;
  created_at: number;
  used_at: number | null;
}

export interface CustomerFundsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'cc' | 'bank' | 'paypal';
  method_code: string;
  gateway: string | null;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
  holder_name: string | null;
  scenario: CardScenario | null;
  bank_type: string | null;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  paypal_email: string | null;
  verification: Defaulted<string>;
  is_default: Flag;
  /** 0 for a card the customer chose not to keep: it pays one deposit, then is forgotten. */
  saved: Flag;
  /** The gateway's own id for the card: Stripe's payment method (migration 0044). */
  gateway_ref: Defaulted<string | null>;
  created_at: number;
  deleted_at: number | null;
}
export type FundRow = Selectable<CustomerFundsTable>;

export interface AccountBreaksTable {
  id: Generated<number>;
  customer_id: number;
  period: string;
  started_at: number;
  ends_at: number;
}

/** Each self-exclusion a customer chose; ends_at null: for good (migration 0038). */
export interface SelfExclusionsTable {
  id: Generated<number>;
  customer_id: number;
  period: string;
  started_at: number;
  ends_at: number | null;
}

/** One per customer and paid draw they played: told once (migration 0026). */
export interface DrawNoticesTable {
  id: Generated<number>;
  draw_id: number;
  customer_id: number;
  created_at: number;
  emailed_at: number | null;
  pushed_at: number | null;
  /** When the customer saw the draw's results: the app badge counts those not seen. */
  viewed_at: number | null;
}

/** Values the API generates once and keeps (migration 0027): the sandbox's VAPID keys. */
export type SocialProviderKey = 'apple' | 'google';

/** An identity provider's account linked to a customer. */
export interface SocialLoginsTable {
  customer_id: number;
  provider: SocialProviderKey;
  subject: string;
  email: string;
  linked_at: number;
}

/** A sign-in or link sent to a provider, used once. */
export interface SocialRequestsTable {
  state: string;
  provider: SocialProviderKey;
  purpose: 'sign_in' | 'link';
  customer_id: number | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: number;
  used_at: number | null;
}

/** A provider's account that matched no customer, waiting for the sign-up form. */
export interface SocialSignupsTable {
  token: string;
  provider: SocialProviderKey;
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
  expires_at: number;
}

/** The sandbox identity providers' authorization codes. */
export interface SandboxIdentityCodesTable {
  code: string;
  provider: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string;
  subject: string;
  email: string;
  given_name: string;
  family_name: string;
  created_at: number;
  used_at: number | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** One row: moved on by every change to the catalogue's tables (migration 0042). */
export interface CatalogueVersionTable {
  id: number;
  n: number;
}

/** A customer's device, as its push service's endpoint, and the notices it asked for. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  customer_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The session it was saved in: signing out of it removes it. */
  session_family: string;
  results: Flag;
  wins: Flag;
  closing: Flag;
  created_at: number;
}

export type NoticeKind = 'draw' | 'closing';

export interface PushDeliveriesTable {
  notice_kind: NoticeKind;
  notice_id: number;
  subscription_id: number;
  /** Null while it is being sent (claimed first: never sent twice). */
  sent_at: number | null;
}

/** An hour before a draw's sales close, for a customer whose autoplay plays it (migration 0027). */
export interface ClosingNoticesTable {
  id: Generated<number>;
  draw_id: number;
  customer_id: number;
  autoplay_id: number;
  bought: 0 | 1;
  created_at: number;
  pushed_at: number | null;
}

export interface SandboxPushSubscriptionsTable {
  id: string;
  application_server_key: string;
  private_key: string;
  public_key: string;
  auth: string;
  expired: Flag;
  created_at: number;
}

export interface SandboxPushMessagesTable {
  id: Generated<number>;
  subscription_id: string;
  payload: string;
  ttl: number;
  urgency: string | null;
  received_at: number;
}

export interface DepositsTable {
  id: string;
  customer_id: number;
  fund_id: number | null;
  method_code: string;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  stage: 'method' | 'challenge' | 'redirect' | null;
  window_size: string | null;
  purchase_type: Defaulted<string>;
  cart_reference: string | null;
  /** The checkout a checkout deposit paid for, once it is bought. */
  checkout_id: Defaulted<string | null>;
  message: string | null;
  /** The gateway's own id for the payment (Stripe's payment intent), and where its challenge is (0044). */
  gateway_ref: Defaulted<string | null>;
  action_url: Defaulted<string | null>;
  created_at: number;
  completed_at: number | null;
}
export type DepositRow = Selectable<DepositsTable>;

export interface GatewayNotificationsTable {
  id: string;
  deposit_id: string;
  outcome: string;
  received_at: number;
}

export interface WithdrawalsTable {
  id: string;
  customer_id: number;
  fund_id: number;
  method_code: string;
  amount_cents: number;
  status: 'requested' | 'paid';
  created_at: number;
}
export type WithdrawalRow = Selectable<WithdrawalsTable>;

export interface IdempotencyKeysTable {
  customer_id: number;
  scope: string;
  key: string;
  request_hash: string;
  status: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

export interface FeedbackEventsTable {
  id: Generated<number>;
  customer_id: number | null;
  rating: FeedbackRating;
  comment: string;
  email: string;
  source: string;
  variant: string;
  /** JSON object: the client's build, name, version, time zone and locale. */
  client_information: string;
  created_at: string;
}

export interface LeasesTable {
  /** The job: 'draw-engine'. */
  name: string;
  /** The instance holding it (a random id each start). */
  holder: string;
  /** Milliseconds; 0 once released. */
  expires_at: number;
}

/** The customer as a gateway knows them (Stripe's customer), made once (migration 0044). */
export interface GatewayCustomersTable {
  customer_id: number;
  gateway: string;
  reference: string;
}

/** The sandbox's Stripe's objects, as Stripe's JSON (migration 0044). */
export interface SandboxStripeObjectsTable {
  id: string;
  body: string;
}

export interface SandboxFaultsTable {
  id: Generated<number>;
  path: string;
  kind: 'status' | 'latency' | 'timeout' | 'drop' | 'drop_response';
  status: 418 | 500 | 503;
  latency_ms: number;
  uses_left: number;
}

export interface AttemptFailuresTable {
  id: Generated<number>;
  /** Which throttle counted it (AttemptLimiter's scope). */
  scope: string;
  /** An account, an address or a customer id. */
  key: string;
  /** Milliseconds. */
  at: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  customer_id: number | null;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface ContactChannelsTable {
  customer_id: number;
  channel: ContactChannel;
  enabled: 0 | 1;
}

export interface UnsubscribesTable {
  id: Generated<number>;
  customer_id: number;
  product_offer_key: string | null;
  /** JSON array of the reasons given. */
  reasons: string;
  created_at: string;
}

export interface VerificationMethodsTable {
  customer_id: number;
  type: VerificationMethodType;
  status: VerificationStatus;
  request_state: string | null;
  request_code: string | null;
  updated_at: string;
}

export interface VerificationDocumentsTable {
  id: Generated<number>;
  customer_id: number;
  media_type: string;
  byte_size: number;
  stored_name: string;
  created_at: string;
}

export interface ContentCardsTable {
  id: Generated<number>;
  /** Null: a card for every customer. */
  customer_id: number | null;
  title: string;
  message: string;
  link: string | null;
  link_text: string | null;
  hide_in_feed: Flag;
  created_at: string;
}

export interface ContentCardViewsTable {
  card_id: number;
  customer_id: number;
  viewed_at: string;
}

export interface PartyGroupsTable {
  id: Generated<number>;
  name: string;
  /** The name as compared for uniqueness: trimmed, lower case, spaces single. */
  name_key: string;
  publicity: Defaulted<PublicityStatus>;
  organiser_id: number;
  invite_token: string;
  created_at: string;
}

export interface PartyMembersTable {
  group_id: number;
  customer_id: number;
  joined_at: string;
}

export interface PartySessionsTable {
  id: Generated<number>;
  group_id: number;
  draw_id: number;
  syndicate_key: string;
  autosession_status: Defaulted<AutosessionStatus>;
  invite_all_existing_members: Flag;
  created_by: number;
  created_at: string;
  next_session_id: number | null;
}

export interface Database {
  customers: CustomersTable;
  account_breaks: AccountBreaksTable;
  self_exclusions: SelfExclusionsTable;
  draw_notices: DrawNoticesTable;
  settings: SettingsTable;
  catalogue_version: CatalogueVersionTable;
  social_logins: SocialLoginsTable;
  social_requests: SocialRequestsTable;
  social_signups: SocialSignupsTable;
  sandbox_identity_codes: SandboxIdentityCodesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  closing_notices: ClosingNoticesTable;
  sandbox_push_subscriptions: SandboxPushSubscriptionsTable;
  sandbox_push_messages: SandboxPushMessagesTable;
  mailbox: MailboxTable;
  cms_items: CmsItemsTable;
  cms_files: CmsFilesTable;
  cms_translations: CmsTranslationsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  pending_logins: PendingLoginsTable;
  email_links: EmailLinksTable;
  remembered_devices: RememberedDevicesTable;
  two_factor_setups: TwoFactorSetupsTable;
  lotteries: LotteriesTable;
  draws: DrawsTable;
  causes: CausesTable;
  product_offers: ProductOffersTable;
  game_offers: GameOffersTable;
  syndicates: SyndicatesTable;
  brandings: BrandingsTable;
  tips: TipsTable;
  carts: CartsTable;
  partners: PartnersTable;
  cart_items: CartItemsTable;
  promotions: PromotionsTable;
  spend_limits: SpendLimitsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  autoplays: AutoplaysTable;
  autoplay_attempts: AutoplayAttemptsTable;
  scheduled_purchases: ScheduledPurchasesTable;
  tickets: TicketsTable;
  syndicate_games: SyndicateGamesTable;
  idempotency_keys: IdempotencyKeysTable;
  draw_divisions: DrawDivisionsTable;
  ticket_wins: TicketWinsTable;
  raffle_winners: RaffleWinnersTable;
  wallet_transactions: WalletTransactionsTable;
  memberships: MembershipsTable;
  giveaways: GiveawaysTable;
  giveaway_entries: GiveawayEntriesTable;
  giveaway_winners: GiveawayWinnersTable;
  benefit_tokens: BenefitTokensTable;
  gateway_tokens: GatewayTokensTable;
  customer_funds: CustomerFundsTable;
  deposits: DepositsTable;
  gateway_notifications: GatewayNotificationsTable;
  withdrawals: WithdrawalsTable;
  feedback_events: FeedbackEventsTable;
  contact_messages: ContactMessagesTable;
  attempt_failures: AttemptFailuresTable;
  leases: LeasesTable;
  sandbox_faults: SandboxFaultsTable;
  gateway_customers: GatewayCustomersTable;
  sandbox_stripe_objects: SandboxStripeObjectsTable;
  contact_channels: ContactChannelsTable;
  unsubscribes: UnsubscribesTable;
  verification_methods: VerificationMethodsTable;
  verification_documents: VerificationDocumentsTable;
  content_cards: ContentCardsTable;
  content_card_views: ContentCardViewsTable;
  party_groups: PartyGroupsTable;
  party_members: PartyMembersTable;
  party_sessions: PartySessionsTable;
}
