/**
 * The sign-in page: the credentials form, then the two-factor code when the server asks for it,
 * driven by the login machine. Hands the session to `onSignedIn` and leaves redirection to the
 * route. The flow hook and the code step serve the autologin page too.
 */
import { Alert, Anchor, Button, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useMachine } from '@xstate/react';
import { Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { emailProblem, requiredProblem } from '@contract/form-rules';
import type { CodeEntry as CodeEntryType } from '@/ui/code-entry';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm, type FormSubmission } from '@/ui/use-app-form';
import { loginMachine } from './login.machine';
import type { LoginResult } from './queries';
import { PasswordField } from '@/ui/password-field';
import { lazyOrNothing } from '@/ui/lazy-or-nothing';
import type { SocialButtons as SocialButtonsType } from './social-buttons';
import type { SocialProvider } from './social-sign-in';

// The code step comes only after the server accepted the password, so online: no device keeps it
// for offline, where the page cannot get that far.
const CodeEntry = lazyOrNothing<ComponentProps<typeof CodeEntryType>>(() =>
  import(/* online-only */ '@/ui/code-entry').then((module) => ({ default: module.CodeEntry })),
);

// Apple and Google need a connection: no device keeps their buttons for offline, where the page
// offers the password sign-in alone (scripts/offline-precache.ts).
const SocialButtons = lazyOrNothing<ComponentProps<typeof SocialButtonsType>>(() =>
  import(/* online-only */ './social-buttons').then((module) => ({ default: module.SocialButtons })),
);

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type LoginSend = (event: EventFrom<typeof loginMachine>) => void;
interface Credentials {
  email: string;
  password: string;
}

/** The login machine, handing the session to `onSignedIn` once, when it arrives. */
export function useLoginFlow(onSignedIn: (session: LoginResult) => void): [LoginSnapshot, LoginSend] {
  const [snapshot, send] = useMachine(loginMachine);
  const session = snapshot.matches('signedIn') ? snapshot.context.session : undefined;
  useEffect(() => {
    if (session) onSignedIn(session);
  }, [session, onSignedIn]);
  return [snapshot, send];
}

/** Whether the code step shows: while it is asked for, and once passed until the page moves on. */
export const showsCodeStep = (snapshot: LoginSnapshot): boolean =>
  snapshot.matches('twoFactor') || (snapshot.matches('signedIn') && snapshot.context.pending !== undefined);

/** The machine as what sends the credentials form: its state says pending, done or refused. */
function credentialsSubmission(snapshot: LoginSnapshot, send: LoginSend): FormSubmission<Credentials> {
  return {
    mutate: ({ email, password }) => send({ type: 'auth.submit', email, password }),
    isPending: snapshot.matches('authenticating') || snapshot.matches('signedIn'),
    isSuccess: snapshot.matches('signedIn'),
    error: snapshot.context.errors,
  };
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
    <Suspense fallback={<Loader aria-label="Loading the code step" />}>
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
    </Suspense>
  );
}

export function LoginPage({
  onSignedIn,
  rememberForDays,
  supportHref,
  notice,
  target,
  socialProviders = [],
  email = '',
  registration = true,
}: {
  onSignedIn: (session: LoginResult) => void;
  /** Where to go once signed in (after Apple or Google too). */
  target: string;
  /** Apple and Google, as the site offers them. */
  socialProviders?: readonly SocialProvider[];
  rememberForDays: number;
  supportHref: string;
  /** Why the customer is here, e.g. the session expired. */
  notice?: ReactNode;
  /** The account's email, when it is known already (a provider's answer named it). */
  email?: string;
  /** Whether the site takes new accounts (its registration capability): else no way to one. */
  registration?: boolean;
}) {
  const [snapshot, send] = useLoginFlow(onSignedIn);
  const { form, onSubmit, isSubmitting, general } = useAppForm<Credentials>({
    initialValues: { email, password: '' },
    rules: { email: emailProblem, password: requiredProblem },
    transform: (values) => ({ ...values, email: values.email.trim() }),
    submission: credentialsSubmission(snapshot, send),
    afterSuccess: 'lock',
  });

  if (showsCodeStep(snapshot)) {
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

  return (
    <Container size="xs" py="xl">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1}>Log in</Title>
          {notice && !general && (
            <Alert color="blue" role="status">
              {notice}
            </Alert>
          )}
          <ErrorAlert message={general} />
          <TextInput
            label="Email"
            name="email"
            // "username" is for text inputs (HTML autofill): the keypad still shows an @.
            type="text"
            inputMode="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
            key={form.key('email')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            key={form.key('password')}
          />
          <Anchor component={NavLinkTo} link={{ to: '/forgot-password' }} size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={isSubmitting}>
            Log in
          </Button>
          <Suspense fallback={null}>
            <SocialButtons providers={socialProviders} purpose="login" target={target} />
          </Suspense>
          {registration && (
            <Text size="sm">
              New to Lucky Dip?{' '}
              <Anchor
                component={NavLinkTo}
                link={{ to: '/signup', search: { redirect: target } }}
                underline="always"
              >
                Create an account
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </Container>
  );
}
