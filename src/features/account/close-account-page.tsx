/**
 * /close-my-account (spec 1 §2): closing is for good, so the page says what happens, asks why
 * (optional) and for the password, and needs a tick. The server refuses while money is in the
 * wallet and says so; that message shows here.
 */
import { Anchor, Button, Checkbox, Container, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { requiredProblem } from '@contract/form-rules';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations } from './queries';
import { PasswordField } from '@/ui/password-field';

export const CONFIRM_REQUIRED = 'Please confirm that you understand closing is permanent.';

export function CloseAccountPage({
  onClosed,
  links,
}: {
  onClosed: () => void;
  links: { support: string; responsibleGambling: string };
}) {
  const mutation = useMutation(accountMutations.closeAccount());
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { password: '', reason: '', understood: false },
    rules: {
      password: requiredProblem,
      understood: (understood) => (understood ? undefined : CONFIRM_REQUIRED),
    },
    transform: (values) => ({ ...values, reason: values.reason.trim() }),
    submission: mutation,
    onSuccess: onClosed,
    afterSuccess: 'lock',
  });

  return (
    <Container size="sm" py="xl">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1}>Close my account</Title>
          <Text>When you close your account:</Text>
          <List>
            <List.Item>you can no longer log in, buy tickets or enter draws;</List.Item>
            <List.Item>autoplay and subscriptions stop;</List.Item>
            <List.Item>you are signed out on every device.</List.Item>
          </List>
          <Text size="sm">
            Please withdraw any balance first. If you need a break rather than a goodbye, our{' '}
            <Anchor href={links.responsibleGambling} underline="always">
              responsible gaming tools
            </Anchor>{' '}
            can help, or{' '}
            <Anchor href={links.support} underline="always">
              contact support
            </Anchor>
            .
          </Text>
          <ErrorAlert message={general} />
          <Textarea
            label="Why are you leaving? (optional)"
            maxLength={500}
            {...form.getInputProps('reason')}
            key={form.key('reason')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            key={form.key('password')}
          />
          <Checkbox
            label="I understand that closing my account is permanent"
            {...form.getInputProps('understood', { type: 'checkbox' })}
            key={form.key('understood')}
          />
          <Button
            type="submit"
            color="red"
            loading={isSubmitting || mutation.isSuccess}
            style={{ alignSelf: 'flex-start' }}
          >
            Close my account
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
