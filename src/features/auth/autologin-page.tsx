/**
 * The autologin screen (spec 1 §2, §4): "Verifying Automatic Login" while the emailed token is
 * posted; a 6-digit card when the server asks for a code; on success the session goes to
 * `onSignedIn`. Any failure ends in `onFailed` with the reason ("Email link no longer valid").
 * The app's transfer link uses the same screen with `via="transfer"`.
 */
import { Card, Container, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useOnce } from '@/ui/use-once';
import type { LoginResult } from './queries';
import { TwoFactorStep, showsCodeStep, useLoginFlow } from './login-page';

export function AutologinPage({
  token,
  via,
  onSignedIn,
  onFailed,
  rememberForDays,
  supportHref,
}: {
  token: string;
  via: 'autologin' | 'transfer';
  onSignedIn: (session: LoginResult) => void;
  onFailed: (reason: string | undefined) => void;
  rememberForDays: number;
  supportHref: string;
}) {
  const [snapshot, send] = useLoginFlow(onSignedIn);
  useOnce(() => send({ type: via === 'autologin' ? 'auth.autologin' : 'auth.transfer', token }));
  const failed = snapshot.matches('autologinFailed');
  const reason = snapshot.context.errors.general;
  useEffect(() => {
    if (failed) onFailed(reason);
  }, [failed, reason, onFailed]);

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg" align="stretch">
        <Title order={1}>Verifying Automatic Login</Title>
        {showsCodeStep(snapshot) ? (
          <Card withBorder padding="lg">
            <TwoFactorStep
              snapshot={snapshot}
              send={send}
              rememberForDays={rememberForDays}
              supportHref={supportHref}
              headingLevel={2}
            />
          </Card>
        ) : (
          <Loader aria-label="Verifying" />
        )}
      </Stack>
    </Container>
  );
}
