/**
 * A content-service page at a path (the router has read overrides already): how CMS pages become routes.
 * The catch-all route uses it, and so do the offer routes for paths that name no offer.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { FAQ_PAGE_NAME } from '@contract/content-pages';
import { useCapability } from '@/features/capabilities/capability-gate';
import { holdsCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { RouterContext } from '@/lib/router-context';
import { CmsPageView, onlineContactForm } from '@/features/content/cms-page';
import { contentQueries } from '@/features/content/queries';

export interface ContentPageRef {
  pageId: string;
}

export async function loadContentPage(context: RouterContext, pathname: string): Promise<ContentPageRef> {
  const { queryClient } = context;
  const pages = await queryClient.ensureQueryData(contentQueries.pages());
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw notFound();
  if (page.name === FAQ_PAGE_NAME && (await holdsCapability(context, 'support_faq'))) throw notFound();
  // Its SEO texts beside it; without them the page is still itself, under its own title.
  await Promise.all([
    queryClient.ensureQueryData(contentQueries.page(page.id)),
    queryClient.prefetchQuery(contentQueries.seo(page.id)),
  ]);
  return { pageId: page.id };
}

// The contact form as a signed-in customer finds it, filled in with who they are: loaded with the
// form, so the customer's account code stays out of every page's first script.
const CustomerContactForm = onlineContactForm(() => import(/* online-only */ './customer-contact-form'));

/** With the support form off (its capability), a page that places the form shows the rest of itself. */
const NoContactForm = () => null;

export function ContentPage({ pageId }: ContentPageRef) {
  const { data: page } = useSuspenseQuery(contentQueries.page(pageId));
  const supportForm = useCapability('support_form');
  // The page's title and description as its editors translated them for search, else its own.
  const { data: seo } = useQuery(contentQueries.seo(pageId));
  return (
    <>
      <SitePageMeta title={seo?.title ?? page.title} description={seo?.description ?? page.summary} />
      <CmsPageView page={page} contactForm={supportForm ? CustomerContactForm : NoContactForm} />
    </>
  );
}
