/**
 * Unsubscribing from an email's link (spec 3 §2): every Lucky Dip email, or one offer's. Saying why
 * is optional (the reasons come from configuration); one press is enough.
 */
import { Alert, Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';
import { preferencesMutations, type PreferencesAccess } from './queries';

interface UnsubscribeFormProps {
  access: PreferencesAccess;
  /** One offer's emails; every email when undefined. */
  offer?: { key: string; name: string };
  reasons: readonly string[];
  /** The same link's preferences page. */
  preferences: AppLink;
}

export function UnsubscribeForm({ access, offer, reasons, preferences }: UnsubscribeFormProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation(preferencesMutations.unsubscribe(queryClient, access, offer?.key));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ reasons: string[] }>({
    initialValues: { reasons: [] },
    submission: mutation,
    afterSuccess: 'lock',
  });
  const what = offer ? `emails about ${offer.name}` : 'Lucky Dip emails';
  if (mutation.isSuccess)
    return (
      <Stack>
        <Alert color="green" title="You have been unsubscribed" role="status">
          You will get no more {what}. Messages about your tickets and account still reach you.
        </Alert>
        <Anchor component={NavLinkTo} link={preferences}>
          Choose how else we may contact you
        </Anchor>
      </Stack>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>Stop {what}? You can tell us why, if you like.</Text>
        <Checkbox.Group
          label="Why are you leaving?"
          {...form.getInputProps('reasons')}
          key={form.key('reasons')}
        >
          <Stack gap="xs" mt="xs">
            {reasons.map((reason) => (
              <Checkbox key={reason} value={reason} label={reason} />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormSubmit general={general} submitting={isSubmitting}>
          Unsubscribe
        </FormSubmit>
        <Anchor component={NavLinkTo} link={preferences} size="sm">
          Or choose what we send you instead
        </Anchor>
      </Stack>
    </form>
  );
}
