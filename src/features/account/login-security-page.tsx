/** /my-account/login-and-security (spec 1 §2): change the password; two-factor; the remembered device. */
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from './queries';
import { PasswordForm } from './password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function LoginSecurityPage({
  customerId,
  supportHref,
  rememberForDays,
}: {
  customerId: string;
  supportHref: string;
  rememberForDays: number;
}) {
  const { data: details } = useQuery(accountQueries.details(customerId));
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Title order={1}>Login and security</Title>
        {details && (
          <Text>
            You log in with <strong>{details.email}</strong>. To change it, go to{' '}
            <Anchor component={NavLinkTo} link={{ to: '/my-account/my-details' }} underline="always">
              My details
            </Anchor>
            .
          </Text>
        )}
        <Stack gap="md">
          <Title order={2} size="h3">
            Change password
          </Title>
          <PasswordForm customerId={customerId} mode="change" />
        </Stack>
        <Divider />
        <TwoFactorSettings
          customerId={customerId}
          supportHref={supportHref}
          rememberForDays={rememberForDays}
        />
        <Divider />
        <Text size="sm">
          Want to leave? You can{' '}
          <Anchor component={NavLinkTo} link={{ to: '/close-my-account' }} underline="always">
            close your account
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
