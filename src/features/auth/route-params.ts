/**
 * The sign-in routes' search and path params. They run in the entry bundle on every navigation,
 * so they are plain functions like the shop's (a schema library cost 1.4 kB gzip of the first
 * page's script for these two checks; see docs/decisions.md).
 * A `redirect` is a same-site path or the route's default: an open redirect would let a link
 * send a fresh session anywhere. Nor is it ever a page that signs in or out: coming back to
 * /logout after signing in would sign the next customer out at once, for ever.
 */
import { notFound, type SearchSchemaInput } from '@tanstack/react-router';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@contract/social-providers';

const SESSION_PAGE =
  /^\/(?:login|logout|signup|forgot-password|force-password-change|checkout\/login)(?:[/?#]|$)/;

/** A page that signs in or out: never a place to come back to once signed in. */
export const isSessionPage = (path: string): boolean => SESSION_PAGE.test(path);

/** A path on this site (one leading slash, as `//host` would be another site), not a session page. */
const sameSitePath = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) && !isSessionPage(value) ? value : fallback;

/**
 * What a link to a sign-in page may say: where to go afterwards (the route's default without), and
 * for /login why. The router reads the validator's input type from this (`SearchSchemaInput`).
 */
export type SignInSearchInput = { redirect?: string; expired?: 1 } & SearchSchemaInput;

/** Where to go once signed in. */
export const signInSearch =
  (fallback = '/') =>
  (search: SignInSearchInput): { redirect: string } => ({
    redirect: sameSitePath(search.redirect, fallback),
  });

/** /login also says why the customer is there: `expired=1` after the session ran out. */
export function loginSearch(search: SignInSearchInput): { redirect: string; expired?: 1 } {
  return {
    redirect: sameSitePath(search.redirect, '/'),
    ...(search.expired === 1 || search.expired === '1' ? { expired: 1 as const } : {}),
  };
}

const LINK_VIAS = ['autologin', 'transfer'] as const;

/** /login/{autologin|transfer}/{token}: any other first segment is a page that does not exist. */
export function parseLinkParams(raw: Record<string, string>): {
  via: (typeof LINK_VIAS)[number];
  token: string;
} {
  const via = LINK_VIAS.find((known) => known === raw.via);
  const { token } = raw;
  if (!via || token === undefined || !/^[\w-]+$/.test(token)) throw notFound();
  return { via, token };
}

/** /login/social/{apple|google}: any other provider is a page that does not exist. */
export function parseSocialParams(raw: Record<string, string>): { provider: SocialProvider } {
  const provider = SOCIAL_PROVIDERS.find((known) => known === raw.provider);
  if (!provider) throw notFound();
  return { provider };
}

/** What the provider answered: a code and the state, or an error (the customer cancelled). */
export interface ProviderAnswer {
  code?: string;
  state?: string;
  error?: string;
}

export function providerAnswer(search: Record<string, unknown>): ProviderAnswer {
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 2000 ? value : undefined);
  return { code: text(search.code), state: text(search.state), error: text(search.error) };
}
