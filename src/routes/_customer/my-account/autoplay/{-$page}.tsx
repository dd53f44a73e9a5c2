import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pagePath } from '@contract/paging';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { AutoplayList } from '@/features/recurring/autoplay-views';
import { pageParam } from '@/routes/-components/address-params';
import { SavedTicketsNotice } from '@/routes/-components/tickets-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /my-account/autoplay[/{page}] (spec 2 §2): the customer's tickets on autoplay. */
export const Route = createFileRoute('/_customer/my-account/autoplay/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  loader: ({ context }) => requireCapability(context, 'autoplay_manage'),
  component: function AutoplayPage() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { page } = Route.useParams();
    const path = pagePath('/my-account/autoplay')(page);
    return (
      <Container size="md" py="xl">
        <SitePageMeta title={page > 1 ? `Autoplay, page ${page}` : 'Autoplay'} path={path} />
        <Stack gap="lg">
          <Title order={1}>Autoplay</Title>
          <SavedTicketsNotice savedOnly={savedOnly} path={path} />
          <Text>
            Tickets we buy for you for each draw, until you pause or cancel them.{' '}
            <NavLinkTo to="/my-account">Back to my account</NavLinkTo>
          </Text>
          <AutoplayList customerId={customerId} page={page} savedOnly={savedOnly} />
        </Stack>
      </Container>
    );
  },
});
