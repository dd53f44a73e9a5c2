/**
 * Service discovery: one GET on the configured discovery URL lists every service with its base
 * URL and versions. It is resolved once per session and shared; a failed lookup is forgotten so
 * the next call tries again (the service worker keeps the last answer for offline starts).
 */
import { camelizeKeys } from '@contract/case';
import type { Discovery as DiscoveryResult, ServiceEntry, ServiceName } from '@contract/schemas/site';
import { ApiError, DISCOVERY_URL_NOT_SET, apiErrorMessage } from './errors';

export type { ServiceName };

export interface ResolvedService {
  baseUrl: string;
  version: string;
}

export interface Discovery {
  resolve(service: ServiceName, version?: string): Promise<ResolvedService>;
  /** Forget the cached list (used on a new session). */
  reset(): void;
}

export function createDiscovery(
  discoveryUrl: string | undefined,
  load: (url: string) => Promise<Response>,
): Discovery {
  let services: Promise<ServiceEntry[]> | undefined;

  const fetchServices = async (): Promise<ServiceEntry[]> => {
    if (!discoveryUrl) {
      throw new ApiError({ status: 500, url: '', message: DISCOVERY_URL_NOT_SET, kind: 'config' });
    }
    const response = await load(discoveryUrl);
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        url: discoveryUrl,
        message: apiErrorMessage(response.status, discoveryUrl),
        kind: 'http',
      });
    }
    const body = camelizeKeys<{ result: DiscoveryResult }>(await response.json());
    return body.result.services;
  };

  return {
    async resolve(service, version) {
      services ??= fetchServices().catch((error: unknown) => {
        services = undefined;
        throw error;
      });
      const entry = (await services).find((s) => s.name === service);
      if (!entry) {
        throw new ApiError({
          status: 500,
          url: discoveryUrl ?? '',
          message: `Service ${service} is not listed by discovery`,
          kind: 'config',
        });
      }
      const wanted = version ?? entry.defaultVersion;
      if (!entry.versions.includes(wanted)) {
        throw new ApiError({
          status: 500,
          url: entry.baseUrl,
          message: `Service ${service} does not offer version ${wanted}`,
          kind: 'config',
        });
      }
      return { baseUrl: entry.baseUrl, version: wanted };
    },
    reset() {
      services = undefined;
    },
  };
}
