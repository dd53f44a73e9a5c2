/** The home page below the hero: featured draws, why Lucky Dip, causes, support and the app. */
import { Container, Stack } from '@mantine/core';
import { CapabilityGate } from '../../features/capabilities/capability-gate';
import { SupportWidget } from '../../features/config/support-widget';
import { AppDownload } from '../../features/content/app-download';
import { CmsComponentView } from '../../features/content/cms-component';
import { Tiles } from '../../ui/tiles';
import { FeaturedDraws } from './featured-draws';

/** The content-service components this page shows. */
export const HOME_COMPONENTS = ['unique_selling_point', 'charity_support'];

export default function HomeSections() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <CapabilityGate names="commercial_lotteries">
          <FeaturedDraws />
        </CapabilityGate>
        <CmsComponentView componentKey="unique_selling_point" />
        <CapabilityGate names="charity_lotteries">
          <CmsComponentView componentKey="charity_support" />
        </CapabilityGate>
        <Tiles min="18rem" gap="var(--mantine-spacing-lg)">
          <SupportWidget />
          <CapabilityGate names="native_app">
            <AppDownload />
          </CapabilityGate>
        </Tiles>
      </Stack>
    </Container>
  );
}
