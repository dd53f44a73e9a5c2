import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { recurringListLink } from '@/features/recurring/recurring-views';
import { ScheduledDetail } from '@/features/recurring/scheduled-views';
import { scheduledIdParam } from '@/routes/-components/address-params';
import { SavedTicketsNotice } from '@/routes/_customer/my-account/-tickets-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /my-account/scheduled-purchases/{id} (spec 2 §2): one pre-order, and its cancel. */
export const Route = createFileRoute('/_customer/my-account/scheduled-purchases/$id')({
  staticData: { offline: true },
  params: scheduledIdParam,
  component: function ScheduledPurchasePage() {
    const { customerId, savedOnly } = Route.useRouteContext();
    const { id } = Route.useParams();
    return (
      <Container size="md" py="xl">
        <SitePageMeta title="Your pre-order" />
        <Stack gap="md">
          <NavLinkTo link={recurringListLink(1)}>
            <span aria-hidden="true">← </span>
            Recurring purchases and pre-orders
          </NavLinkTo>
          <SavedTicketsNotice savedOnly={savedOnly} />
          <ScheduledDetail customerId={customerId} id={id} savedOnly={savedOnly} />
        </Stack>
      </Container>
    );
  },
});
