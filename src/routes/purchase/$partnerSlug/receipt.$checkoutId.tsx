import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReceiptView } from '@/features/checkout/receipt-view';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';
import { partnerQueries } from '@/features/partners/queries';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /purchase/{partnerSlug}/receipt/{checkoutID}: the receipt of a partner purchase, its owner's only. */
export const Route = createFileRoute('/purchase/$partnerSlug/receipt/$checkoutId')({
  beforeLoad: ({ context, location }) => {
    if (!context.visitor.customerId())
      throw redirect({ to: '/login', search: { redirect: location.pathname } });
  },
  component: PartnerReceiptPage,
});

function PartnerReceiptPage() {
  const { partnerSlug, checkoutId } = Route.useParams();
  const customerId = Route.useRouteContext().visitor.customerId() ?? '';
  const partner = useQuery(partnerQueries.partner(partnerSlug)).data;
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
          thanks={
            partner &&
            `Thank you for ${partner.kind === 'charity' ? 'supporting' : 'buying through'} ${partner.name}.`
          }
        />
        {partner && (
          <Text>
            <NavLinkTo to="/purchase/$partnerSlug" params={{ partnerSlug }}>
              Buy more
            </NavLinkTo>
            {partner.website && (
              <>
                {' '}
                or{' '}
                <Anchor href={partner.website} underline="always">
                  go back to {partner.name}
                </Anchor>
              </>
            )}
            .
          </Text>
        )}
      </Stack>
    </Container>
  );
}
