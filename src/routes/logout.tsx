import { Container, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCapability } from '@/features/capabilities/capability-gate';
import { homeAfterLogout } from '@/features/auth/session-paths';
import { beginSignOut } from '@/features/auth/begin-sign-out';
import { finishSignOut } from '@/features/auth/sign-out';

export const Route = createFileRoute('/logout')({
  staticData: { offline: true },
  // As the link is followed, before the page's own code has arrived: a customer who leaves at once
  // is signed out already. Never on a preload (a pointer resting on the link).
  beforeLoad: ({ preload }) => {
    if (!preload) beginSignOut();
  },
  component: LogoutRoute,
});

function LogoutRoute() {
  const home = homeAfterLogout(useCapability('commercial_lotteries'));
  useEffect(() => {
    // A full load afterwards: nothing of the customer stays in memory either.
    void finishSignOut().then(() => window.location.assign(home));
  }, [home]);
  return (
    <Container size="xs" py="xl">
      <Loader aria-label="Signing out" />
      <Text mt="md">Signing you out…</Text>
    </Container>
  );
}
