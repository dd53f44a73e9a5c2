import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { AutoplayDetail, autoplayListLink } from '@/features/recurring/autoplay-views';
import { TicketNumbers } from '@/features/results/winning-numbers';
import { idParam } from '@/routes/-components/address-params';
import { SavedTicketsNotice } from '@/routes/-components/tickets-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /my-account/autoplay/ticket/{id} (spec 2 §2): one autoplay, what it does and its controls. */
export const Route = createFileRoute('/_customer/my-account/autoplay/ticket/$id')({
  staticData: { offline: true },
  params: idParam,
  loader: ({ context }) => requireCapability(context, 'autoplay_manage'),
  component: function AutoplayTicket() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { id } = Route.useParams();
    const path = `/my-account/autoplay/ticket/${id}`;
    return (
      <Container size="md" py="xl">
        <SitePageMeta title="Your autoplay" path={path} />
        <Stack gap="md">
          <NavLinkTo link={autoplayListLink(1)}>
            <span aria-hidden="true">← </span>
            Autoplay
          </NavLinkTo>
          <SavedTicketsNotice savedOnly={savedOnly} path={path} />
          <AutoplayDetail
            customerId={customerId}
            id={id}
            savedOnly={savedOnly}
            numbers={(game) => <TicketNumbers game={game} winning={null} />}
          />
        </Stack>
      </Container>
    );
  },
});
