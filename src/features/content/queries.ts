/** Content-service reads: one query-options factory, each fresh as long as its endpoint's cache policy says. */
import { contentFileUrl } from '@contract/content-images';
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import * as endpoints from '@contract/endpoints/content';
import { call } from '@/api/call';
import { SITE_LOCALE } from '@/lib/site-locale';
import { fieldsOf, withFields } from './listed';

/** A page's SEO texts (translations, spec 1 §7): its title in search results and browser tabs, and its description. */
export const SEO_KEYS = { title: 'seo_title', description: 'seo_description' } as const;

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
  /** A content page's SEO texts as its editors translated them, by key. */
  seo: (pageId: string) =>
    queryOptions({
      queryKey: ['content', 'translations', 'pages', pageId],
      queryFn: async () => {
        const texts = await call(endpoints.translations, {
          params: { locale: SITE_LOCALE },
          query: { c: ['pages'], id: [pageId], t: Object.values(SEO_KEYS) },
        });
        const text = (key: string) => texts.find((entry) => entry.key === key)?.value || undefined;
        return { title: text(SEO_KEYS.title), description: text(SEO_KEYS.description) };
      },
      staleTime: freshMs(endpoints.translations.cache),
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
