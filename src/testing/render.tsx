/**
 * Renders a component as the app would: Mantine with the app's theme, a fresh query cache and a
 * memory router, with the app's own request convention (src/api) talking to the real reference
 * API in process (`createApp(...).request` over an in-memory database with the demo data). So a
 * component test can never drift from the server: it meets the same routes, rules and messages.
 * `signedInAs` signs a demo customer in first and hands the app their session. `renderPage` renders
 * one of the app's own pages at an address: its router, every route and the site frame around them.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { camelizeKeys, snakeizeKeys } from '@contract/case';
import type { Endpoint } from '@contract/endpoints/endpoint';
import type { LoginResult } from '@contract/schemas/auth';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { testApp } from '../../server/testing/test-app';
import { session, type SessionPort } from '@/api';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { customerJar, writeCustomerCookies } from '@/features/auth/customer-cookies';
import type { UpdateState } from '@/features/install/service-worker';
import { anonymousSession } from '@/api/session';
import { buildTheme } from '@/app/theme';
import type { RouterContext, Visitor } from '@/lib/router-context';

export interface RenderOptions {
  /** A demo customer (password `LuckyDip!2026`) to sign in before rendering. */
  signedInAs?: string;
  /**
   * Endpoints whose calls' connections drop, as on a network failure: the page's error state. The
   * server is never replaced by a made-up answer.
   */
  failing?: readonly Endpoint[];
  /** Endpoints whose answers wait until `release()`: the page's loading state. */
  held?: readonly Endpoint[];
}

/** Whether a call (`GET /api/v2/draws/...`) is one of the endpoints', whatever its service's prefix. */
function isCallTo(endpoints: readonly Endpoint[] | undefined, method: string, pathname: string): boolean {
  return (endpoints ?? []).some((endpoint) => {
    // Each param (`:id`, or `:fundId{[0-9]+}` with its pattern) matches one segment.
    const pattern = endpoint.path
      .split(/:[A-Za-z]+(?:\{[^}]*\})?/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return endpoint.method === method && new RegExp(`${pattern}$`).test(pathname);
  });
}

/**
 * Every fetch of the app goes to the in-process reference API, as an anonymous visitor until a
 * session is given; for tests of queries and mutations without a page.
 */
export async function serveInProcess({ failing, held }: Pick<RenderOptions, 'failing' | 'held'> = {}) {
  const api = await testApp();
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(url, 'http://localhost');
    calls.push(`${method} ${pathname}`);
    if (isCallTo(failing, method, pathname)) throw new TypeError('Failed to fetch');
    if (isCallTo(held, method, pathname)) await released;
    return api.app.request(url, init);
  });
  session.use(anonymousSession('component-test'));
  return { api, calls, release };
}

async function signIn(api: Awaited<ReturnType<typeof testApp>>, email: string): Promise<LoginResult> {
  const body = JSON.stringify(snakeizeKeys({ email, password: DEMO_PASSWORD }));
  const response = await api.signed('/api/v2/login', { method: 'POST', body, headers: { version: '3.3' } });
  if (response.status !== 200) throw new Error(`${email} could not sign in: ${response.status}`);
  return camelizeKeys<{ result: LoginResult }>(await response.json()).result;
}

/** Signs a demo customer in and hands the app their session; the customer overview. */
export async function signInSession(api: Awaited<ReturnType<typeof testApp>>, email: string) {
  const login = await signIn(api, email);
  session.use(sessionPort(login));
  return login;
}

/** The signed-in session as the app's request convention reads it. */
function sessionPort(login: LoginResult): SessionPort {
  let tokens = { accessToken: login.accessToken, refreshToken: login.refreshToken };
  return {
    tokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    signOut: () => undefined,
    headers: () => ({ customerId: login.customer.customerId }),
  };
}

/** What to render; a function is given the signed-in customer's id. */
type Ui = ReactNode | ((customer: { customerId: string }) => ReactNode);

export async function render(ui: Ui, options: RenderOptions = {}) {
  const { api, calls, release } = await serveInProcess(options);
  const login = options.signedInAs ? await signInSession(api, options.signedInAs) : undefined;
  const visitor: Visitor = {
    customerId: () => login?.customer.customerId,
    segmentName: () => login?.customer.segmentName,
    pricingId: () => login?.customer.pricingId,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const rootRoute = createRootRouteWithContext<RouterContext>()();
  const customerId = login?.customer.customerId ?? '';
  const element = typeof ui === 'function' ? ui({ customerId }) : ui;
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => element });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, visitor },
  });

  const view = renderDom(
    <MantineProvider theme={buildTheme()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, api, calls, release, customer: login?.customer, queryClient, user: userEvent.setup() };
}

/** No new version of the app is ever waiting in a test. */
const NO_UPDATE: UpdateState = { waiting: false, subscribe: () => () => undefined, apply: () => undefined };

/**
 * The app's page at `path` as a browser shows it: the app's router and providers, the site frame,
 * the route's loader and its calls to the in-process API. A signed-in customer's session is in
 * the cookies the app reads it from, as after a real sign-in.
 */
export async function renderPage(path: string, options: RenderOptions = {}) {
  const { api, calls, release } = await serveInProcess(options);
  const login = options.signedInAs ? await signInSession(api, options.signedInAs) : undefined;
  if (login) writeCustomerCookies(customerJar, login);
  const queryClient = createQueryClient();
  // A dropped connection is retried as in the app, without the app's wait between tries.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = renderDom(<Providers queryClient={queryClient} router={router} update={NO_UPDATE} />);
  return {
    ...view,
    api,
    calls,
    release,
    customer: login?.customer,
    router,
    queryClient,
    user: userEvent.setup(),
  };
}

/** How long a page test waits for what a route loads: its code, its loader, its calls. */
export const LOADED = { timeout: 8000 };

/** The page's canonical address, as React put it in <head>. */
export function canonicalPath(): string | undefined {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href).pathname : undefined;
}

export { screen };
export { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/db/seed';
