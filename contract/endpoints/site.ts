/**
 * The site's own reads (spec 1 §7): its configuration, the capabilities switched on, and where the
 * visitor is (for the country-ban prompt), which is no cache's.
 */
import type { Capabilities, SiteConfig } from '../schemas/site';
import { endpoint } from './endpoint';

const read = { service: 'main', personal: false, method: 'GET' } as const;

export const config = endpoint<{ answer: SiteConfig }>()({ ...read, path: '/config', cache: 'public' });
export const capabilities = endpoint<{ answer: Capabilities }>()({
  ...read,
  path: '/capabilities',
  cache: 'public',
});
export const locate = endpoint<{ answer: { countryCode: string } }>()({ ...read, path: '/locate' });
