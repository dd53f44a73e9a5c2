/**
 * Route files export only `Route` (DESIGN, layout): a page is found by its address, and whatever
 * else it needs lives in a `-` file beside the routes that share it (`routes/-components/` for those
 * that several route folders share), which the router leaves alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROUTES = join(import.meta.dirname, '..', 'routes');

/** Every route file: not a test, and neither it nor a folder above it named with a leading `-`. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('every route file exports its Route and nothing else', () => {
  const files = routeFiles(ROUTES);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.flatMap((file) => {
    const exports = readFileSync(file, 'utf8').match(/^export\s+.*$/gm) ?? [];
    const others = exports.filter((line) => !/^export const Route\b/.test(line));
    return exports.length === others.length || others.length > 0
      ? [`${relative(ROUTES, file)}: ${others.join(' | ') || 'no Route'}`]
      : [];
  });
  expect(offenders).toEqual([]);
});
