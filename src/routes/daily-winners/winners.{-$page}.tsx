import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GiveawayGrid } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import { pageParam } from '@/routes/-components/address-params';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';
import { useVisitor } from '@/ui/use-hydrated';

/** /daily-winners/winners[/{page}] (spec 3 §2): every drawn giveaway's winners, the latest first. */
export const Route = createFileRoute('/daily-winners/winners/{-$page}')({
  params: pageParam,
  loader: ({ context, params }) => context.queryClient.prefetchQuery(membershipQueries.winners(params.page)),
  component: WinnersPage,
});

function WinnersPage() {
  const { page } = Route.useParams();
  const customerId = useVisitor().customerId();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery({
    ...membershipQueries.membership(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const pages = useQuery(membershipQueries.winners(page));
  return (
    <Container size="lg" py="xl">
      <SitePageMeta
        title={page > 1 ? `Daily Winners winners, page ${page}` : 'Daily Winners winners'}
        description={config.pastWinners.text}
      />
      <Stack gap="lg">
        <Title order={1}>{config.pastWinners.title}</Title>
        <Text>{config.pastWinners.text}</Text>
        <ProgramLinks current="/daily-winners/winners" />
        <GiveawayGrid
          pages={pages}
          config={config}
          customerId={customerId}
          membership={membership.data}
          link={(to) => ({ to: '/daily-winners/winners/{-$page}', params: { page: to } })}
          page={page}
          showWinners
        />
      </Stack>
    </Container>
  );
}
