/**
 * Forgot password: the email gets a one-hour link that signs in and then asks for a new
 * password. The answer is the same whether or not an account exists, and is shown in the page.
 */
import { Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { NavLinkTo } from '@/ui/nav-link-to';
import { emailProblem } from '@contract/form-rules';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm } from '@/ui/use-app-form';
import { authMutations } from './queries';

export function ForgotPasswordPage() {
  const mutation = useMutation(authMutations.requestPasswordReset());
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { email: '' },
    rules: { email: emailProblem },
    transform: ({ email }) => ({ email: email.trim() }),
    submission: mutation,
    afterSuccess: 'lock',
  });

  if (mutation.isSuccess) {
    return (
      <Container size="xs" py="xl">
        <Stack gap="md">
          <Title order={1}>Check your email</Title>
          <Text role="status">
            {mutation.data ?? `We've emailed a link to reset the password to ${mutation.variables.email}.`}
          </Text>
          <Text size="sm">
            The link works once, within the next hour. It may take a few minutes to arrive.
          </Text>
          <Anchor component={NavLinkTo} link={{ to: '/login' }}>
            Back to log in
          </Anchor>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xs" py="xl">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1}>Forgot your password?</Title>
          <Text size="sm">
            Enter the email you use with us and we'll send you a link to choose a new password.
          </Text>
          <ErrorAlert message={general} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            key={form.key('email')}
          />
          <Button type="submit" loading={isSubmitting}>
            Send reset link
          </Button>
          <Anchor component={NavLinkTo} link={{ to: '/login' }} size="sm">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </Container>
  );
}
