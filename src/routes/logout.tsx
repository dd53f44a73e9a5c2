import { Container, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCapability } from '@/features/capabilities/capability-gate';
import { homeAfterLogout } from '@/features/auth/session-paths';
import { signOutEverywhere } from '@/features/auth/sign-out';

export const Route = createFileRoute('/logout')({
  staticData: { offline: true },
  component: LogoutRoute,
});

function LogoutRoute() {
  const home = homeAfterLogout(useCapability('commercial_lotteries'));
  useEffect(() => {
    // A full load afterwards: nothing of the customer stays in memory either.
    void signOutEverywhere().then(() => window.location.assign(home));
  }, [home]);
  return (
    <Container size="xs" py="xl">
      <Loader aria-label="Signing out" />
      <Text mt="md">Signing you out…</Text>
    </Container>
  );
}
