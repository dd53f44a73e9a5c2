import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { PhotoIdForm } from '@/features/verification/photo-id-form';
import { verificationFlags } from '@/features/verification/verification-flags';
import { VerifiedNotice } from '@/features/verification/verify-account-panel';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /my-account/manual-verification (spec 3 §2, verify ID capability): photo ID for a person to check. */
export const Route = createFileRoute('/_customer/my-account/manual-verification')({
  component: ManualVerification,
});

function ManualVerification() {
  const { customerId } = Route.useRouteContext();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Verify with a photo of your ID" />
      <Stack gap="md">
        <Title order={1}>Verify with a photo of your ID</Title>
        {!customer ? (
          <Skeleton height={240} />
        ) : customer.isVerified ? (
          <VerifiedNotice />
        ) : (
          <>
            <Text>
              Your photo is sent securely and seen only by our verification team. Prefer something quicker?{' '}
              <NavLinkTo to="/my-account/verify-account">See the other ways to verify</NavLinkTo>.
            </Text>
            <PhotoIdForm
              customerId={customerId}
              pending={verificationFlags(customer.verification.methods).photoIdPending}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
