import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '@/api';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GiveawayCard, WinnersOf, standingOf } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import { shortDateTime } from '@/lib/draw-labels';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';
import { giveawayParams } from '@/routes/daily-winners/-giveaway-params';
import { DrawCommitment } from '@/features/daily-winners/draw-commitment';

/**
 * /daily-winners/giveaways/{giveawayType}/{drawNumber} (spec 3 §2): one giveaway, what it says to
 * the customer, their entry, its terms and, once drawn, its winners and the seed they follow from
 * (before, the seed's hash).
 */
export const Route = createFileRoute('/daily-winners/giveaways/$giveawayType/$drawNumber')({
  params: giveawayParams,
  // A giveaway the API does not know is the 404 page; any other failure is the page's to show.
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        membershipQueries.giveaway(params.giveawayType, params.drawNumber, context.visitor.customerId()),
      );
    } catch (error) {
      if (isNotFound(error)) throw notFound();
    }
  },
  component: GiveawayPage,
});

function GiveawayPage() {
  const { giveawayType, drawNumber } = Route.useParams();
  const customerId = Route.useRouteContext().visitor.customerId();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery({
    ...membershipQueries.membership(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const giveaway = useQuery(membershipQueries.giveaway(giveawayType, drawNumber, customerId));
  const path = `/daily-winners/giveaways/${giveawayType}/${drawNumber}`;
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={giveaway.data ? `${giveaway.data.title} #${drawNumber}` : 'Daily Winners giveaway'}
        description={giveaway.data?.description}
      />
      <Stack gap="lg">
        <ProgramLinks current={path} />
        {giveaway.isPending ? (
          <Skeleton height={480} />
        ) : giveaway.isError ? (
          <Alert color="red" role="alert">
            We could not load this giveaway. Check your connection and try again.
          </Alert>
        ) : (
          <>
            <Title order={1}>
              {giveaway.data.title} #{drawNumber}
            </Title>
            <Text>{giveaway.data.description}</Text>
            <GiveawayCard
              draw={giveaway.data}
              config={config}
              standing={standingOf(membership.data)}
              customerId={customerId}
              entry={membership.data?.upcomingDraws.find((draw) => draw.drawId === giveaway.data.drawId)}
              headingLevel={2}
            />
            {giveaway.data.drawnAt && (
              <Stack gap="xs">
                <Title order={2}>Winners</Title>
                <Text size="sm" c="dimmed">
                  Drawn {shortDateTime(giveaway.data.drawnAt)}
                </Text>
                <WinnersOf giveaway={giveaway.data} />
              </Stack>
            )}
            <DrawCommitment giveaway={giveaway.data} />
            <Text size="sm" c="dimmed">
              {giveaway.data.externalId}. {giveaway.data.permits}. {config.footer.disclaimerText}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
