/**
 * Links to the app's own pages are typed (`NavLinkTo` with `to` or `link`), so renaming a route
 * fails the type check. A string address is left only where the app does not write it: a
 * content-service page through `ContentLink` (the link crawler e2e checks those reach a page).
 * This finds a string address to an app page written where the type check cannot see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** An element with an `href` that is a same-site address in the code (`"/x"`, `{'/x'}`, `` {`/x`} ``). */
const STRING_HREF = /<(\w+)((?:[^>]|=>)*?)\shref=(?:"|\{['`])\/(?!\/)([^"'`]*)((?:[^>]|=>)*)/g;

/**
 * Where a string address may stay: content-service pages, through `ContentLink`, or in a new tab
 * (the terms beside a sign-up form), which the router has no part in.
 */
const allowed = (tag: string, attributes: string, path: string) =>
  path.startsWith('about/') &&
  (tag === 'ContentLink' || /component=\{ContentLink\}|target="_blank"/.test(attributes));

it('links to the app’s pages are typed', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(STRING_HREF)]
      .filter(([, tag = '', before = '', path = '', after = '']) => !allowed(tag, before + after, path))
      .map(([match]) => `${relative(SRC, file)}: ${match.replace(/\s+/g, ' ')}`),
  );
  expect(offenders).toEqual([]);
});

it('finds a string address to an app page', () => {
  const sample = '<Anchor href="/my-account">x</Anchor> <a className={c} href={`/${offer.url}`}>';
  expect([...sample.matchAll(STRING_HREF)].map(([, tag]) => tag)).toEqual(['Anchor', 'a']);
});
