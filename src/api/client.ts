/**
 * THE request convention (spec 1 §7–§8, DESIGN.md): every call to every service goes through
 * `createApiClient().request`. It resolves the service base by discovery, signs the request,
 * converts keys both ways, unwraps the envelope, maps every failure to the error catalogue, and
 * refreshes an expired access token once for all calls that hit 401/403 at the same time.
 */
import { camelizeKeys, snakeizeKeys } from '@contract/case';
import { queryString, type QueryValue } from '@contract/query-string';
import * as sessionEndpoints from '@contract/endpoints/session';
import type { Discovery, ServiceName } from './discovery';
import {
  ApiError,
  BLOCKED_STATUS,
  GENERIC_ERROR_MESSAGE,
  JSON_FAILURE_STATUS,
  MISSING_REFRESH_TOKEN,
  NO_RESPONSE_STATUS,
  apiErrorMessage,
  groupErrors,
  isAbortError,
  jsonFailureMessage,
  recogniseThrown,
  type ServerMessage,
} from './errors';
import type { NotificationQueue } from './notifications';
import { REQUEST_ID } from '@contract/request-id';
import { signRequest } from '@contract/signature';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** What the request convention needs to know about the visitor; the auth feature provides it. */
export interface SessionPort {
  tokens(): Partial<Tokens>;
  setTokens(tokens: Tokens): void;
  /** Called once when a refresh is impossible or refused. */
  signOut(reason: 'unauthorised'): void;
  headers(): {
    sessionId?: string;
    customerId?: string;
    subscriptionVariant?: string;
    requestId?: string;
  };
}

export interface PageInfo {
  page?: number;
  pageSize?: number;
  total?: number;
  totalPages?: number;
}

export interface ApiResponse<T> {
  status: number;
  result: T;
  pageInfo?: PageInfo;
  links?: Record<string, string>;
  messages: ServerMessage[];
  entities?: Record<string, unknown>;
}

export interface PdfLink {
  downloadUrl: string;
  filename: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON with snake_case keys. */
  body?: unknown;
  /** Sent URL-encoded, keys as given (form calls such as /refresh). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (uploads), keys as given. */
  files?: FormData;
  version?: string;
  signal?: AbortSignal;
  /** Purchases, deposits and withdrawals: the server answers a repeat with the stored result. */
  idempotencyKey?: string;
  /** A content editor's preview: the content service shows drafts and archived items too. */
  preview?: boolean;
  /**
   * Past the service worker's and the browser's copies: the server refused what the kept copy
   * still offers (a draw whose sales have closed), so only its answer now will do.
   */
  reload?: boolean;
  /** The caller shows the server's success messages in the page, so they are not also queued. */
  quiet?: boolean;
  /**
   * The caller recovers from a 5xx itself (a purchase keeps the cart and offers a retry), so it
   * is reported but does not take the app to its unrecoverable error page.
   */
  ownsServerErrors?: boolean;
  /**
   * The call ends the session (sign-out): a refused token is not refreshed, as there is nothing
   * left to keep, and the refusal never reports the session as expired.
   */
  endsSession?: boolean;
  /** The request outlives the page (a sign-out told to the server as the page is left). */
  keepalive?: boolean;
  /**
   * Sent with this access token instead of the session's: a sign-out the device has already
   * forgotten (features/auth/begin-sign-out.ts).
   */
  accessToken?: string;
}

