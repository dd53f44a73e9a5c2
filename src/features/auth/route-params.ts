/**
 * The sign-in routes' search and path params, as schemas (valibot: these run in the entry
 * bundle on every navigation, where zod would cost 8 kB; see docs/decisions.md).
 * A `redirect` is a same-site path or the route's default: an open redirect would let a link
 * send a fresh session anywhere.
 */
import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

/** A path on this site: one leading slash, as `//host` would be another site. */
const sameSitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)/));

const redirectTo = (fallback: string) => v.fallback(v.optional(sameSitePath, fallback), fallback);

/** Where to go once signed in. */
export const signInSearch = (fallback = '/') => v.object({ redirect: redirectTo(fallback) });

/** /login also says why the customer is there: `expired=1` after the session ran out. */
export const loginSearch = v.object({
  redirect: redirectTo('/'),
  expired: v.fallback(v.optional(v.literal(1)), undefined),
});

const linkParams = v.object({
  via: v.picklist(['autologin', 'transfer']),
  token: v.pipe(v.string(), v.regex(/^[\w-]+$/)),
});

/** /login/{autologin|transfer}/{token}: any other first segment is a page that does not exist. */
export function parseLinkParams(raw: Record<string, string>): v.InferOutput<typeof linkParams> {
  const parsed = v.safeParse(linkParams, raw);
  if (!parsed.success) throw notFound();
  return parsed.output;
}
