/**
 * A content-service page at a path (the router has read overrides already): how CMS pages become routes.
 * The catch-all route uses it, and so do the offer routes for paths that name no offer.
 */
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { CmsPageView } from '../../features/content/cms-page';
import { contentQueries } from '../../features/content/queries';

export interface ContentPageRef {
  pageId: string;
  path: string;
}

export async function loadContentPage(queryClient: QueryClient, pathname: string): Promise<ContentPageRef> {
  const pages = await queryClient.ensureQueryData(contentQueries.pages());
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.find((entry) => entry.path === path);
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
