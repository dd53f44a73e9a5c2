import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CapabilityGate } from '../features/capabilities/capability-gate';
import { configQueries } from '../features/config/queries';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const { data: config } = useSuspenseQuery(configQueries.site());
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Welcome to {config.siteName}</Title>
        <CapabilityGate names={['commercial_lotteries', 'charity_lotteries']}>
          <Text size="lg">
            Play Australia&apos;s favourite lotteries and charity raffles, check your results and keep your
            tickets with you, even offline.
          </Text>
        </CapabilityGate>
        <Text>
          Need a hand? Call us on <strong>{config.supportNumber}</strong>, {config.supportOpeningHours}.
        </Text>
      </Stack>
    </Container>
  );
}
