/**
 * Putting a prerendered page together (issue "First paint"): the build's index.html with the
 * page's own head tags, the CSS of the chunks its routes load, its markup in #root and the query
 * state it was rendered from, as JSON that never runs (script-src 'self' holds).
 */
import { PRERENDERED_STATE_ID } from '@/prerender/prerendered-state';

/** The tags React hoisted to the front of the markup (title, meta, link): they belong in <head>. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:title)\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/** The route id a route file defines, by TanStack Router's file naming (`a.b.tsx` is `/a/b`). */
export function routeIdOfFile(file: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx$/.exec(file.replace(/\?.*$/, ''));
  if (!match?.[1]) return undefined;
  const path = match[1];
  if (path === '__root') return '__root__';
  if (path.split('/').some((segment) => segment.startsWith('-'))) return undefined;
  const id = `/${path.replace(/\./g, '/')}`;
  return id === '/index' ? '/' : id.replace(/\/index$/, '/');
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The CSS files the page's routes load, beyond the entry's own (already linked by the build). */
export function cssForRoutes(manifest: Record<string, ManifestChunk>, routeIds: string[]): string[] {
  const wanted = new Set(routeIds);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) {
    const id = routeIdOfFile(key);
    if (id !== undefined && wanted.has(id)) visit(key);
  }
  const entryCss = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  );
  return [...css].filter((file) => !entryCss.has(file)).sort();
}

/** JSON safe inside <script>: no `<` can close the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageParts {
  path: string;
  head: string;
  body: string;
  css: string[];
  state: unknown;
}

/**
 * The page: the shell's title and description give way to the page's own. A stylesheet the shell
 * already links is not linked again (a second link would apply its rules again, later).
 */
export function pageHtml(shell: string, page: PageParts): string {
  const css = page.css.filter((href) => !shell.includes(`href="${href}"`));
  const links = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}" data-path="${page.path}">${scriptJson(page.state)}</script>`;
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${page.head}${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${state}`);
}

/**
 * The shell for prerendered pages: its module scripts give way to the boot script
 * (src/prerender/boot.ts), which imports them, named in its `data-modules`, once the page has
 * painted.
 */
export function startAfterPaint(shell: string, boot: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const modules = [...shell.matchAll(script)].map(([, src]) => src);
  if (modules.length === 0) throw new Error('prerender: the shell has no module script');
  return shell
    .replace(script, '')
    .replace(
      '</head>',
      `<script type="module" crossorigin src="${boot}" data-modules="${modules.join(' ')}"></script></head>`,
    );
}

/** Where a page's HTML goes in dist/: `/about` is `about/index.html`. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

interface QueryStates {
  queries: { queryHash: string }[];
}

/** A page's section: the first segment of its path (`/powerball/results` is in `powerball`). */
const sectionOf = (path: string) => path.split('/')[1] ?? '';

/**
 * The queries pages of more than one section carry go in one file every page shares (one copy of
 * the catalogue and the site content instead of one per page); each page keeps the rest. A query
 * only one section's pages read (Daily Winners' program) travels with each of them instead: in
 * the shared file, every page of the site would load it.
 */
export function splitSharedQueries<S extends QueryStates>(
  pages: { path: string; state: S }[],
): { shared: S['queries']; own: S[] } {
  const sections = new Map<string, Set<string>>();
  for (const { path, state } of pages)
    for (const query of state.queries)
      sections.set(query.queryHash, (sections.get(query.queryHash) ?? new Set()).add(sectionOf(path)));
  const isShared = (query: { queryHash: string }) => (sections.get(query.queryHash)?.size ?? 0) > 1;
  const shared = new Map<string, S['queries'][number]>();
  for (const { state } of pages)
    for (const query of state.queries) if (isShared(query)) shared.set(query.queryHash, query);
  return {
    shared: [...shared.values()],
    own: pages.map(({ state }) => ({ ...state, queries: state.queries.filter((query) => !isShared(query)) })),
  };
}
