/** The home page below the hero: featured draws, why Lucky Dip, causes and the app (support is in every page's footer). */
import { Container, Stack } from '@mantine/core';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { AppDownload } from '@/features/content/app-download';
import { CmsComponentView } from '@/features/content/cms-component';
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
        <CapabilityGate names="native_app">
          <AppDownload />
        </CapabilityGate>
      </Stack>
    </Container>
  );
}
