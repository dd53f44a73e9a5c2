import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UpgradeForm } from '@/features/account/upgrade-form';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';

/**
 * /my-account/upgrade-account (spec 1 §2): the layout keeps a customer whose account must be
 * upgraded here; once the server has lifted the hold, they go on to their account.
 */
export const Route = createFileRoute('/_customer/my-account/upgrade-account')({
  component: UpgradeAccount,
});

function UpgradeAccount() {
  const { customerId } = Route.useRouteContext();
  const { minAge } = useSignInSettings();
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Upgrade your account" />
      <Stack gap="md">
        <Title order={1}>Upgrade your account</Title>
        <Text>
          Your account was opened with just your name and email. To buy tickets and keep your winnings, we
          need a few more details, as every licensed lottery retailer must ask.
        </Text>
        <UpgradeForm
          customerId={customerId}
          minAge={minAge}
          onUpgraded={() => void navigate({ to: '/my-account' })}
        />
      </Stack>
    </Container>
  );
}
