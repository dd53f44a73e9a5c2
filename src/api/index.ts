/**
 * The app's one instance of the request convention, which every service is called through. Everything the
 * UI needs from the api layer is exported here; the factories stay importable for tests.
 */
import { createAppErrorStore } from './app-error';
import { createApiClient, type ApiResponse, type RequestOptions } from './client';
import { createDiscovery, type ServiceName } from './discovery';
import { createErrorReports, unlessLeft } from './error-reports';
import { socialNotice, type ServerMessage } from './errors';
import { createNotificationQueue } from './notifications';
import { anonymousSession, createSessionHolder } from './session';

export {
  ApiError,
  CONFIRM_ADDRESS_FAILED,
  DeviceError,
  GENERIC_ERROR_MESSAGE,
  formErrors,
  isNotFound,
} from './errors';
export type { CustomerOverview } from '@contract/schemas/accounts';
export type { LoginResult } from '@contract/schemas/auth';
export type { Money } from '@contract/schemas/fields';
export type { ApiResponse, PdfLink, RequestOptions, SessionPort, Tokens } from './client';
export type { QueuedNotification } from './notifications';

export const notifications = createNotificationQueue();
export const appError = createAppErrorStore();
export const errorReports = createErrorReports();
export type { ReportSink } from './error-reports';
export const session = createSessionHolder(anonymousSession(crypto.randomUUID()));

const discovery = createDiscovery(import.meta.env.VITE_DISCOVERY_URL ?? '/api/discover', (url) =>
  fetch(url, { headers: { accept: 'application/json' } }),
);

const client = createApiClient({
  discovery,
  appKey: import.meta.env.VITE_APP_KEY ?? 'luckydip-web',
  appSecret: import.meta.env.VITE_APP_SECRET ?? 'luckydip-web-demo-secret',
  session,
  notifications,
  onUnrecoverable: (status) => appError.set(status),
  // A device that knows it is offline fails every call: that is its connection, not a fault.
  report: unlessLeft((error) => {
    if (navigator.onLine) errorReports.capture(error);
  }),
  exclusive: (work) =>
    'locks' in navigator ? navigator.locks.request('luckydip-token-refresh', work) : work(),
});

/** A notification a failure earns on a service, besides the caller's own handling. */
const NOTICES: Partial<Record<ServiceName, (error: unknown) => ServerMessage | undefined>> = {
  social: socialNotice,
};

/** A call on a service, answering the whole envelope: status, result, messages, paging. */
export function serviceRequest<T>(
  service: ServiceName,
  path: string,
  options?: RequestOptions,
): Promise<ApiResponse<T>> {
  return client.request<T>(service, path, options).catch((error: unknown) => {
    const message = NOTICES[service]?.(error);
    if (message) notifications.push(message);
    throw error;
  });
}

/** The keep-alive's heartbeat (spec 1 §4): GET /blank.html on the main service, unsigned. */
export async function heartbeat(): Promise<void> {
  const { baseUrl } = await discovery.resolve('main');
  await fetch(`${baseUrl}/blank.html`, { cache: 'no-store', credentials: 'same-origin' });
}
