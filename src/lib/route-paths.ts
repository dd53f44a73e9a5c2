/**
 * Route-path overrides from the site settings (`route_paths`: original path -> path to use).
 * Routes and links are written with the original paths. The router reads every address through
 * `routePathRewrite`: an incoming public path is routed as the original it stands for, and every
 * link the router builds (its Link, and `NavLinkTo`) carries the public path; an href for a plain
 * anchor takes `publicPath`.
 * An overridden original is not served twice: it moves to its new address (`movedTo`).
 */
import type { LocationRewrite } from '@tanstack/react-router';

export type RoutePaths = Record<string, string>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function publicPath(path: string, overrides: RoutePaths): string {
  return overrides[normalise(path)] ?? path;
}

/** The original path a public path stands for; undefined for an overridden original. */
export function originalPath(path: string, overrides: RoutePaths): string | undefined {
  const wanted = normalise(path);
  const original = Object.entries(overrides).find(([, target]) => normalise(target) === wanted)?.[0];
  if (original) return original;
  return wanted in overrides ? undefined : wanted;
}

/** The router's rewrite; `overrides` is read on each use, so settings that arrive later apply. */
export function routePathRewrite(overrides: () => RoutePaths): LocationRewrite {
  return {
    input: ({ url }) => {
      const original = originalPath(url.pathname, overrides());
      if (original === undefined || original === normalise(url.pathname)) return undefined;
      url.pathname = original;
      return url;
    },
    output: ({ url }) => {
      const target = overrides()[normalise(url.pathname)];
      if (target === undefined) return undefined;
      url.pathname = target;
      return url;
    },
  };
}

/**
 * Where a location must go once the overrides are known, if anywhere: an overridden original to
 * its new address, and a public path routed before the settings arrived (a first visit) to
 * itself, to be read through them this time.
 */
export function movedTo(
  location: { publicHref: string; pathname: string },
  overrides: RoutePaths,
): string | undefined {
  const url = new URL(location.publicHref, 'http://app.invalid');
  const target = overrides[normalise(url.pathname)];
  if (target !== undefined) return `${target}${url.search}${url.hash}`;
  const original = originalPath(url.pathname, overrides);
  return original !== normalise(location.pathname) ? location.publicHref : undefined;
}
