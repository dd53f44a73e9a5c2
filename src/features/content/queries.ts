/** Content-service reads: one query-options factory, cache times from the one policy table. */
import { contentFileUrl } from '@contract/content-images';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { cmsApi } from '@/api';
import { customerKey } from '@/lib/customer-key';
import type {
  BlogPost,
  CmsComponent,
  CmsPage,
  CmsTheme,
  ContactMessage,
  NavItem,
  SiteContent,
} from '@contract/schemas/content';

export const contentQueries = {
  theme: () =>
    queryOptions({
      queryKey: ['content', 'theme'],
      queryFn: () => cmsApi.get<CmsTheme>('/items/theme'),
      staleTime: freshMs('cms-theme'),
      meta: { persist: true },
    }),
  site: () =>
    queryOptions({
      queryKey: ['content', 'site'],
      queryFn: () => cmsApi.get<SiteContent>('/items/site_config'),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  navigation: () =>
    queryOptions({
      queryKey: ['content', 'navigation'],
      queryFn: async () => (await cmsApi.get<{ primary: NavItem[] }>('/navigation')).primary,
      staleTime: freshMs('cms-navigation'),
      meta: { persist: true },
    }),
  /** Every visible page with what routing and links need; the body comes with `page`. */
  pages: () =>
    queryOptions({
      queryKey: ['content', 'pages'],
      queryFn: () =>
        cmsApi.get<Pick<CmsPage, 'id' | 'name' | 'path' | 'title'>[]>('/items/pages', {
          query: { fields: 'id,name,path,title', limit: -1 },
        }),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  page: (id: string) =>
    queryOptions({
      queryKey: ['content', 'page', id],
      queryFn: () => cmsApi.get<CmsPage>(`/items/pages/${encodeURIComponent(id)}`),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  component: (key: string) =>
    queryOptions({
      queryKey: ['content', 'component', key],
      queryFn: () => cmsApi.get<CmsComponent>(`/components/${encodeURIComponent(key)}`),
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
      queryFn: () => cmsApi.get<T>(`/items/${collection}/${encodeURIComponent(id)}`, { preview: true }),
      staleTime: 0,
      retry: false,
    }),
  /** The site's settings as an editor previews them: the sitewide banner waiting to go out too. */
  site: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', 'site_config'],
      queryFn: () => cmsApi.get<SiteContent>('/items/site_config', { preview: true }),
      staleTime: 0,
    }),
  /** Every page or post an editor may preview, with its title and status. */
  list: <T extends CmsPage | BlogPost>(customerId: string, collection: PreviewCollection) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', collection],
      queryFn: () =>
        cmsApi.get<Pick<T, 'id' | 'title' | 'status'>[]>(`/items/${collection}`, {
          query: { fields: 'id,title,status', limit: -1 },
          preview: true,
        }),
      staleTime: 0,
    }),
};

export const contentMutations = {
  /** The contact form (issue 36): its reference and the service's thanks, shown in the page. */
  sendContactMessage: () =>
    mutationOptions({
      mutationFn: async (message: ContactMessage) => {
        const answer = await cmsApi.request<{ reference: number }>('/items/contact_page', {
          method: 'POST',
          body: message,
          quiet: true,
        });
        return { reference: answer.result.reference, thanks: answer.messages[0]?.message };
      },
    }),
};

/** Content files load straight from <img>, unsigned, from the content service's file route. */
export const fileUrl = contentFileUrl;
