/** Content-service reads: one query-options factory, cache times from the one policy table. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { cmsApi } from '@/api';
import type {
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
export function fileUrl(id: string): string {
  return `/api/cms/files/${encodeURIComponent(id)}`;
}
