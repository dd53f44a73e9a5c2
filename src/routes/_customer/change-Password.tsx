import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PasswordForm } from '@/features/account/password-form';
import { SitePageMeta } from '@/features/config/site-page-meta';

export const Route = createFileRoute('/_customer/change-Password')({
  component: ChangePasswordRoute,
});

// By id, so the lazy component does not pull this file into a shared chunk.
const route = getRouteApi('/_customer/change-Password');

function ChangePasswordRoute() {
  const { customerId } = route.useRouteContext();
  return (
    <Container size="xs" py="xl">
      <SitePageMeta title="Change password" path="/change-Password" />
      <Stack gap="md">
        <Title order={1}>Change password</Title>
        <PasswordForm customerId={customerId} mode="change" />
      </Stack>
    </Container>
  );
}
