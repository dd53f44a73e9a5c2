import { Container, Stack, Title } from '@mantine/core';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptView } from '@/features/checkout/receipt-view';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';
import { FeedbackBannerPlace } from '@/routes/_customer/receipt/-feedback-banner-place';

/** The receipt of a purchase (spec 2 §2, protected): its owner's only; kept on the device. */
export const Route = createFileRoute('/_customer/receipt/$checkoutId')({
  staticData: { offline: true },
  component: ReceiptPage,
});

function ReceiptPage() {
  const { customerId } = Route.useRouteContext();
  const { checkoutId } = Route.useParams();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Your receipt" />
      <Stack gap="md">
        <Title order={1}>Your receipt</Title>
        <ReceiptView
          customerId={customerId}
          checkoutId={checkoutId}
          picture={usePrizePictures()}
          preOrderPages={usePageOpen('/my-account/scheduled-purchases/$id')}
        />
        <FeedbackBannerPlace />
      </Stack>
    </Container>
  );
}
