/** The services the reference API offers, as listed by GET /api/discover, and their declared routes. */
import type { Route } from '@contract/schemas/routes';
import { accountRoutes, migrationRoutes } from '@contract/schemas/accounts';
import { authRoutes, sessionRoutes } from '@contract/schemas/auth';
import { blogRoutes, contentRoutes } from '@contract/schemas/content';
import { feedbackRoutes } from '@contract/schemas/feedback';
import { partyRoutes } from '@contract/schemas/lotto-party';
import { membershipRoutes } from '@contract/schemas/membership';
import { contentCardRoutes } from '@contract/schemas/notifications';
import { partnerRoutes } from '@contract/schemas/partners';
import { placementRoutes } from '@contract/schemas/placements';
import { preferencesRoutes } from '@contract/schemas/preferences';
import { pushRoutes } from '@contract/schemas/push';
import { recurringRoutes } from '@contract/schemas/recurring';
import { resultRoutes } from '@contract/schemas/results';
import { cartRoutes, catalogueRoutes, checkoutRoutes } from '@contract/schemas/shop';
import { siteRoutes, type Discovery, type ServiceName } from '@contract/schemas/site';
import { verificationRoutes } from '@contract/schemas/verification';
import { socialRoutes } from '@contract/schemas/social-sign-in';
import { walletRoutes } from '@contract/schemas/wallet';

export interface ServiceDefinition {
  name: ServiceName;
  base: string;
  versions: string[];
  defaultVersion: string;
}

const MAIN_VERSIONS = Array.from({ length: 10 }, (_, minor) => `3.${minor}`);

export const SERVICES: ServiceDefinition[] = [
  { name: 'main', base: '/api/v2', versions: MAIN_VERSIONS, defaultVersion: '3.0' },
  { name: 'cms', base: '/api/cms', versions: ['1.0'], defaultVersion: '1.0' },
  { name: 'customer-verify', base: '/api/customer-verify', versions: ['1.0'], defaultVersion: '1.0' },
  // PUT /membership is called at 3.2 (spec 3 §7).
  { name: 'rewards', base: '/api/rewards', versions: ['1.0', '3.2'], defaultVersion: '1.0' },
  { name: 'social', base: '/api/social/v3', versions: ['3.0'], defaultVersion: '3.0' },
  { name: 'recommend', base: '/api/recommend', versions: ['1.0'], defaultVersion: '1.0' },
];

export function discoverResult(): Discovery {
  return {
    services: SERVICES.map((service) => ({
      name: service.name,
      baseUrl: service.base,
      versions: service.versions,
      defaultVersion: service.defaultVersion,
    })),
  };
}

/** Every group of declared routes (contract/endpoints, contract/schemas), for the tests that hold them all. */
export const DECLARED_ROUTES: Record<string, Record<string, Route>> = {
  site: siteRoutes,
  account: accountRoutes,
  migration: migrationRoutes,
  feedback: feedbackRoutes,
  verification: verificationRoutes,
  auth: authRoutes,
  session: sessionRoutes,
  social: socialRoutes,
  wallet: walletRoutes,
  recurring: recurringRoutes,
  results: resultRoutes,
  lottoParty: partyRoutes,
  membership: membershipRoutes,
  partners: partnerRoutes,
  placements: placementRoutes,
  catalogue: catalogueRoutes,
  cart: cartRoutes,
  checkout: checkoutRoutes,
  push: pushRoutes,
  preferences: preferencesRoutes,
  contentCards: contentCardRoutes,
  content: contentRoutes,
  blog: blogRoutes,
};
