/** /my-account/login-and-security (spec 1 §2): change the password; two-factor; the remembered device. */
import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from './queries';
import { PasswordForm } from './password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function LoginSecurityPage({
  supportHref,
  rememberForDays,
}: {
  supportHref: string;
  rememberForDays: number;
}) {
  const { data: details } = useQuery(accountQueries.details());
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Title order={1}>Login and security</Title>
        {details && (
          <Text>
            You log in with <strong>{details.email}</strong>. To change it, go to{' '}
            <a href="/my-account/my-details">My details</a>.
          </Text>
        )}
        <Stack gap="md">
          <Title order={2} size="h3">
            Change password
          </Title>
          <PasswordForm mode="change" onChanged={() => undefined} />
        </Stack>
        <Divider />
        <TwoFactorSettings supportHref={supportHref} rememberForDays={rememberForDays} />
        <Divider />
        <Text size="sm">
          Want to leave? You can <a href="/close-my-account">close your account</a>.
        </Text>
      </Stack>
    </Container>
  );
}
