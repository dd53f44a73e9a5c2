/**
 * Two-factor settings (spec 1 §2 login-and-security): turn on an authenticator app (QR code of
 * the otpauth URI, and the key for typing in) or emailed codes, each proven with a correct code
 * before it is on; turn it off with the password. The QR encoder loads with this page only.
 */
import { Anchor, Button, Code, Group, Image, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { formErrors } from '../../api';
import { rememberedDevice } from '../../lib/remembered-device';
import { CodeEntry } from '../../ui/code-entry';
import { PageSkeleton } from '../../ui/page-skeleton';
import {
  accountQueries,
  startAuthenticatorSetup,
  startEmailSetup,
  turnOffTwoFactor,
  verifySetup,
  type TwoFactorMethod,
} from './queries';
import { ErrorAlert } from '../../ui/error-alert';

const METHOD_NAMES: Record<TwoFactorMethod, string> = {
  authenticator: 'an authenticator app',
  email: 'codes emailed to you',
};

type Setup =
  { method: 'authenticator'; secret: string; otpauthUri: string } | { method: 'email'; identifier: string };

export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { pixelSize: 6 }))}`;
}

function SetupStep({
  setup,
  supportHref,
  onDone,
  onResend,
}: {
  setup: Setup;
  supportHref: string;
  onDone: () => void;
  onResend: () => void;
}) {
  const verify = useMutation({
    mutationFn: (code: string) => verifySetup(setup.method, code),
    onSuccess: onDone,
  });
  const error = verify.isError ? formErrors(verify.error) : {};
  return (
    <Stack gap="md">
      {setup.method === 'authenticator' ? (
        <>
          <Text>
            Scan this QR code with your authenticator app (for example Google Authenticator or 1Password).
          </Text>
          <Image src={qrDataUrl(setup.otpauthUri)} alt="QR code for your authenticator app" w={200} h={200} />
          <Text size="sm">
            Can't scan it? Enter this key in the app:{' '}
            <Code data-testid="authenticator-key">{setup.secret}</Code>
          </Text>
        </>
      ) : (
        <Text>We've emailed a 6 digit code to {setup.identifier}.</Text>
      )}
      <CodeEntry
        method={setup.method}
        identifier={setup.method === 'email' ? setup.identifier : ''}
        error={error.otp ?? error.code ?? error.general}
        locked={false}
        verifying={verify.isPending || verify.isSuccess}
        canResend={setup.method === 'email'}
        resent={false}
        supportHref={supportHref}
        headingLevel={2}
        onSubmit={(code) => {
          if (!verify.isPending) verify.mutate(code);
        }}
        onResend={onResend}
      />
    </Stack>
  );
}

export function TwoFactorSettings({
  supportHref,
  rememberForDays,
}: {
  supportHref: string;
  rememberForDays: number;
}) {
  const queryClient = useQueryClient();
  const status = useQuery(accountQueries.twoFactor());
  const [setup, setSetup] = useState<Setup>();
  const [password, setPassword] = useState('');
  const [deviceRemembered, setDeviceRemembered] = useState(rememberedDevice.isRemembered);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueries.twoFactor().queryKey });

  const start = useMutation({
    mutationFn: async (method: TwoFactorMethod): Promise<Setup> =>
      method === 'authenticator'
        ? { method, ...(await startAuthenticatorSetup()) }
        : { method, ...(await startEmailSetup()) },
    onSuccess: setSetup,
  });
  const turnOff = useMutation({
    mutationFn: () => turnOffTwoFactor(password),
    onSuccess: async () => {
      setPassword('');
      rememberedDevice.forget();
      setDeviceRemembered(false);
      await refresh();
    },
  });
  const offErrors = turnOff.isError ? formErrors(turnOff.error) : {};

  if (status.isPending) return <PageSkeleton />;
  if (status.isError) {
    return <ErrorAlert message={formErrors(status.error).general} />;
  }
  const method = status.data.method;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Two-factor authentication
      </Title>
      {method ? (
        <>
          <Text>Two-factor authentication is on, using {METHOD_NAMES[method]}.</Text>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!turnOff.isPending) turnOff.mutate();
            }}
          >
            <Stack gap="sm">
              <PasswordInput
                label="Password"
                description="Enter your password to turn two-factor authentication off."
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={offErrors.password ?? offErrors.general}
              />
              <Button
                type="submit"
                variant="default"
                loading={turnOff.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                Turn off two-factor authentication
              </Button>
            </Stack>
          </form>
        </>
      ) : setup ? (
        <SetupStep
          setup={setup}
          supportHref={supportHref}
          onResend={() => start.mutate('email')}
          onDone={() => {
            setSetup(undefined);
            void refresh();
          }}
        />
      ) : (
        <>
          <Text>
            Add a second step when you log in: a 6 digit code from an app on your phone, or one we email you.
          </Text>
          <ErrorAlert message={start.isError ? formErrors(start.error).general : undefined} />
          <Group>
            <Button
              loading={start.isPending && start.variables === 'authenticator'}
              onClick={() => start.mutate('authenticator')}
            >
              Set up authenticator app
            </Button>
            <Button
              variant="default"
              loading={start.isPending && start.variables === 'email'}
              onClick={() => start.mutate('email')}
            >
              Use email codes
            </Button>
          </Group>
        </>
      )}
      <Title order={3} size="h4">
        Remembered device
      </Title>
      <Text size="sm">
        When you tick "Don't require 2FA again for {rememberForDays} days" as you log in, this browser skips
        the code for that long. Changing your password or turning two-factor off forgets every device.
      </Text>
      {deviceRemembered ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            rememberedDevice.forget();
            setDeviceRemembered(false);
          }}
        >
          Forget this device
        </Anchor>
      ) : (
        <Text size="sm">This browser is not remembered.</Text>
      )}
    </Stack>
  );
}
