/** Content-service reads: one query-options factory, each fresh as long as its endpoint's cache policy says. */
import { contentFileUrl } from '@contract/content-images';
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import * as endpoints from '@contract/endpoints/content';
import { call } from '@/api/call';
import { fieldsOf, withFields } from './listed';

/** What routing and links need of every page. */
const PAGE_LINK = ['id', 'name', 'path', 'title'] as const;

export const contentQueries = {
  theme: () =>
    queryOptions({
      queryKey: ['content', 'theme'],
      queryFn: () => call(endpoints.theme),
      staleTime: freshMs(endpoints.theme.cache),
      meta: { persist: true },
    }),
  site: () =>
    queryOptions({
      queryKey: ['content', 'site'],
      queryFn: () => call(endpoints.site),
      staleTime: freshMs(endpoints.site.cache),
      meta: { persist: true },
    }),
  navigation: () =>
    queryOptions({
      queryKey: ['content', 'navigation'],
      queryFn: async () => (await call(endpoints.navigation)).primary,
      staleTime: freshMs(endpoints.navigation.cache),
      meta: { persist: true },
    }),
  /** Every visible page with what routing and links need; the body comes with `page`. */
  pages: () =>
    queryOptions({
      queryKey: ['content', 'pages'],
      queryFn: async () =>
        (await call(endpoints.pages, { query: { fields: fieldsOf(PAGE_LINK), limit: -1 } })).map((page) =>
          withFields(page, PAGE_LINK),
        ),
      staleTime: freshMs(endpoints.pages.cache),
      meta: { persist: true },
    }),
  page: (id: string) =>
    queryOptions({
      queryKey: ['content', 'page', id],
      queryFn: () => call(endpoints.page, { params: { id } }),
      staleTime: freshMs(endpoints.page.cache),
      meta: { persist: true },
    }),
  component: (key: string) =>
    queryOptions({
      queryKey: ['content', 'component', key],
      queryFn: () => call(endpoints.component, { params: { key } }),
      staleTime: freshMs(endpoints.component.cache),
      meta: { persist: true },
    }),
};

/** What an editor previews (spec 1 §2 /preview): a page or a news post, by its id. */
export const PREVIEW_COLLECTIONS = ['pages', 'blog_posts'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/** Content files load straight from <img>, unsigned, from the content service's file route. */
export const fileUrl = contentFileUrl;
