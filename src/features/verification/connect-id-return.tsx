/**
 * /account-verification (spec 3 §2, open): where ConnectID sends the customer back. With the
 * request's state it hands the answer to the callback once and says how it went; a visitor is
 * asked to sign in first and brought back here. Without a request it explains verification.
 */
import { Alert, Button, Loader, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { VERIFICATION_OUTCOMES } from '@contract/verification';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { verificationMutations } from './queries';

export interface ConnectIdAnswer {
  state?: string;
  code?: string;
  error?: string;
}

export function ConnectIdReturn({
  customerId,
  answer,
  signInLink,
}: {
  customerId: string | undefined;
  answer: ConnectIdAnswer;
  signInLink: AppLink;
}) {
  if (!answer.state)
    return (
      <Stack gap="sm">
        <Text>
          Before you buy tickets or withdraw winnings we confirm who you are: with your details, your
          driver&rsquo;s licence, ConnectID through your bank, or a photo of your ID.
        </Text>
        <Group>
          <Button component={NavLinkTo} link={customerId ? { to: '/my-account/verify-account' } : signInLink}>
            {customerId ? 'Verify my account' : 'Log in to verify'}
          </Button>
        </Group>
      </Stack>
    );
  if (!customerId)
    return (
      <Stack gap="sm">
        <Text>Log in to finish verifying your account with ConnectID.</Text>
        <Group>
          <Button component={NavLinkTo} link={signInLink}>
            Log in
          </Button>
        </Group>
      </Stack>
    );
  return <Finish customerId={customerId} answer={{ ...answer, state: answer.state }} />;
}

function Finish({ customerId, answer }: { customerId: string; answer: ConnectIdAnswer & { state: string } }) {
  const finish = useMutation(verificationMutations.finishConnectId(customerId));
  // The request's code is good once: a second render, or React's development double effect, must
  // not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    finish.mutate(answer);
  }, [finish, answer]);
  if (finish.isSuccess)
    return (
      <Alert color="green" role="status" title={VERIFICATION_OUTCOMES.verified}>
        You can buy tickets and withdraw winnings. <NavLinkTo to="/my-account">Go to my account</NavLinkTo>
      </Alert>
    );
  if (finish.isError)
    return (
      <Alert color="red" role="alert" title="Your account is not verified yet">
        {finish.error.message} <NavLinkTo to="/my-account/verify-account">Verify another way</NavLinkTo>
      </Alert>
    );
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" />
      <Text>Checking your details with ConnectID…</Text>
    </Group>
  );
}
