import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { DetailsForm } from '../../features/account/details-form';
import { accountQueries } from '../../features/account/queries';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { useHelpLinks } from '../-components/finish-sign-in';

export const Route = createFileRoute('/my-account/my-details')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(accountQueries.details()),
  component: function MyDetails() {
    const { support } = useHelpLinks();
    return (
      <Container size="sm" py="xl">
        <SitePageMeta title="My details" path="/my-account/my-details" />
        <Stack gap="md">
          <Title order={1}>My details</Title>
          <DetailsForm supportHref={support} />
        </Stack>
      </Container>
    );
  },
});
