import { Container, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signOutEverywhere } from '../features/auth/sign-out';

export const Route = createFileRoute('/logout')({
  component: LogoutRoute,
});

function LogoutRoute() {
  useEffect(() => {
    void signOutEverywhere().then(() => window.location.assign('/'));
  }, []);
  return (
    <Container size="xs" py="xl">
      <Loader aria-label="Signing out" />
      <Text mt="md">Signing you out…</Text>
    </Container>
  );
}
