/**
 * The contact form (issue 36), where an editor puts it on a content page (/about/contact-us):
 * name, email and message with the form rules' messages, sent once, and the acknowledgement with
 * its reference in place of the form. Loaded when the page shows it, online only: offline the page
 * says it needs a connection (./cms-page.tsx). A signed-in customer finds their name and email in.
 */
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { CONTACT_THANKS } from '@contract/content-pages';
import * as endpoints from '@contract/endpoints/content';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_MAX_LENGTH,
  emailProblem,
  requiredProblem,
} from '@contract/form-rules';
import type { ContactMessage } from '@contract/schemas/content';
import { callEnvelope } from '@/api/call';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm } from '@/ui/use-app-form';

/** Its reference and the service's thanks, shown in the page. */
const sendContactMessage = mutationOptions({
  mutationFn: async (message: ContactMessage) => {
    const answer = await callEnvelope(endpoints.contact, { body: message, quiet: true });
    return { reference: answer.result.reference, thanks: answer.messages[0]?.message };
  },
});

/** Who is writing, when the site knows: the signed-in customer. */
export interface ContactDefaults {
  name: string;
  email: string;
}

export default function ContactForm({ defaults }: { defaults?: ContactDefaults }) {
  const mutation = useMutation(sendContactMessage);
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', message: '' },
    rules: { name: requiredProblem, email: emailProblem, message: requiredProblem },
    transform: ({ name, email, message }) => ({
      name: name.trim(),
      email: email.trim(),
      message: message.trim(),
    }),
    submission: mutation,
    afterSuccess: 'lock',
  });

  // The customer's details arrived after the form opened: filled in, unless the customer typed first.
  const { name = '', email = '' } = defaults ?? {};
  const fill = useEffectEvent(() => {
    if (!form.isDirty()) form.setValues({ name, email });
  });
  useEffect(() => {
    if (name) fill();
  }, [name, email]);

  if (mutation.isSuccess)
    return (
      <Stack gap="xs" role="status">
        <Text fw={700}>{mutation.data.thanks ?? CONTACT_THANKS}</Text>
        <Text>
          Your reference is {mutation.data.reference}. We have emailed an acknowledgement to{' '}
          {mutation.variables.email}.
        </Text>
      </Stack>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us">
      <Stack gap="md" maw={560}>
        <ErrorAlert message={general} />
        <TextInput
          label="Your name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX}
          {...form.getInputProps('name')}
          key={form.key('name')}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          {...form.getInputProps('message')}
          key={form.key('message')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
