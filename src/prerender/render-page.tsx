/**
 * The build-time render of a public page (issue "First paint"): the real router at the page's
 * path in memory, a signed-out visitor, every loader run, then the app rendered to a string. The
 * query cache it filled goes into the page, so the browser hydrates the same tree before it asks
 * the network for anything.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { blogPageCount } from '@contract/blog';
import { pagePath } from '@contract/paging';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { buildTheme } from '@/app/theme';
import { blogQueries } from '@/features/content/blog-queries';
import { contentQueries } from '@/features/content/queries';
import { renderMode } from '@/lib/render-mode';
import type { PrerenderedPage } from './prerendered-state';
import { routerHandoff } from './router-handoff';

export interface RenderedPage {
  html: string;
  state: PrerenderedPage;
  /** The routes the page is made of, outermost first: their chunks' CSS goes in the page. */
  routeIds: string[];
  notFound: boolean;
}

const NO_UPDATE = { waiting: false, subscribe: () => () => undefined, apply: () => undefined };

export async function renderPage(path: string): Promise<RenderedPage> {
  const renderedAt = Date.now();
  renderMode.renderFromHtml(renderedAt);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // The page carries only the queries its render read: what the loaders alone read (the catalogue
  // that tells an offer from a content page) stays out, and the page stays small.
  const read = new Set<string>();
  const wanted = new Set<string>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    const query = build(client, options, state);
    read.add(query.queryHash);
    // An observer's options: `enabled: false` reads nothing (a visitor's cart).
    if (!('enabled' in options) || options.enabled !== false) wanted.add(query.queryHash);
    return query;
  };
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient} router={router} update={NO_UPDATE} />
    </StrictMode>,
  );
  // A query the page reads but its loaders did not load renders empty here, and with whatever the
  // device's cache restores in the browser: a boundary hydrating after that restore would not
  // match this HTML. Every such query belongs in a loader.
  const unloaded = cache
    .getAll()
    .filter((query) => wanted.has(query.queryHash) && query.state.status !== 'success');
  if (unloaded.length > 0)
    throw new Error(
      `${path} renders ${unloaded.map((query) => query.queryHash).join(', ')} without loading it (routes: ${router.state.matches.map((match) => `${match.routeId} ${match.status}`).join(', ')})`,
    );
  const { matches } = router.state;
  const state: PrerenderedPage = {
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => read.has(query.queryHash) && query.state.status === 'success',
    }),
    router: routerHandoff(matches),
    renderedAt,
  };
  // Its garbage-collection timers would keep the build's process alive for days.
  queryClient.clear();
  return {
    html,
    state,
    routeIds: matches.map((match) => match.routeId),
    notFound: matches.some((match) => match.status === 'notFound'),
  };
}

/**
 * The rules of the <style> Mantine renders for the site's theme (its CSS variables and global
 * classes), which the prerendered pages leave out until hydration and link as one stylesheet.
 */
export async function themeStylesheet(): Promise<string> {
  const queryClient = createQueryClient();
  const cms = await queryClient.fetchQuery(contentQueries.theme());
  queryClient.clear();
  const markup = renderToStaticMarkup(<MantineProvider theme={buildTheme(cms)} />);
  // The site is light only (vite.config.ts, lightOnly): the dark scheme's variables never apply.
  return markup
    .replace(/<\/?style\b[^>]*>/g, '')
    .replace(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/g, '');
}

/** The paths of the content service's published pages (About and the rest), all prerendered. */
export async function contentPaths(): Promise<string[]> {
  const queryClient = createQueryClient();
  const pages = await queryClient.fetchQuery(contentQueries.pages());
  const news = await newsPaths(queryClient);
  queryClient.clear();
  return [...pages.map((page) => page.path), ...news];
}

/** The news's pages: each page of each category, and every post they list. */
async function newsPaths(queryClient: QueryClient): Promise<string[]> {
  const paths: string[] = [];
  for (const category of await queryClient.fetchQuery(blogQueries.categories())) {
    const path = pagePath(`/blog/category/${category.slug}`);
    for (let page = 1, last = 1; page <= last; page += 1) {
      const { posts, total } = await queryClient.fetchQuery(blogQueries.categoryPage(category.slug, page));
      last = blogPageCount(total);
      paths.push(path(page), ...posts.map((post) => `/blog/${post.slug}`));
    }
  }
  return paths;
}

/** The paths of the app's routes (`/$productOfferKey/results/draw/$drawNo`), for the server's page status. */
export function routePatterns(): string[] {
  return Object.keys(createAppRouter(createQueryClient(), createMemoryHistory()).routesByPath);
}
