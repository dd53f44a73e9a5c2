import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '@/features/account/password-form';
import { SitePageMeta } from '@/features/config/site-page-meta';

export const Route = createFileRoute('/_customer/change-Password')({
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { customerId } = Route.useRouteContext();
  return (
    <Container size="xs" py="xl">
      <SitePageMeta title="Change password" />
      <Stack gap="md">
        <Title order={1}>Change password</Title>
        <PasswordForm customerId={customerId} mode="change" />
      </Stack>
    </Container>
  );
}
