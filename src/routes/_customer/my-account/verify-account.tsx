import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/features/account/queries';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { VerifyAccountPanel } from '@/features/verification/verify-account-panel';

/** /my-account/verify-account (spec 3 §2, verify ID capability): the ways to verify, and where each stands. */
export const Route = createFileRoute('/_customer/my-account/verify-account')({
  beforeLoad: ({ context }) => requireCapability(context, 'verify_id'),
  component: VerifyAccount,
});

function VerifyAccount() {
  const { customerId } = Route.useRouteContext();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Verify your account" />
      <Stack gap="md">
        <Title order={1}>Verify your account</Title>
        {customer ? (
          <VerifyAccountPanel customerId={customerId} customer={customer} />
        ) : (
          <Skeleton height={420} />
        )}
      </Stack>
    </Container>
  );
}
