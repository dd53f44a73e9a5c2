/**
 * A content-service page at a path (the router has read overrides already): how CMS pages become routes.
 * The catch-all route uses it, and so do the offer routes for paths that name no offer.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { FAQ_PAGE_NAME } from '@contract/content-pages';
import { accountQueries } from '@/features/account/queries';
import { holdsCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { RouterContext } from '@/lib/router-context';
import { CmsPageView } from '@/features/content/cms-page';
import { contentQueries } from '@/features/content/queries';
import { useVisitor } from '@/ui/use-hydrated';

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
  await queryClient.ensureQueryData(contentQueries.page(page.id));
  return { pageId: page.id };
}

export function ContentPage({ pageId }: ContentPageRef) {
  const { data: page } = useSuspenseQuery(contentQueries.page(pageId));
  // A signed-in customer writes as themselves: the contact form is filled in with who they are.
  const customerId = useVisitor().customerId();
  const { data: customer } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined && page.body.some((block) => block.type === 'contact_form'),
  });
  const contact = customer && { name: `${customer.firstname} ${customer.lastname}`, email: customer.email };
  return (
    <>
      <SitePageMeta title={page.title} description={page.summary} />
      <CmsPageView page={page} contact={contact} />
    </>
  );
}
