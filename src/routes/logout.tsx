import { Container, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  useEffect(() => {
    // Nothing of the customer stays in memory: their queries go now, and a full load follows.
    queryClient.removeQueries({ queryKey: ['customer'] });
    void finishSignOut().then(() => {
      // Not once the customer has gone on (the header says Login from the start).
      if (window.location.pathname === '/logout') window.location.assign(home);
    });
  }, [home, queryClient]);
  return (
    <Container size="xs" py="xl">
      <Loader aria-label="Signing out" />
      <Text mt="md">Signing you out…</Text>
    </Container>
  );
}
