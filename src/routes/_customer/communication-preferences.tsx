import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { DeviceNotifications } from '@/features/notifications/device-notifications';
import { PreferencesPanel } from '@/features/preferences/preferences-form';

/**
 * /communication-preferences (spec 3 §2, signed in): how Lucky Dip may contact the customer, and
 * the notifications this device takes.
 */
export const Route = createFileRoute('/_customer/communication-preferences')({
  staticData: { offline: true },
  beforeLoad: ({ context }) => requireCapability(context, 'notification_settings_manage'),
  component: CommunicationPreferences,
});

function CommunicationPreferences() {
  const { customerId } = Route.useRouteContext();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Communication preferences" path="/communication-preferences" />
      <Stack gap="md">
        <Title order={1}>Communication preferences</Title>
        <PreferencesPanel access={{ customerId }} />
        <DeviceNotifications customerId={customerId} />
      </Stack>
    </Container>
  );
}
