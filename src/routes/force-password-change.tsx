import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PasswordForm } from '../features/account/password-form';
import { accountQueries } from '../features/account/queries';
import { loginHref } from '../features/auth/route-guard';
import { SitePageMeta } from '../features/config/site-page-meta';

/**
 * The forced password change: the layout keeps a customer here until it is done (see the root
 * route); afterwards the saved customer lets them go on.
 */
export const Route = createFileRoute('/force-password-change')({
  beforeLoad: ({ context, location }) => {
    if (!context.visitor.isAuthenticated()) throw redirect({ href: loginHref(location.href) });
  },
  component: ForcePasswordChangeRoute,
});

function ForcePasswordChangeRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Container size="xs" py="xl">
      <SitePageMeta title="Choose a new password" path="/force-password-change" />
      <Stack gap="md">
        <Title order={1}>Choose a new password</Title>
        <Text>For your security, please choose a new password before you continue.</Text>
        <PasswordForm
          mode="forced"
          onChanged={(customer) => {
            queryClient.setQueryData(accountQueries.customer().queryKey, customer);
            void navigate({ to: '/' });
          }}
        />
      </Stack>
    </Container>
  );
}
