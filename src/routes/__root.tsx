import {
  Outlet,
  createRootRouteWithContext,
  redirect,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import type { ProductBranding } from '@contract/schemas/shop';
import { capabilityQueries } from '@/features/capabilities/queries';
import { configQueries } from '@/features/config/queries';
import { contentQueries } from '@/features/content/queries';
import { offerQueries } from '@/features/offers/queries';
import { renderMode } from '@/lib/render-mode';
import { movedTo } from '@/lib/route-paths';
import type { RouterContext } from '@/lib/router-context';
import { GameBrands } from '@/ui/game-brand';
import { ErrorPage } from '@/ui/lazy-error-page';
import { PageSkeleton } from '@/ui/page-skeleton';
import { RouteProgress } from '@/ui/route-progress';
import { useVisitor } from '@/ui/use-hydrated';
import { PageError, useAppError } from '@/routes/-components/page-error';
import { SiteFrame } from '@/routes/-components/site-frame';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A customer who must change the password or upgrade is kept on that page (spec 1 §2).
  beforeLoad: async ({ context, location }) => {
    const customerId = context.visitor.customerId();
    if (!customerId) return;
    const { customerHold } = await import('@/features/account/customer-hold');
    const to = await customerHold(context.queryClient, customerId, location.pathname);
    if (to) throw redirect({ href: to, replace: true });
  },
  // The app boots on the server's configuration, capabilities and site content, fetched side by
  // side and persisted, so an offline start reads them from the device. The frame waits for them:
  // painting it before they arrive would move everything as the banner, navigation and theme land.
  // Route-path overrides come with the site content: an address read before they were known, or
  // an overridden original, goes where the overrides say.
  loader: async ({ context: { queryClient }, location }) => {
    const [site] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.site()),
      queryClient.ensureQueryData(configQueries.site()),
      queryClient.ensureQueryData(capabilityQueries.all()),
      queryClient.ensureQueryData(contentQueries.navigation()),
      queryClient.ensureQueryData(contentQueries.theme()),
      // Games' colours and marks: a page shows them from its first paint, or without them.
      queryClient.ensureQueryData(offerQueries.branding()).catch(() => undefined),
    ]);
    const moved = movedTo(location, site.routePaths);
    if (moved !== undefined) throw redirect({ href: moved, replace: true });
  },
  component: RootLayout,
  errorComponent: RootError,
});

const NO_BRANDS: ProductBranding[] = [];

/**
 * The games' branding for every page (ui/game-brand.tsx). Its own component, told of the data
 * only: reading it again re-renders this and the branding's readers, never the frame it wraps.
 */
function Brands({ children }: { children: ReactNode }) {
  const { data = NO_BRANDS } = useQuery({ ...offerQueries.branding(), notifyOnChangeProps: ['data'] });
  return <GameBrands value={data}>{children}</GameBrands>;
}

function RootLayout() {
  const status = useAppError();
  const visitor = useVisitor();
  // The frame and its page are the app's largest render. Deferred, React renders them in the
  // background in short slices instead of one long task that would block input (Lighthouse TBT);
  // meanwhile a page skeleton shows. A page rendered from HTML is already on screen: no skeleton.
  const framed = useDeferredValue(true, renderMode.fromHtml);
  if (!framed) return <PageSkeleton />;
  return (
    <Brands>
      <RouteProgress />
      <SiteFrame customerId={visitor.customerId()}>
        {status === undefined ? <Outlet /> : <ErrorPage status={status} />}
      </SiteFrame>
    </Brands>
  );
}

/** An error of the frame itself: the page's panel, in a frame of its own. */
function RootError(props: ErrorComponentProps) {
  const visitor = useVisitor();
  return (
    <SiteFrame customerId={visitor.customerId()}>
      <PageError {...props} />
    </SiteFrame>
  );
}
