import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { RetailerStructuredData, SitePageMeta } from '@/features/config/site-page-meta';
import { contentQueries } from '@/features/content/queries';
import { offersFor } from '@/features/offers/queries';
import { placementQueries } from '@/features/placements/queries';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import { FEATURE_KEYS, HOME_COMPONENTS } from '@/routes/-components/home-feature';
import { FeaturedJackpot } from '@/routes/-components/home-hero';
import { InstallInvite } from '@/features/install/install-invite';
import frame from '@/ui/frame.module.css';
import classes from '@/routes/-components/home.module.css';
import { lazyAfterPaint } from '@/ui/lazy-after-paint';

/** Below the hero, on every screen: hydrated once the page is painted, its HTML shown until then. */
const HomeSections = lazyAfterPaint(() => import('@/routes/-components/home-sections'));

export const Route = createFileRoute('/')({
  staticData: { offline: true },
  // The CMS sections and the featured draws arrive with the page rather than after it, so nothing
  // shifts once it shows (and the prerendered page carries its jackpots).
  loader: async ({ context }) => {
    // Nothing is returned: the data is in the query cache, not the route's own loader data.
    await Promise.all([
      HomeSections.preload(),
      ...HOME_COMPONENTS.map((key) =>
        context.queryClient.ensureQueryData(contentQueries.component(key)).catch(() => undefined),
      ),
      context.queryClient.ensureQueryData(offersFor(context)).catch(() => undefined),
      context.queryClient
        .ensureQueryData(
          placementQueries.placements({
            keys: FEATURE_KEYS,
            pricingId: context.visitor.pricingId() ?? DEFAULT_PRICING_ID,
          }),
        )
        .catch(() => undefined),
    ]);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <SitePageMeta description="Buy Australian lottery and charity raffle tickets, check results and keep your tickets with you, even offline." />
      <RetailerStructuredData />
      {/* The featured jackpot leads; what Lucky Dip is needs no data, so it paints even without it. */}
      <section className={classes.hero} aria-labelledby="home-heading">
        <div className={`${frame.container} ${frame.containerLg} ${classes.heroInner}`}>
          <CapabilityGate names={['placements', 'commercial_lotteries']}>
            <FeaturedJackpot />
          </CapabilityGate>
          <div className={`${frame.stack} ${classes.heroText}`}>
            <h1 id="home-heading" className={`${frame.title} ${classes.heroTitle}`}>
              Lotteries and charity raffles, in your pocket
            </h1>
            <p className={frame.large}>
              Check your results and keep your tickets with you, even offline.
              <InstallInvite />
            </p>
            <CapabilityGate names={['commercial_lotteries', 'charity_lotteries']}>
              <p className={frame.text}>
                Play Australia&apos;s favourite lotteries, and raffles that fund the causes you care about.
              </p>
            </CapabilityGate>
          </div>
        </div>
      </section>
      <Suspense fallback={<div className={frame.skeleton} style={{ height: 220 }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
