/**
 * A content-service page at a path (after route-path overrides): how CMS pages become routes.
 * The catch-all route uses it, and so do the offer routes for paths that name no offer.
 */
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { CmsPageView } from '../../features/content/cms-page';
import { contentQueries } from '../../features/content/queries';
import { originalPath } from '../../lib/route-paths';

export interface ContentPageRef {
  pageId: string;
  path: string;
}

export async function loadContentPage(queryClient: QueryClient, pathname: string): Promise<ContentPageRef> {
  const [pages, site] = await Promise.all([
    queryClient.ensureQueryData(contentQueries.pages()),
    queryClient.ensureQueryData(contentQueries.site()),
  ]);
  const path = originalPath(pathname, site.routePaths);
  const page = path === undefined ? undefined : pages.find((entry) => entry.path === path);
  if (!page) throw notFound();
  await queryClient.ensureQueryData(contentQueries.page(page.id));
  return { pageId: page.id, path: pathname };
}

export function ContentPage({ pageId, path }: ContentPageRef) {
  const { data: page } = useSuspenseQuery(contentQueries.page(pageId));
  return (
    <>
      <SitePageMeta title={page.title} description={page.summary} path={path} />
      <CmsPageView page={page} />
    </>
  );
}
