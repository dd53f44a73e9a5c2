import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { CauseList, CauseListSkeleton } from '@/features/offers/cause-list';
import { offerQueries } from '@/features/offers/queries';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';

/**
 * /your-support (spec 1 §2, open): what a customer's tickets support across the site, the good
 * causes behind the charity raffles, and where to get help. Each offer has its own page too
 * (/{offer}/your-support).
 */
export const Route = createFileRoute('/your-support')({
  loader: ({ context }) => context.queryClient.prefetchQuery(offerQueries.causes()),
  component: YourSupport,
});

function YourSupport() {
  const { data: causes, isPending } = useQuery(offerQueries.causes());
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Your support" />
      <Stack gap="md">
        <Title order={1}>Your support</Title>
        <Text>
          Every charity raffle ticket you buy funds a good cause: a share of each ticket goes to the charity
          behind the raffle. These are the causes your tickets support.
        </Text>
        {isPending ? <CauseListSkeleton /> : <CauseList causes={causes ?? []} />}
        <Text>
          <NavLinkTo to="/charity-tickets">Find a raffle to support</NavLinkTo>. Questions about your tickets
          or a prize? Our{' '}
          <Anchor component={ContentLink} href="/about/contact-us">
            customer support team
          </Anchor>{' '}
          is here to help.
        </Text>
      </Stack>
    </Container>
  );
}
