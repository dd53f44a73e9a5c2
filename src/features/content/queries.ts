/** Content-service reads: one query-options factory, cache times from the one policy table. */
import { contentFileUrl } from '@contract/content-images';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { contentEndpoints as endpoints } from '@contract/endpoints/content';
import type { BlogPost, CmsPage, ContactMessage, Listed } from '@contract/schemas/content';
import { call, callEnvelope } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import { fieldsOf, withFields } from './listed';

/** What routing and links need of every page. */
const PAGE_LINK = ['id', 'name', 'path', 'title'] as const;
/** What an editor's list of pages or posts shows. */
const PREVIEWED = ['id', 'title', 'status'] as const;

export const contentQueries = {
  theme: () =>
    queryOptions({
      queryKey: ['content', 'theme'],
      queryFn: () => call(endpoints.theme),
      staleTime: freshMs('cms-theme'),
      meta: { persist: true },
    }),
  site: () =>
    queryOptions({
      queryKey: ['content', 'site'],
      queryFn: () => call(endpoints.site),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  navigation: () =>
    queryOptions({
      queryKey: ['content', 'navigation'],
      queryFn: async () => (await call(endpoints.navigation)).primary,
      staleTime: freshMs('cms-navigation'),
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
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  page: (id: string) =>
    queryOptions({
      queryKey: ['content', 'page', id],
      queryFn: () => call(endpoints.page, { params: { id } }),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  component: (key: string) =>
    queryOptions({
      queryKey: ['content', 'component', key],
      queryFn: () => call(endpoints.component, { params: { key } }),
      staleTime: freshMs('cms-components'),
      meta: { persist: true },
    }),
};

/** What an editor previews (spec 1 §2 /preview): a page or a news post, by its id. */
export const PREVIEW_COLLECTIONS = ['pages', 'blog_posts'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export const previewQueries = {
  /**
   * A draft, archived or published item as a content editor sees it: under the editor's key, never
   * kept on the device (a draft is nobody else's to read).
   */
  item: <T extends CmsPage | BlogPost>(customerId: string, collection: PreviewCollection, id: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', collection, id],
      queryFn: async (): Promise<T> =>
        (collection === 'pages'
          ? call(endpoints.page, { params: { id }, preview: true })
          : call(endpoints.blogPost, { params: { id }, preview: true })) as Promise<T>,
      staleTime: 0,
      retry: false,
    }),
  /** The site's settings as an editor previews them: the sitewide banner waiting to go out too. */
  site: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', 'site_config'],
      queryFn: () => call(endpoints.site, { preview: true }),
      staleTime: 0,
    }),
  /** Every page or post an editor may preview, with its title and status. */
  list: <T extends CmsPage | BlogPost>(customerId: string, collection: PreviewCollection) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', collection],
      queryFn: async (): Promise<Pick<T, 'id' | 'title' | 'status'>[]> => {
        const asked = { query: { fields: fieldsOf(PREVIEWED), limit: -1 }, preview: true };
        const listed =
          collection === 'pages'
            ? await call(endpoints.pages, asked)
            : await call(endpoints.blogPosts, asked);
        return listed.map((item: Listed<CmsPage | BlogPost>) => withFields(item, PREVIEWED));
      },
      staleTime: 0,
    }),
};

export const contentMutations = {
  /** The contact form (issue 36): its reference and the service's thanks, shown in the page. */
  sendContactMessage: () =>
    mutationOptions({
      mutationFn: async (message: ContactMessage) => {
        const answer = await callEnvelope(endpoints.contact, { body: message, quiet: true });
        return { reference: answer.result.reference, thanks: answer.messages[0]?.message };
      },
    }),
};

/** Content files load straight from <img>, unsigned, from the content service's file route. */
export const fileUrl = contentFileUrl;