export interface ApiClientDeps {
  discovery: Discovery;
  appKey: string;
  appSecret: string;
  session: SessionPort;
  notifications: NotificationQueue;
  /**
   * A response of 500 or more, or 418 (the operator's "no products available" switch): the app
   * shows its unrecoverable error page for this code.
   */
  onUnrecoverable(status: number): void;
  report(error: unknown): void;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  /** A call with no answer by then fails as a timeout (408) instead of hanging the page. */
  timeoutMs?: number;
  createObjectUrl?: (blob: Blob) => string;
  /**
   * Runs a refresh alone across every tab of the app (Web Locks in the browser). Tabs share the
   * session's cookies; two refreshing with one token at once would look like a replay to the
   * server, which then revokes the session.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ApiClient {
  request<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/** Path and query as the server will see them, which is what the signature covers. */
function pathWithQuery(url: string): string {
  const parsed = new URL(url, 'http://signature.invalid');
  return parsed.pathname + parsed.search;
}

function filenameFrom(disposition: string | null, url: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? pathWithQuery(url).split('/').pop()?.split('?')[0] ?? 'document.pdf';
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The caller's signal or the time limit, whichever aborts first, as `AbortSignal.any` with
 * `AbortSignal.timeout` would: the first is newer (Safari 17.4) than the oldest Safari supported
 * (16.4), so a controller of its own does it everywhere.
 */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

function isUnrecoverable(status: number): boolean {
  return status >= 500 || status === BLOCKED_STATUS;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? (() => Date.now());
  let refreshing: Promise<void> | undefined;

  async function send(
    method: string,
    url: string,
    version: string,
    body: string | Uint8Array<ArrayBuffer>,
    contentType: string | undefined,
    options: RequestOptions,
  ): Promise<Response> {
    const timestamp = String(Math.floor(now() / 1000));
    const headers: Record<string, string> = {
      accept: 'application/json',
      appkey: deps.appKey,
      timestamp,
      version,
      signature: await signRequest(deps.appSecret, {
        method,
        pathWithQuery: pathWithQuery(url),
        timestamp,
        body,
      }),
    };
    if (contentType) headers['content-type'] = contentType;
    const extra = deps.session.headers();
    if (extra.sessionId) headers['session-id'] = extra.sessionId;
    if (extra.subscriptionVariant) headers['subscription-variant'] = extra.subscriptionVariant;
    if (extra.customerId) headers['customer-id'] = extra.customerId;
    if (extra.requestId) headers[REQUEST_ID] = extra.requestId;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.preview) headers['x-preview'] = 'editor';
    const accessToken = options.accessToken ?? deps.session.tokens().accessToken;
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    try {
      return await doFetch(url, {
        method,
        headers,
        body: method === 'GET' || body.length === 0 ? undefined : body,
        signal: withTimeout(options.signal, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        credentials: 'same-origin',
        ...(options.reload ? { cache: 'reload' as const } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const recognised = recogniseThrown(message);
      if (recognised === undefined) deps.report(error);
      throw new ApiError({
        status: recognised ?? NO_RESPONSE_STATUS,
        url,
        message: GENERIC_ERROR_MESSAGE,
        kind: recognised === 408 ? 'timeout' : recognised === 418 ? 'blocked' : 'network',
      });
    }
  }

  /**
   * One refresh for every caller that hit 401/403 while it runs. `refused` is the access token
   * that was turned away: if the tokens changed while waiting for the lock, another tab already
   * refreshed, and the call is simply retried with the new one.
   */
  function refreshTokens(refused: string | undefined): Promise<void> {
    const exclusive = deps.exclusive ?? ((work) => work());
    refreshing ??= exclusive(async () => {
      const { accessToken, refreshToken } = deps.session.tokens();
      if (accessToken && accessToken !== refused) return;
      if (!refreshToken) {
        deps.session.signOut('unauthorised');
        throw new ApiError({
          status: 401,
          url: sessionEndpoints.refresh.path,
          message: MISSING_REFRESH_TOKEN,
          kind: 'auth',
        });
      }
      try {
        const { service, method, path } = sessionEndpoints.refresh;
        const response = await execute<Tokens>(
          service,
          path,
          { method, form: { refresh_token: refreshToken } },
          false,
        );
        deps.session.setTokens(response.result);
      } catch (error) {
        // Only the server's refusal ends the session. A refresh that could not reach it (offline,
        // a timeout, a server error) leaves the tokens for the next try.
        if (
          error instanceof ApiError &&
          error.status < 500 &&
          error.kind !== 'network' &&
          error.kind !== 'timeout'
        )
          deps.session.signOut('unauthorised');
        throw error;
      }
    }).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function execute<T>(
    service: ServiceName,
    path: string,
    options: RequestOptions,
    mayRefresh: boolean,
  ): Promise<ApiResponse<T>> {
    const method = options.method ?? 'GET';
    const { baseUrl, version } = await deps.discovery.resolve(service, options.version);
    const url = `${baseUrl}${path}${queryString(options.query)}`;
    let body: string | Uint8Array<ArrayBuffer> = '';
    let contentType: string | undefined;
    if (options.files) {
      // Encoded here rather than by fetch, so the signature covers the very bytes that are sent.
      const encoded = new Response(options.files);
      body = new Uint8Array(await encoded.arrayBuffer());
      contentType = encoded.headers.get('content-type') ?? undefined;
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      contentType = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      body = JSON.stringify(snakeizeKeys(options.body));
      contentType = 'application/json';
    }

    const sentToken = deps.session.tokens().accessToken;
    const response = await send(method, url, version, body, contentType, options);

    if (
      (response.status === 401 || response.status === 403) &&
      mayRefresh &&
      sentToken &&
      !options.endsSession
    ) {
      await refreshTokens(sentToken);
      return execute<T>(service, path, options, false);
    }
    if (response.status === 204) return { status: 204, result: null as T, messages: [] };

    if (response.ok && response.headers.get('content-type')?.includes('application/pdf')) {
      const blob = await response.blob();
      const createUrl = deps.createObjectUrl ?? ((b: Blob) => URL.createObjectURL(b));
      const link: PdfLink = {
        downloadUrl: createUrl(blob),
        filename: filenameFrom(response.headers.get('content-disposition'), url),
      };
      return { status: response.status, result: link as T, messages: [] };
    }

    let envelope: {
      result?: unknown;
      pageInfo?: PageInfo;
      links?: Record<string, string>;
      messages?: ServerMessage[];
      entities?: Record<string, unknown>;
      errors?: unknown;
    };
    try {
      envelope = camelizeKeys(await response.json());
    } catch {
      if (isUnrecoverable(response.status) && !options.ownsServerErrors)
        deps.onUnrecoverable(response.status);
      const error = new ApiError({
        status: response.ok ? JSON_FAILURE_STATUS : response.status,
        url,
        message: response.ok ? jsonFailureMessage(url) : apiErrorMessage(response.status, url),
        kind: response.ok ? 'json' : 'http',
      });
      // A success without its body is a broken answer, as is a server failure (spec 1 §8).
      if (response.ok || response.status >= 500) deps.report(error);
      throw error;
    }
    const messages = envelope.messages ?? [];

    if (!response.ok) {
      const error = new ApiError({
        status: response.status,
        url,
        message: messages[0]?.message ?? apiErrorMessage(response.status, url),
        kind: 'http',
        errors: groupErrors(envelope.errors),
        messages,
        result: envelope.result,
      });
      if (isUnrecoverable(response.status) && !options.ownsServerErrors)
        deps.onUnrecoverable(response.status);
      // 418 is the operator's switch, not a fault: it takes the app to its page unreported.
      if (response.status >= 500) deps.report(error);
      throw error;
    }

    if (!options.quiet) for (const message of messages) deps.notifications.push(message);
    return {
      status: response.status,
      result: envelope.result as T,
      pageInfo: envelope.pageInfo,
      links: envelope.links,
      messages,
      entities: envelope.entities,
    };
  }

  return {
    request: (service, path, options = {}) => execute(service, path, options, true),
  };
}
