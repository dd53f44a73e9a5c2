import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '../features/account/password-form';
import { requireCustomer } from '../features/auth/route-guard';
import { SitePageMeta } from '../features/config/site-page-meta';

export const Route = createFileRoute('/change-Password')({
  beforeLoad: requireCustomer,
  component: () => (
    <Container size="xs" py="xl">
      <SitePageMeta title="Change password" path="/change-Password" />
      <Stack gap="md">
        <Title order={1}>Change password</Title>
        <PasswordForm mode="change" onChanged={() => undefined} />
      </Stack>
    </Container>
  ),
});
