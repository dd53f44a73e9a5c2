/**
 * Which capability switches off which pages and which calls (spec 1 §2 and §6, the route map): the
 * one table the PWA's route gate and links and the reference API's refusals all read. A page or
 * call listed under several capabilities needs every one of them.
 *
 * The pages and the calls are two halves of the table so that the PWA, which reads only the pages,
 * does not carry the calls. The pages an offer's kind decides (an offer's pages, by commercial or
 * charity lotteries), a game's regional name (sub-variants: /gold-lotto for Saturday Lotto) and the
 * content service's pages are gated where they are resolved (src/routes/-components/offer-route.ts).
 */
import type { CapabilityName } from './capability-names';

/**
 * The app's pages by their route path (`/my-account/autoplay/{-$page}`): a path is that page (and
 * its index); a path ending in `/*` is that page and every page under it.
 */
export const PAGES_GATED = {
  account_details_manage: [],
  wallet_deposit: ['/deposit', '/checkout/deposit/*', '/my-account/deposit/*', '/daily-winners/deposit'],
  wallet_withdrawal: ['/my-account/withdraw/*'],
  wallet_manage: ['/my-account/cards-and-accounts', '/my-account/transactions/*'],
  wallet_balance: [],
  spend_limits: [
    '/my-account/spend-limits',
    '/my-account/precommitment-limit',
    '/my-account/take-a-break',
    '/my-account/self-exclusion',
  ],
  deposit_limits: [],
  verify_id: ['/account-verification', '/my-account/verify-account', '/my-account/manual-verification'],
  syndicates: [],
  social_syndicates: ['/social-play', '/lotto-party/*', '/my-account/lotto-party/*'],
  autoplay: [],
  autoplay_manage: ['/my-account/autoplay/*', '/my-account/payment-resolution'],
  subscriptions: ['/$productOfferKey/subscription'],
  subscription_manage: ['/my-account/subscriptions/*'],
  combined_recurring_purchases: ['/my-account/recurring-purchases/*', '/my-account/scheduled-purchases/*'],
  membership_program: [
    '/daily-winners/*',
    '/my-account/current-giveaways/*',
    '/my-account/closed-giveaways/*',
  ],
  membership_purchase: ['/daily-winners/membership-tiers', '/daily-winners/deposit'],
  giveaway_entries: ['/my-account/current-giveaways/*', '/my-account/closed-giveaways/*'],
  vouchers: [],
  responsible_gambling: [],
  support_form: [],
  support_faq: [],
  registration: ['/signup'],
  social_sign_in_apple: [],
  social_sign_in_google: [],
  cookie_consent: [],
  blog: ['/blog/*'],
  causes_directory: ['/causes/*'],
  charity_lotteries: ['/charity-tickets'],
  commercial_lotteries: ['/lotto-tickets', '/$productOfferKey/statistics'],
  multi_offer_site: ['/syndicates'],
  sub_variants: [],
  sitewide_banner: [],
  terms_of_use: [],
  native_app: ['/app/*'],
  feedback: [],
  viewing_orders: [
    '/my-account/upcoming-tickets/*',
    '/my-account/past-tickets/*',
    '/my-account/print-tickets',
    '/my-account/syndicate-tickets/*',
    '/my-account/lotto-party/ticket/*',
  ],
  favourite_numbers: ['/my-account/favourite-numbers'],
  partner_purchase: ['/purchase/*'],
  notifications_feed: [],
  notification_settings_manage: ['/communication-preferences'],
  customer_migration: [],
  // The goodbye after closing stays open (spec 1 §2): the customer is signed out by then. The route
  // map puts the standalone password page here too; login and security keeps its own password form.
  customer_deactivation: ['/close-my-account', '/change-Password'],
  placements: [],
  pre_cart_recommended_draws: [],
} as const satisfies Record<CapabilityName, readonly string[]>;

/**
 * Pages a customer on a break or self-excluded still reads: a gate that pauses play for them
 * (src/features/capabilities/route-gate.ts) leaves these open, as they only read.
 */
export const READ_WHILE_PAUSED: readonly string[] = ['/$productOfferKey/statistics'];

/**
 * The reference API's calls, each as `service METHOD path` the way contract/endpoints declares it.
 * A call whose answer the site reads whatever is switched off (the causes an offer supports, the
 * payment a cart needs) is not listed.
 */
