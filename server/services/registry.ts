/** The services the reference API offers, as listed by GET /api/discover. */
export interface ServiceDefinition {
  name: 'main' | 'cms' | 'customer-verify' | 'rewards' | 'social' | 'recommend';
  base: string;
  versions: string[];
  defaultVersion: string;
}

const MAIN_VERSIONS = Array.from({ length: 10 }, (_, minor) => `3.${minor}`);

export const SERVICES: ServiceDefinition[] = [
  { name: 'main', base: '/api/v2', versions: MAIN_VERSIONS, defaultVersion: '3.0' },
  { name: 'cms', base: '/api/cms', versions: ['1.0'], defaultVersion: '1.0' },
  { name: 'customer-verify', base: '/api/customer-verify', versions: ['1.0'], defaultVersion: '1.0' },
  { name: 'rewards', base: '/api/rewards', versions: ['1.0'], defaultVersion: '1.0' },
  { name: 'social', base: '/api/social/v3', versions: ['1.0'], defaultVersion: '1.0' },
  { name: 'recommend', base: '/api/recommend', versions: ['1.0'], defaultVersion: '1.0' },
];

export function discoverResult() {
  return {
    services: SERVICES.map((service) => ({
      name: service.name,
      base_url: service.base,
      versions: service.versions,
      default_version: service.defaultVersion,
    })),
  };
}
