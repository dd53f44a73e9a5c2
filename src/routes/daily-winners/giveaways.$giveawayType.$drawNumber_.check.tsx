import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError, isNotFound } from '@/api';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { DrawCheck } from '@/features/daily-winners/draw-check';
import { membershipError, membershipQueries } from '@/features/daily-winners/queries';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';
import { giveawayParams } from '@/routes/daily-winners/-giveaway-params';
import { NavLinkTo } from '@/ui/nav-link-to';

/**
 * /daily-winners/giveaways/{giveawayType}/{drawNumber}/check (issue 62, point 3): a drawn
 * giveaway's winners drawn again in the visitor's browser from its seed and entries. Public, like
 * the winners; a giveaway the API does not know is the 404 page.
 */
export const Route = createFileRoute('/daily-winners/giveaways/$giveawayType/$drawNumber_/check')({
  params: giveawayParams,
  loader: async ({ context, params }) => {
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(
          membershipQueries.giveaway(params.giveawayType, params.drawNumber, undefined),
        ),
        context.queryClient.ensureQueryData(
          membershipQueries.drawPool(params.giveawayType, params.drawNumber),
        ),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
    }
  },
  component: DrawCheckPage,
});

function DrawCheckPage() {
  const { giveawayType, drawNumber } = Route.useParams();
  const giveaway = useQuery(membershipQueries.giveaway(giveawayType, drawNumber, undefined));
  const pool = useQuery(membershipQueries.drawPool(giveawayType, drawNumber));
  const back = (
    <NavLinkTo to="/daily-winners/giveaways/$giveawayType/$drawNumber" params={{ giveawayType, drawNumber }}>
      Back to the giveaway
    </NavLinkTo>
  );
  const name = giveaway.data ? `${giveaway.data.title} #${drawNumber}` : `giveaway #${drawNumber}`;
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={`Check ${name}`}
        description="Draw this giveaway again in your browser, from its seed and its entries."
      />
      <Stack gap="lg">
        <ProgramLinks current={`/daily-winners/giveaways/${giveawayType}/${drawNumber}`} />
        <Title order={1}>Check {name}</Title>
        <Text>
          Your browser draws this giveaway again from the seed and the entries, the way we drew it, and
          compares its winners with the ones we published. Nothing here is worked out by our servers. {back}
        </Text>
        {giveaway.isPending || pool.isPending ? (
          <Skeleton height={420} />
        ) : pool.error instanceof ApiError && pool.error.status === 409 ? (
          <Alert color="blue" role="status">
            {membershipError(pool.error)}
          </Alert>
        ) : giveaway.isError || pool.isError ? (
          <Alert color="red" role="alert">
            We could not load this draw. Check your connection and try again.
          </Alert>
        ) : (
          <DrawCheck giveaway={giveaway.data} pool={pool.data} />
        )}
      </Stack>
    </Container>
  );
}
