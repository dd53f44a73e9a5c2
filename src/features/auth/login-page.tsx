/**
 * The sign-in page: the credentials form, then the two-factor code when the server asks for it,
 * driven by the login machine. Hands the session to `onSignedIn` and leaves redirection to the
 * route. The flow hook and the code step serve the autologin page too.
 */
import {
  Alert,
  Anchor,
  Button,
  Container,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { SignedInSession } from './auth-api';
import { CodeEntry } from '../../ui/code-entry';
import { emailProblem, REQUIRED } from '../../lib/form-messages';
import { loginMachine } from './login.machine';
import { ErrorAlert } from '../../ui/error-alert';

export function credentialErrors(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = REQUIRED;
  return errors;
}

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type LoginSend = (event: EventFrom<typeof loginMachine>) => void;

/** The login machine, handing the session to `onSignedIn` once, when it arrives. */
export function useLoginFlow(onSignedIn: (session: SignedInSession) => void): [LoginSnapshot, LoginSend] {
  const [snapshot, send] = useMachine(loginMachine);
  const session = snapshot.matches('signedIn') ? snapshot.context.session : undefined;
  useEffect(() => {
    if (session) onSignedIn(session);
  }, [session, onSignedIn]);
  return [snapshot, send];
}

/** The six-cell code step, for a password sign-in and an autologin alike. */
export function TwoFactorStep({
  snapshot,
  send,
  rememberForDays,
  supportHref,
  headingLevel,
}: {
  snapshot: LoginSnapshot;
  send: LoginSend;
  rememberForDays: number;
  supportHref: string;
  headingLevel?: 1 | 2;
}) {
  const { pending, codeError, locked } = snapshot.context;
  if (!pending) return null;
  return (
    <CodeEntry
      method={pending.method}
      identifier={pending.identifier}
      error={codeError}
      locked={locked}
      verifying={snapshot.matches({ twoFactor: { entry: 'verifying' } }) || snapshot.matches('signedIn')}
      canResend={snapshot.can({ type: 'auth.resend' })}
      resent={snapshot.matches({ twoFactor: { resend: 'sent' } })}
      rememberForDays={rememberForDays}
      supportHref={supportHref}
      headingLevel={headingLevel}
      onSubmit={(code, remember) => send({ type: 'auth.code', code, remember })}
      onResend={() => send({ type: 'auth.resend' })}
    />
  );
}

export function LoginPage({
  onSignedIn,
  rememberForDays,
  supportHref,
  notice,
}: {
  onSignedIn: (session: SignedInSession) => void;
  rememberForDays: number;
  supportHref: string;
  /** Why the customer is here, e.g. the session expired. */
  notice?: string;
}) {
  const [snapshot, send] = useLoginFlow(onSignedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const { context } = snapshot;

  if (snapshot.matches('twoFactor') || (snapshot.matches('signedIn') && context.pending)) {
    return (
      <Container size="xs" py="xl">
        <TwoFactorStep
          snapshot={snapshot}
          send={send}
          rememberForDays={rememberForDays}
          supportHref={supportHref}
        />
      </Container>
    );
  }

  const submitting = snapshot.matches('authenticating') || snapshot.matches('signedIn');
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
          {notice && !errors.general && (
            <Alert color="blue" role="status">
              {notice}
            </Alert>
          )}
          <ErrorAlert message={errors.general} />
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
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={submitting}>
            Log in
          </Button>
          <Text size="sm">
            New to Lucky Dip?{' '}
            <Anchor component={Link} to="/signup" underline="always">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Container>
  );
}
