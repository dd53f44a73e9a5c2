/** The home page below the hero: featured draws, why Lucky Dip, causes and the app (support is in every page's footer). */
import { useQuery } from '@tanstack/react-query';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { configQueries } from '@/features/config/queries';
import { AppDownload } from '@/features/content/app-download';
import { CmsComponentView } from '@/features/content/cms-component';
import frame from '@/ui/frame.module.css';
import { FeaturedDraws } from '@/routes/-components/featured-draws';
import { HomeQuickPlay } from '@/routes/-components/home-quick-play';

export default function HomeSections() {
  const { data: config } = useQuery(configQueries.site());
  return (
    <div className={`${frame.container} ${frame.containerLg}`}>
      <div className={`${frame.stack} ${frame.gapXl}`}>
        <CapabilityGate names="commercial_lotteries">
          <FeaturedDraws />
        </CapabilityGate>
        <CmsComponentView componentKey="unique_selling_point" />
        <CapabilityGate names="charity_lotteries">
          <CmsComponentView componentKey="charity_support" />
        </CapabilityGate>
        <CapabilityGate names="native_app">
          <AppDownload appStoreLinks={config?.appStoreLinks ?? {}} />
        </CapabilityGate>
        <HomeQuickPlay />
      </div>
    </div>
  );
}
