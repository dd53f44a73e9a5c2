/**
 * Site-wide reads every visitor shares (spec 1 §3, §6, §7): discovery, the web configuration
 * constants, capability segments and the visitor's location.
 */
import { z } from 'zod';
import * as siteEndpoints from '../endpoints/site';
import { routesOf } from './routes';
import { CAPABILITY_NAMES } from '../capability-names';
import { STATES } from '../form-rules';
import { IMMUTABLE_CUSTOMER_FIELDS, TWO_FACTOR_METHODS } from './accounts';

export const SERVICE_NAMES = ['main', 'cms', 'customer-verify', 'rewards', 'social', 'recommend'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** GET /api/discover. */
export const discoverySchema = z.object({
  services: z.array(
    z.object({
      name: z.enum(SERVICE_NAMES),
      baseUrl: z.string(),
      versions: z.array(z.string()),
      defaultVersion: z.string(),
    }),
  ),
});
export type Discovery = z.infer<typeof discoverySchema>;
export type ServiceEntry = Discovery['services'][number];

const requirement = z.enum(['required', 'optional', 'hidden']);
const timedPause = z.object({ optionsWeeks: z.array(z.number().int()), maxWeeks: z.number().int() });

/** GET /config: the web configuration constants of spec 1 §3. */
export const siteConfigSchema = z.object({
  siteName: z.string(),
  siteLocale: z.string(),
  baseCurrency: z.string(),
  baseUrl: z.string(),
  sessionTimeout: z.number().int(),
  minRegistrationAge: z.number().int(),
  disableIndexing: z.boolean(),
  /**
   * Analytics (spec 1 §7): loaded only with a key. `cdnUrl` is where the SDK reads its settings; a
   * path is on the site's own origin (the reference API's sandbox collector).
   */
  analytics: z.object({ writeKey: z.string().nullable(), cdnUrl: z.string() }),
  /** Error reporting (spec 1 §8): a DSN, or a path on the site's own origin (the sandbox collector). */
  errorReporting: z.object({ dsn: z.string().nullable() }),
  /** Spec 3 §2: the migration's success view may link to a page on another site (null: no link). */
  migrationSuccessUrl: z.string().nullable(),
  heartbeatEnabled: z.boolean(),
  heartbeatActiveTimeout: z.number().int(),
  /** Spec 1 §4: how often (seconds) a signed-in customer is read again while they use the site. */
  customerRefreshInterval: z.number().int().positive(),
  supportNumber: z.string(),
  supportOpeningHours: z.string(),
  supportEmail: z.string(),
  supportChat: z.object({ available: z.boolean(), url: z.string().nullable() }),
  socialNetworks: z.record(z.string(), z.string()),
  appStoreLinks: z.object({ apple: z.string().optional(), google: z.string().optional() }),
  customerAddressConfig: z.object({
    lookupProvider: z.enum(['GOOGLE', 'IDEAL_POSTCODES']),
    fields: z.object({
      address: requirement,
      addressLine2: requirement,
      country: requirement,
      postcode: requirement,
      state: requirement,
      suburb: requirement,
    }),
    format: z.string(),
  }),
  immutableCustomerFields: z.array(z.enum(IMMUTABLE_CUSTOMER_FIELDS)),
  twoFactorAuthenticationConfig: z.object({
    methods: z.array(z.enum(TWO_FACTOR_METHODS)),
    codeLength: z.number().int(),
    emailResendSeconds: z.number().int(),
    rememberForDays: z.number().int(),
  }),
  supportPageUrls: z.object({ helpCentre: z.string(), contact: z.string(), responsibleGaming: z.string() }),
  unsubscribeReasons: z.array(z.string()),
  causeLotteryBinding: z.object({ defaultCauseSlug: z.string(), sharePercent: z.number() }),
  addressLookupApi: z.object({ url: z.string(), minCharacters: z.number().int() }),
  cookieConsent: z.object({
    required: z.boolean(),
    categories: z.array(z.string()),
    expiryDays: z.number().int(),
  }),
  autoplayTimedPause: timedPause,
  subscriptionTimedPause: timedPause,
  supportedPaymentMethods: z.array(z.string()),
  defaultPartner: z.string(),
  signupOptions: z.object({
    marketingOptInDefault: z.boolean(),
    favouriteNumbers: z.boolean(),
    states: z.array(z.enum(STATES)),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const segmentSchema = z.object({
  name: z.string(),
  capabilities: z.array(z.enum(CAPABILITY_NAMES)),
  suppressed: z.array(z.enum(CAPABILITY_NAMES)),
});
export type Segment = z.infer<typeof segmentSchema>;

/** GET /capabilities: what each segment may do, and the segment of anonymous visitors. */
export const capabilitiesSchema = z.object({
  defaultSegment: z.string(),
  segments: z.array(segmentSchema),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/** GET /locate: where the visitor is. */
export const locationSchema = z.object({ countryCode: z.string().length(2) });

export const siteRoutes = routesOf(siteEndpoints, {
  config: { answer: siteConfigSchema },
  capabilities: { answer: capabilitiesSchema },
  locate: { answer: locationSchema },
});
