/**
 * What a content editor previews (spec 1 §2 /preview): drafts, archived and published items as the
 * editor sees them, under the editor's key and never kept on the device (a draft is nobody else's
 * to read). Apart from the first page's content reads: only an editor's pages load it.
 */
import { queryOptions } from '@tanstack/react-query';
import * as blogEndpoints from '@contract/endpoints/blog';
import * as endpoints from '@contract/endpoints/content';
import type { BlogPost, CmsPage, Listed } from '@contract/schemas/content';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import { fieldsOf, withFields } from './listed';
import type { PreviewCollection } from './queries';

/** What an editor's list of pages or posts shows. */
const PREVIEWED = ['id', 'title', 'status'] as const;

export const previewQueries = {
  /** A draft, archived or published item as a content editor sees it. */
  item: <T extends CmsPage | BlogPost>(customerId: string, collection: PreviewCollection, id: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'preview', collection, id],
      queryFn: async (): Promise<T> =>
        (collection === 'pages'
          ? call(endpoints.page, { params: { id }, preview: true })
          : call(blogEndpoints.post, { params: { id }, preview: true })) as Promise<T>,
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
            : await call(blogEndpoints.posts, asked);
        return listed.map((item: Listed<CmsPage | BlogPost>) => withFields(item, PREVIEWED));
      },
      staleTime: 0,
    }),
};
