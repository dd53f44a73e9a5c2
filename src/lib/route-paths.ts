/**
 * Route-path overrides from the site settings (`route_paths`: original path -> path to use).
 * Links are written with the original paths and pass through `publicPath`; an incoming path is
 * mapped back with `originalPath` to find what it shows. An overridden original path no longer
 * serves the page, so each page has one address.
 */
export type RoutePaths = Record<string, string>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function publicPath(path: string, overrides: RoutePaths): string {
  return overrides[normalise(path)] ?? path;
}

export function originalPath(path: string, overrides: RoutePaths): string | undefined {
  const wanted = normalise(path);
  const original = Object.entries(overrides).find(([, target]) => normalise(target) === wanted)?.[0];
  if (original) return original;
  return wanted in overrides ? undefined : wanted;
}
