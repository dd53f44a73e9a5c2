/**
 * Forgot password: the email gets a one-hour link that signs in and then asks for a new
 * password. The answer is the same whether or not an account exists, and is shown in the page.
 */
import { Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../../api';
import { requestPasswordReset } from './auth-api';
import { emailProblem } from '../../lib/form-messages';
import { ErrorAlert } from '../../ui/error-alert';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [local, setLocal] = useState<string>();
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const errors: Record<string, string> = mutation.isError ? formErrors(mutation.error) : {};

  if (mutation.isSuccess) {
    return (
      <Container size="xs" py="xl">
        <Stack gap="md">
          <Title order={1}>Check your email</Title>
          <Text role="status">
            {mutation.data ?? `We've emailed a link to reset the password to ${email}.`}
          </Text>
          <Text size="sm">
            The link works once, within the next hour. It may take a few minutes to arrive.
          </Text>
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xs" py="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          const problem = emailProblem(value);
          setLocal(problem);
          if (!problem && !mutation.isPending) mutation.mutate(value);
        }}
      >
        <Stack gap="md">
          <Title order={1}>Forgot your password?</Title>
          <Text size="sm">
            Enter the email you use with us and we'll send you a link to choose a new password.
          </Text>
          <ErrorAlert message={errors.general} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={local ?? errors.email}
            required
          />
          <Button type="submit" loading={mutation.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </Container>
  );
}
