import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CapabilityGate } from '../features/capabilities/capability-gate';
import { configQueries } from '../features/config/queries';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function SupportLine() {
  const { data: config } = useQuery(configQueries.site());
  if (!config) return <Skeleton height={20} width="70%" />;
  return (
    <Text>
      Need a hand? Call {config.siteName} on <strong>{config.supportNumber}</strong>,{' '}
      {config.supportOpeningHours}.
    </Text>
  );
}

function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Lotteries and charity raffles, in your pocket</Title>
        <Text size="lg">
          Check your results and keep your tickets with you, even offline. Install Lucky Dip to your home
          screen and it opens like an app.
        </Text>
        <CapabilityGate names={['commercial_lotteries', 'charity_lotteries']}>
          <Text>
            Play Australia&apos;s favourite lotteries, and raffles that fund the causes you care about.
          </Text>
        </CapabilityGate>
        <SupportLine />
      </Stack>
    </Container>
  );
}
