import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { RetailerStructuredData, SitePageMeta } from '@/features/config/site-page-meta';
import { contentQueries } from '@/features/content/queries';
import { offersFor } from '@/features/offers/queries';
import HomeSections, { HOME_COMPONENTS } from './-components/home-sections';
import classes from './-components/home.module.css';

export const Route = createFileRoute('/')({
  staticData: { offline: true },
  // The CMS sections and the featured draws arrive with the page rather than after it, so nothing
  // shifts once it shows (and the prerendered page carries its jackpots).
  loader: async ({ context }) => {
    // Nothing is returned: the data is in the query cache, not the route's own loader data.
    await Promise.all([
      ...HOME_COMPONENTS.map((key) =>
        context.queryClient.ensureQueryData(contentQueries.component(key)).catch(() => undefined),
      ),
      context.queryClient.ensureQueryData(offersFor(context)).catch(() => undefined),
    ]);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <SitePageMeta
        path="/"
        description="Buy Australian lottery and charity raffle tickets, check results and keep your tickets with you, even offline."
      />
      <RetailerStructuredData />
      {/* The hero needs no data, so it is the first thing painted on a cold start. */}
      <section className={classes.hero} aria-labelledby="home-heading">
        <Container size="lg" py={48}>
          <Stack gap="md" maw={640}>
            <Title order={1} id="home-heading" className={classes.heroTitle}>
              Lotteries and charity raffles, in your pocket
            </Title>
            <Text size="lg">
              Check your results and keep your tickets with you, even offline. Install Lucky Dip to your home
              screen and it opens like an app.
            </Text>
            <CapabilityGate names={['commercial_lotteries', 'charity_lotteries']}>
              <Text>
                Play Australia&apos;s favourite lotteries, and raffles that fund the causes you care about.
              </Text>
            </CapabilityGate>
          </Stack>
        </Container>
      </section>
      <HomeSections />
    </>
  );
}
