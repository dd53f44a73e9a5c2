/**
 * /login/social/{provider}: where Apple or Google sends the customer back. Signed out, the answer
 * signs them in (the code step when their account has two-factor), or, when no account uses the
 * provider's, shows the sign-up form to open one with it. Signed in, it links the provider and
 * returns to Login and security. A cancelled or failed answer says so, with the way back.
 */
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formErrors, notifications } from '@/api';
import { ErrorAlert } from '@/ui/error-alert';
import { useOnce } from '@/ui/use-once';
import { NavLinkTo } from '@/ui/nav-link-to';
import { LoginPage, TwoFactorStep, showsCodeStep, useLoginFlow } from './login-page';
import type { LoginResult } from './queries';
import type { ProviderAnswer } from './route-params';
import { SignupPage } from './signup-page';
import { SOCIAL_PROVIDER_NAMES, socialMutations, type SocialProvider } from './social-sign-in';

interface ReturnProps {
  provider: SocialProvider;
  answer: { code: string; state: string };
}

function Frame({ provider, children }: { provider: SocialProvider; children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>Signing in with {SOCIAL_PROVIDER_NAMES[provider]}</Title>
        {children}
      </Stack>
    </Container>
  );
}

function WayBack({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Anchor component={NavLinkTo} link={{ to: '/my-account/login-and-security' }} underline="always">
      Back to Login and security
    </Anchor>
  ) : (
    <Anchor component={NavLinkTo} link={{ to: '/login' }} underline="always">
      Back to log in
    </Anchor>
  );
}

function SignInReturn({
  provider,
  answer,
  target,
  minAge,
  rememberForDays,
  supportHref,
  onSignedIn,
}: ReturnProps & {
  target: string;
  minAge: number;
  rememberForDays: number;
  supportHref: string;
  onSignedIn: (session: LoginResult) => Promise<void>;
}) {
  const [snapshot, send] = useLoginFlow((session) => void onSignedIn(session));
  useOnce(() => send({ type: 'auth.social', ...answer }));
  const { offer, registered, errors } = snapshot.context;
  if (snapshot.matches('signupOffered') && offer)
    return <SignupPage minAge={minAge} onSignedUp={onSignedIn} target={target} offer={offer} />;
  // Their email is an account's already: said at once, with its password sign-in right here.
  if (snapshot.matches('passwordOffered') && registered)
    return (
      <LoginPage
        onSignedIn={(session) => void onSignedIn(session)}
        target={target}
        rememberForDays={rememberForDays}
        supportHref={supportHref}
        email={registered.email}
        notice={registered.message}
      />
    );
  return (
    <Frame provider={provider}>
      {snapshot.matches('autologinFailed') ? (
        <>
          <ErrorAlert message={errors.general} />
          <WayBack signedIn={false} />
        </>
      ) : showsCodeStep(snapshot) ? (
        <TwoFactorStep
          snapshot={snapshot}
          send={send}
          rememberForDays={rememberForDays}
          supportHref={supportHref}
          headingLevel={2}
        />
      ) : (
        <Loader aria-label="Signing you in" />
      )}
    </Frame>
  );
}

function LinkReturn({
  provider,
  answer,
  customerId,
  onLinked,
}: ReturnProps & { customerId: string; onLinked: () => void }) {
  const link = useMutation({
    ...socialMutations.completeLink(customerId),
    onSuccess: () => {
      notifications.push({
        code: 'social_linked',
        message: `${SOCIAL_PROVIDER_NAMES[provider]} is linked: you can log in with it.`,
        level: 'success',
      });
      onLinked();
    },
  });
  const { mutate } = link;
  useOnce(() => mutate(answer));
  return (
    <Frame provider={provider}>
      {link.isError ? (
        <>
          <ErrorAlert message={formErrors(link.error).general} />
          <WayBack signedIn />
        </>
      ) : (
        <Loader aria-label={`Linking ${SOCIAL_PROVIDER_NAMES[provider]}`} />
      )}
    </Frame>
  );
}

export function SocialReturnPage({
  provider,
  answer,
  customerId,
  ...signIn
}: {
  provider: SocialProvider;
  answer: ProviderAnswer;
  customerId: string | undefined;
  target: string;
  minAge: number;
  rememberForDays: number;
  supportHref: string;
  onSignedIn: (session: LoginResult) => Promise<void>;
  onLinked: () => void;
}) {
  const { code, state } = answer;
  if (!code || !state)
    return (
      <Frame provider={provider}>
        <Text>
          {answer.error === 'access_denied'
            ? `You cancelled signing in with ${SOCIAL_PROVIDER_NAMES[provider]}.`
            : `${SOCIAL_PROVIDER_NAMES[provider]} did not confirm who you are.`}
        </Text>
        <WayBack signedIn={customerId !== undefined} />
      </Frame>
    );
  return customerId ? (
    <LinkReturn
      provider={provider}
      answer={{ code, state }}
      customerId={customerId}
      onLinked={signIn.onLinked}
    />
  ) : (
    <SignInReturn provider={provider} answer={{ code, state }} {...signIn} />
  );
}
