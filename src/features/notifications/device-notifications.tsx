/**
 * Notifications on this device (issue 41), with the other preferences: what they say and that
 * they show no amounts, then the kinds (results of my games, wins, draws closing soon for my
 * autoplay), all off until the customer
 * ticks one and saves, which is the tap the browser asks permission from. Saving none turns them
 * off here. A browser that cannot take them says so; on iOS, after adding to the Home Screen.
 */
import { Alert, Anchor, Checkbox, Fieldset, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKinds } from '@contract/schemas/push';
import { FormSubmit } from '@/ui/form-parts';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useHydrated } from '@/ui/use-hydrated';
import { useAppForm } from '@/ui/use-app-form';
import { pushSupport } from './push-device';
import { pushMutations, pushQueries } from './push-queries';

const HEADING_ID = 'device-notifications-heading';

export function DeviceNotifications({ customerId }: { customerId: string }) {
  const hydrated = useHydrated();
  const key = useQuery({ ...pushQueries.key(), enabled: hydrated });
  // A site that offers no push shows nothing of it.
  if (key.data === null) return null;
  return (
    <Stack component="section" aria-labelledby={HEADING_ID} gap="sm">
      <Title order={2} size="h3" id={HEADING_ID}>
        Notifications on this device
      </Title>
      <Text size="sm">
        Lucky Dip can tell you on this device when your results are in and when you win, even while the app is
        closed. A notification shows no amounts or numbers: it opens your ticket.
      </Text>
      {!hydrated || key.isPending ? (
        <Skeleton height={120} aria-label="Checking this device" />
      ) : key.data ? (
        <Supported customerId={customerId} publicKey={key.data.publicKey} />
      ) : (
        <Alert color="red" role="alert">
          Notification settings could not be loaded.
        </Alert>
      )}
    </Stack>
  );
}

function Supported({ customerId, publicKey }: { customerId: string; publicKey: string }) {
  const support = pushSupport();
  const device = useQuery({ ...pushQueries.device(customerId), enabled: support === 'supported' });
  if (support === 'install-first')
    return (
      <Text size="sm">
        On iPhone and iPad, notifications come to Lucky Dip once it is on your Home Screen:{' '}
        <Anchor component={NavLinkTo} link={{ to: '/app' }}>
          add it
        </Anchor>
        , then open it from there.
      </Text>
    );
  if (support === 'unsupported')
    return <Text size="sm">This browser cannot show notifications from Lucky Dip.</Text>;
  if (device.isPending) return <Skeleton height={120} aria-label="Checking this device" />;
  return <KindsForm customerId={customerId} publicKey={publicKey} kinds={device.data} />;
}

function KindsForm({
  customerId,
  publicKey,
  kinds,
}: {
  customerId: string;
  publicKey: string;
  kinds: PushKinds | undefined;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation(pushMutations.save(queryClient, customerId, publicKey));
  const { form, onSubmit, isSubmitting, general } = useAppForm<PushKinds>({
    initialValues: kinds ?? { results: false, wins: false, closing: false },
    submission: mutation,
    afterSuccess: 'keep',
  });
  const on = mutation.data ?? kinds;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Fieldset
          variant="unstyled"
          legend={
            <Text component="span" size="sm" fw={700}>
              Tell me on this device
            </Text>
          }
        >
          <Stack gap="xs">
            <Checkbox
              label="Results of my games"
              description="When a draw I played is in, win or not."
              key={form.key('results')}
              {...form.getInputProps('results', { type: 'checkbox' })}
            />
            <Checkbox
              label="Wins"
              description="When a ticket of mine wins."
              key={form.key('wins')}
              {...form.getInputProps('wins', { type: 'checkbox' })}
            />
            <Checkbox
              label="Draws closing soon for my autoplay"
              description="An hour before sales close, and whether its ticket is in."
              key={form.key('closing')}
              {...form.getInputProps('closing', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Text size="sm" c="dimmed" role="status">
          {on?.results || on?.wins || on?.closing
            ? 'Notifications are on for this device.'
            : 'Notifications are off for this device.'}
        </Text>
        <FormSubmit general={general} submitting={isSubmitting}>
          Save notification settings
        </FormSubmit>
      </Stack>
    </form>
  );
}
