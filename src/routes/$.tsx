/**
 * Every path no code route claims: a content-service page when one lives at that path (after
 * route-path overrides), else the 404 page. This is how CMS pages, the About pages among them,
 * become routes from each page's path.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SitePageMeta } from '../features/config/site-page-meta';
import { CmsPageView } from '../features/content/cms-page';
import { contentQueries } from '../features/content/queries';
import { originalPath } from '../features/content/route-paths';
import { ErrorPage } from '../ui/error-page';

export const Route = createFileRoute('/$')({
  loader: async ({ context: { queryClient }, location }) => {
    const [pages, site] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.pages()),
      queryClient.ensureQueryData(contentQueries.site()),
    ]);
    const path = originalPath(location.pathname, site.routePaths);
    const page = path === undefined ? undefined : pages.find((entry) => entry.path === path);
    if (!page) throw notFound();
    await queryClient.ensureQueryData(contentQueries.page(page.id));
    return { pageId: page.id, path: location.pathname };
  },
  component: ContentRoute,
  notFoundComponent: () => <ErrorPage kind="notFound" />,
});

function ContentRoute() {
  const { pageId, path } = Route.useLoaderData();
  const { data: page } = useSuspenseQuery(contentQueries.page(pageId));
  return (
    <>
      <SitePageMeta title={page.title} description={page.summary} path={path} />
      <CmsPageView page={page} />
    </>
  );
}