export const CALLS_GATED = {
  account_details_manage: [],
  wallet_deposit: [
    'main GET /funds/:depositId{dep_[\\w-]+}/deposit',
    'main POST /funds/:depositId{dep_[\\w-]+}/deposit/authenticate',
    'main POST /funds/:depositId{dep_[\\w-]+}/deposit/cancel',
    'main POST /funds/:fundId{[0-9]+}/deposit',
    'main POST /funds/:method{[a-z]{2}}/:gateway/deposit',
    'main POST /cart/deposit_purchase',
  ],
  wallet_withdrawal: [
    'main GET /customer/withdrawable-funds',
    'main POST /funds/:fundId{[0-9]+}/withdraw',
    'main GET /withdrawals/:withdrawalId',
  ],
  wallet_manage: [
    'main GET /transactions',
    'main POST /funds/:fundId{[0-9]+}/default',
    'main DELETE /funds/:fundId{[0-9]+}',
  ],
  wallet_balance: [],
  spend_limits: [
    'main PUT /spend-limits/:period',
    'main POST /spend-limits/:period',
    'main DELETE /spend-limits/:id',
    'main POST /precommitment',
    'main DELETE /precommitment',
    'main POST /customer/break',
    'main POST /customer/self_exclusion',
  ],
  deposit_limits: [],
  verify_id: [
    'customer-verify POST /customer/verify',
    'customer-verify POST /customer/verification/licence',
    'customer-verify POST /customer/verification/connectid',
    'customer-verify POST /customer/verification/connectid/callback',
    'customer-verify POST /customer/verification',
  ],
  syndicates: [],
  social_syndicates: [
    'social GET /config',
    'social GET /config/:pricingId',
    'social POST /group',
    'social GET /group/name-check',
    'social GET /group',
    'social GET /group/token/:token',
    'social GET /group/:id{[0-9]+}',
    'social DELETE /group/:id{[0-9]+}',
    'social GET /group/:id{[0-9]+}/session',
    'social GET /group/:id{[0-9]+}/session/open',
    'social POST /session',
    'social GET /session/discover',
    'social GET /session/discover/draw/:drawId{[0-9]+}',
    'social GET /session/:id{[0-9]+}',
    'social PUT /session/:id{[0-9]+}',
    'main GET /orders/social_syndicate_session/:id',
  ],
  autoplay: [],
  autoplay_manage: [
    'main GET /autoplay',
    'main GET /autoplay/:id',
    'main PATCH /autoplay/:id',
    'main POST /autoplay/:id/pause',
    'main POST /autoplay/:id/unpause',
    'main POST /autoplay/:id/set-minimum-jackpot',
    'main POST /autoplay/:id/set-quickpick',
    'main PATCH /autoplays/:id/status',
  ],
  subscriptions: [],
  subscription_manage: [
    'main GET /subscriptions',
    'main GET /subscriptions/:id',
    'main PATCH /subscriptions/:id',
    'main PATCH /subscriptions/:id/status',
  ],
  combined_recurring_purchases: [
    'main GET /recurring_purchases',
    'main PATCH /recurring_purchases/:id/status',
    'main GET /scheduled-purchases',
    'main GET /scheduled-purchases/:id',
    'main PATCH /scheduled-purchases/:id/cancel',
  ],
  // Spec 3 §5: every membership call needs the program.
  membership_program: [
    'rewards GET /v4/config',
    'rewards GET /v3/giveaways/:type',
    'rewards GET /v3/giveaways/:type/:number',
    'rewards GET /v3/giveaways/:type/:number/entries',
    'rewards GET /v3/winners',
    'rewards GET /v3/customer',
    'rewards GET /v3/customer/giveaways',
    'rewards PUT /membership',
    'rewards PUT /v3/draws/:drawId',
    'rewards GET /v3/benefits',
  ],
  membership_purchase: ['rewards PUT /membership'],
  giveaway_entries: ['rewards GET /v3/customer/giveaways', 'rewards PUT /v3/draws/:drawId'],
  vouchers: ['main POST /cart/promotion', 'main POST /anon-cart/:ref/promotion'],
  responsible_gambling: [],
  support_form: ['cms POST /items/contact_page'],
  support_faq: [],
  registration: ['main POST /signup', 'main POST /social-authentication/signup'],
  social_sign_in_apple: [],
  social_sign_in_google: [],
  cookie_consent: [],
  blog: [
    'cms GET /items/blog',
    'cms GET /items/blog_categories',
    'cms GET /items/blog_posts',
    'cms GET /items/blog_posts/:id',
  ],
  causes_directory: ['main GET /causes/:key'],
  charity_lotteries: [],
  commercial_lotteries: ['main GET /statistics/:key'],
  multi_offer_site: [],
  sub_variants: [],
  sitewide_banner: [],
  terms_of_use: [],
  native_app: [],
  feedback: ['main POST /event'],
  viewing_orders: [
    'main GET /orders',
    'main GET /orders/:id{[0-9]+}',
    'main GET /orders/social_syndicate_session/:id',
  ],
  favourite_numbers: ['main PUT /favourite-numbers'],
  partner_purchase: [
    'main GET /partners/:slug',
    'main POST /cart/partner/:slug',
    'main POST /anon-cart/partner/:slug',
    'main POST /cart/partner/:slug/purchase',
  ],
  notifications_feed: ['main GET /customer/content-cards', 'main POST /customer/content-cards/viewed'],
  notification_settings_manage: [],
  customer_migration: ['main POST /migration/migrate'],
  customer_deactivation: ['main DELETE /customer'],
  placements: ['recommend GET /placement', 'recommend POST /placement/cart/prime'],
  pre_cart_recommended_draws: [],
} as const satisfies Record<CapabilityName, readonly string[]>;

const withoutIndex = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Whether a gate's page (`/blog/*`, `/signup`) covers the route path. */
function covers(gated: string, path: string): boolean {
  if (!gated.endsWith('/*')) return gated === path;
  const root = gated.slice(0, -2);
  return path === root || path.startsWith(`${root}/`);
}

/** The capabilities a page needs, by its route path (`/my-account/deposit/`). */
export function pageCapabilities(routePath: string): CapabilityName[] {
  const path = withoutIndex(routePath);
  return (Object.keys(PAGES_GATED) as CapabilityName[]).filter((name) =>
    PAGES_GATED[name].some((gated: string) => covers(gated, path)),
  );
}

/** Whether a page stays open to a customer whose play is paused. */
export const readWhilePaused = (routePath: string): boolean =>
  READ_WHILE_PAUSED.some((gated) => covers(gated, withoutIndex(routePath)));

/** The capabilities a call needs, by its service and declared method and path. */
export function callCapabilities(service: string, method: string, path: string): CapabilityName[] {
  const call = `${service} ${method} ${path}`;
  return (Object.keys(CALLS_GATED) as CapabilityName[]).filter((name) =>
    (CALLS_GATED[name] as readonly string[]).includes(call),
  );
}
