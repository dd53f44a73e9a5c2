/**
 * The sign-in page: the credentials form, then the two-factor code when the server asks for it,
 * driven by the login machine. Hands the session to `onSignedIn` and leaves redirection to the route.
 */
import { Alert, Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SignedInSession } from './auth-api';
import { CodeEntry } from './code-entry';
import { loginMachine } from './login.machine';

export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';

export function credentialErrors(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!email.trim()) errors.email = REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = INVALID_EMAIL;
  if (!password) errors.password = REQUIRED;
  return errors;
}

export function LoginPage({
  onSignedIn,
  rememberForDays,
  supportHref,
}: {
  onSignedIn: (session: SignedInSession) => void;
  rememberForDays: number;
  supportHref: string;
}) {
  const [snapshot, send] = useMachine(loginMachine);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const { context } = snapshot;
  const session = snapshot.matches('signedIn') ? context.session : undefined;

  useEffect(() => {
    if (session) onSignedIn(session);
  }, [session, onSignedIn]);

  if (snapshot.matches('twoFactor') && context.pending) {
    return (
      <Container size="xs" py="xl">
        <CodeEntry
          method={context.pending.method}
          identifier={context.pending.identifier}
          error={context.codeError}
          locked={context.locked}
          verifying={snapshot.matches({ twoFactor: { entry: 'verifying' } })}
          canResend={snapshot.can({ type: 'auth.resend' })}
          resent={snapshot.matches({ twoFactor: { resend: 'sent' } })}
          rememberForDays={rememberForDays}
          supportHref={supportHref}
          onSubmit={(code) => send({ type: 'auth.code', code })}
          onResend={() => send({ type: 'auth.resend' })}
        />
      </Container>
    );
  }

  const submitting = snapshot.matches('authenticating') || Boolean(session);
  const errors = { ...context.errors, ...local };
  return (
    <Container size="xs" py="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = credentialErrors(email, password);
          setLocal(found);
          if (Object.keys(found).length === 0 && snapshot.can({ type: 'auth.submit', email, password })) {
            send({ type: 'auth.submit', email: email.trim(), password });
          }
        }}
      >
        <Stack gap="md">
          <Title order={1}>Log in</Title>
          {errors.general && (
            <Alert color="red" role="alert">
              {errors.general}
            </Alert>
          )}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Button type="submit" loading={submitting}>
            Log in
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
