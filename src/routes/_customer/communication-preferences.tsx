import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { PreferencesPanel } from '@/features/preferences/preferences-form';

/**
 * Not kept for offline use (turning notifications on needs a connection): a load that fails says so
 * instead of breaking the page.
 */
const DeviceNotifications = lazy(() =>
  import(/* online-only */ '@/features/notifications/device-notifications').then(
    (module) => ({ default: module.DeviceNotifications }),
    () => ({ default: NotificationsNeedConnection }),
  ),
);

function NotificationsNeedConnection() {
  return (
    <Text size="sm" role="status">
      Notifications on this device can be set once you are back online.
    </Text>
  );
}

/**
 * /communication-preferences (spec 3 §2, signed in): how Lucky Dip may contact the customer, and
 * the notifications this device takes.
 */
export const Route = createFileRoute('/_customer/communication-preferences')({
  staticData: { offline: true },
  component: CommunicationPreferences,
});

function CommunicationPreferences() {
  const { customerId } = Route.useRouteContext();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Communication preferences" />
      <Stack gap="md">
        <Title order={1}>Communication preferences</Title>
        <PreferencesPanel access={{ customerId }} />
        <Suspense fallback={<Skeleton height={160} aria-label="Loading notification settings" />}>
          <DeviceNotifications customerId={customerId} />
        </Suspense>
      </Stack>
    </Container>
  );
}
