/**
 * Every path no code route claims: a content-service page when one lives at that path (after
 * route-path overrides), else the 404 page. This is how CMS pages, the About pages among them,
 * become routes from each page's path.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentPage } from '@/routes/-components/content-page';

export const Route = createFileRoute('/$')({
  staticData: { offline: true },
  loader: ({ context, location }) => loadContentPage(context, location.pathname),
  component: ContentRoute,
});

function ContentRoute() {
  return <ContentPage {...Route.useLoaderData()} />;
}
