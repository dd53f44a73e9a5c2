/**
 * /my-account/login-and-security (spec 1 §2): change the password (or, for an account opened with
 * Apple or Google, how to set one); Apple and Google; two-factor; the remembered device.
 */
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountQueries } from './queries';
import { PasswordForm } from './password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function LoginSecurityPage({
  customerId,
  supportHref,
  rememberForDays,
  hasPassword,
  signInWith,
  mayClose,
}: {
  customerId: string;
  supportHref: string;
  rememberForDays: number;
  /** An account opened with Apple or Google has none until the customer sets one. */
  hasPassword: boolean;
  /** The Apple and Google section. */
  signInWith: ReactNode;
  /** Whether customers may close their accounts here (the customer deactivation capability). */
  mayClose: boolean;
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
            {hasPassword ? 'Change password' : 'Set a password'}
          </Title>
          {hasPassword ? (
            <PasswordForm customerId={customerId} mode="change" />
          ) : (
            <Text>
              You log in with Apple or Google. To log in with a password too,{' '}
              <Anchor component={NavLinkTo} link={{ to: '/forgot-password' }} underline="always">
                have a link emailed to you
              </Anchor>{' '}
              and choose one.
            </Text>
          )}
        </Stack>
        <Divider />
        {signInWith}
        <Divider />
        <TwoFactorSettings
          customerId={customerId}
          supportHref={supportHref}
          rememberForDays={rememberForDays}
        />
        {mayClose && (
          <>
            <Divider />
            <Text size="sm">
              Want to leave? You can{' '}
              <Anchor component={NavLinkTo} link={{ to: '/close-my-account' }} underline="always">
                close your account
              </Anchor>
              .
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
