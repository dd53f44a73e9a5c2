import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PasswordForm } from '@/features/account/password-form';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { analytics } from '@/lib/analytics';

/**
 * The forced password change: the layout keeps a customer here until it is done (see the root
 * route); the saved customer, who no longer owes it, lets them go on.
 */
export const Route = createFileRoute('/_customer/force-password-change')({
  component: ForcePasswordChangeRoute,
});

function ForcePasswordChangeRoute() {
  const { customerId } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <Container size="xs" py="xl">
      <SitePageMeta title="Choose a new password" />
      <Stack gap="md">
        <Title order={1}>Choose a new password</Title>
        <Text>For your security, please choose a new password before you continue.</Text>
        <PasswordForm
          customerId={customerId}
          mode="forced"
          onChanged={() => {
            // The end of a reset by email link, or of a reset the retailer asked for.
            analytics.track('Password Reset', {});
            void navigate({ to: '/' });
          }}
        />
      </Stack>
    </Container>
  );
}
