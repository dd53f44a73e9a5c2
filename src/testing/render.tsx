/**
 * Renders a component as the app would: Mantine with the app's theme, a fresh query cache and a
 * memory router, with the app's own request convention (src/api) talking to the real reference
 * API in process (`createApp(...).request` over an in-memory database with the demo data). So a
 * component test can never drift from the server: it meets the same routes, rules and messages.
 * `signedInAs` signs a demo customer in first and hands the app their session.
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
import type { LoginResult } from '@contract/schemas/auth';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { testApp } from '../../server/testing/test-app';
import { session, type SessionPort } from '@/api';
import { anonymousSession } from '@/api/session';
import { buildTheme } from '@/app/theme';
import type { RouterContext, Visitor } from '@/lib/router-context';

export interface RenderOptions {
  /** A demo customer (password `LuckyDip!2026`) to sign in before rendering. */
  signedInAs?: string;
}

/**
 * Every fetch of the app goes to the in-process reference API, as an anonymous visitor until a
 * session is given; for tests of queries and mutations without a page.
 */
export async function serveInProcess() {
  const api = await testApp();
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
    return api.app.request(url, init);
  });
  session.use(anonymousSession('component-test'));
  return { api, calls };
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
  const { api, calls } = await serveInProcess();
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
  return { ...view, api, calls, customer: login?.customer, queryClient, user: userEvent.setup() };
}

export { screen };
export { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/db/seed';
