import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { DetailsForm } from '@/features/account/details-form';
import { accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useHelpLinks } from '@/features/content/help-links';

export const Route = createFileRoute('/_customer/my-account/my-details')({
  loader: ({ context: { queryClient, customerId } }) =>
    queryClient.ensureQueryData(accountQueries.details(customerId)),
  component: MyDetails,
});

function MyDetails() {
  const { customerId } = Route.useRouteContext();
  const { support } = useHelpLinks();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="My details" />
      <Stack gap="md">
        <Title order={1}>My details</Title>
        <DetailsForm customerId={customerId} supportHref={support} />
      </Stack>
    </Container>
  );
}
