import { Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { offerQueries } from '@/features/offers/queries';
import { longDrawDate } from '@/lib/draw-labels';
import { requireOffer } from '@/routes/-components/offer-route';

const BarChart = lazy(() => import(/* online-only */ '@/ui/bar-chart'));
const FREQUENCY_AXES: [string, string] = ['Number', 'Times drawn'];

/** Number statistics of a lottery (spec 2 §2; commercial lotteries): frequencies over the past year. */
export const Route = createFileRoute('/$productOfferKey/statistics')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const offer = await requireOffer(context, params.productOfferKey, 'read');
    if (offer.type === 'raffle_ticket') throw notFound();
    await context.queryClient.ensureQueryData(offerQueries.statistics(offer.key));
    return { offerKey: offer.key, offerUrl: offer.url, name: offer.name };
  },
  component: StatisticsPage,
});

function StatisticsPage() {
  const { offerKey, offerUrl, name } = Route.useLoaderData();
  const { data: stats } = useSuspenseQuery(offerQueries.statistics(offerKey));
  // Built once per answer: the chart draws again whenever its points change.
  const bars = useMemo(
    () =>
      Object.fromEntries(
        stats.sets.map((set) => [
          set.key,
          set.frequencies.map((entry) => ({ x: entry.number, y: entry.count })),
        ]),
      ),
    [stats],
  );
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={`${name} number statistics`} canonicalParams={{ productOfferKey: offerUrl }} />
      <Stack gap="lg">
        <Title order={1}>{name} number statistics</Title>
        <Text>
          How often each number was drawn in the last {stats.drawsCounted} draws
          {stats.from && stats.to ? `, from ${longDrawDate(stats.from)} to ${longDrawDate(stats.to)}` : ''}.
          Every number is equally likely in the next draw.
        </Text>
        {stats.sets.map((set) => {
          const most = set.frequencies.reduce((best, entry) => (entry.count > best.count ? entry : best));
          const least = set.frequencies.reduce((low, entry) => (entry.count < low.count ? entry : low));
          return (
            <Stack key={set.key} gap="sm">
              <Title order={2} size="h3">
                {set.name}
              </Title>
              <Suspense fallback={<Skeleton height={260} />}>
                <BarChart
                  label={`${set.name}: bar chart of times each number was drawn. Most often ${most.number} (${most.count} times), least often ${least.number} (${least.count} times).`}
                  axes={FREQUENCY_AXES}
                  points={bars[set.key] ?? []}
                />
              </Suspense>
              <Table striped withTableBorder maw={360} captionSide="top">
                <Table.Caption>{set.name}: times each number was drawn</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Number</Table.Th>
                    <Table.Th scope="col">Times drawn</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {set.frequencies.map((entry) => (
                    <Table.Tr key={entry.number}>
                      <Table.Td>{entry.number}</Table.Td>
                      <Table.Td>{entry.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      </Stack>
    </Container>
  );
}
