/**
 * How Lucky Dip may contact the customer (spec 1 §3): offers and news at all, and then each way
 * of contact (push is not offered on the web). Loaded, then saved with the one form hook.
 */
import { Alert, Checkbox, Fieldset, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SHOWN_CHANNELS } from '@contract/contact-channels';
import type { CommunicationPreferences } from '@contract/schemas/preferences';
import { ApiError } from '@/api';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';
import {
  preferencesMutations,
  preferencesQueries,
  type PreferencesAccess,
  type PreferencesValues,
} from './queries';

export function PreferencesPanel({ access }: { access: PreferencesAccess }) {
  const { data, error, isPending } = useQuery(preferencesQueries.get(access));
  if (isPending) return <Skeleton height={220} />;
  if (!data)
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError
          ? (error.messages[0]?.message ?? error.message)
          : 'Your preferences could not be loaded.'}
      </Alert>
    );
  return <PreferencesForm access={access} preferences={data} />;
}

function PreferencesForm({
  access,
  preferences,
}: {
  access: PreferencesAccess;
  preferences: CommunicationPreferences;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation(preferencesMutations.save(queryClient, access));
  const shown = preferences.channels.filter((channel) =>
    (SHOWN_CHANNELS as readonly string[]).includes(channel.id),
  );
  const { form, onSubmit, isSubmitting, general } = useAppForm<PreferencesValues>({
    initialValues: {
      methodsEnabled: preferences.methodsEnabled,
      channels: Object.fromEntries(shown.map((channel) => [channel.id, channel.enabled])),
    },
    submission: mutation,
    afterSuccess: 'keep',
  });
  // The form is uncontrolled: the channels follow the box through its watcher.
  const [methodsEnabled, setMethodsEnabled] = useState(preferences.methodsEnabled);
  form.watch('methodsEnabled', ({ value }) => setMethodsEnabled(value));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Checkbox
          label="Send me offers, news and draw reminders"
          description="Receipts and account messages always reach you; win notices come by email while Email is ticked."
          {...form.getInputProps('methodsEnabled', { type: 'checkbox' })}
          key={form.key('methodsEnabled')}
        />
        <Fieldset
          variant="unstyled"
          legend={
            <Text component="span" size="sm" fw={700}>
              How we may contact you
            </Text>
          }
        >
          <Stack gap="xs">
            {!methodsEnabled && (
              <Text size="sm" c="dimmed">
                Only with offers and news on.
              </Text>
            )}
            {shown.map((channel) => (
              <Checkbox
                key={form.key(`channels.${channel.id}`)}
                label={channel.name}
                disabled={!methodsEnabled}
                {...form.getInputProps(`channels.${channel.id}`, { type: 'checkbox' })}
              />
            ))}
          </Stack>
        </Fieldset>
        <Text size="sm" c="dimmed">
          Changes apply to emails and messages sent from now on.
        </Text>
        <FormSubmit general={general} submitting={isSubmitting}>
          Save preferences
        </FormSubmit>
      </Stack>
    </form>
  );
}
