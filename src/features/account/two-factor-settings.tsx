/**
 * Two-factor settings (spec 1 §2 login-and-security): turn on an authenticator app (QR code of
 * the otpauth URI, and the key for typing in) or emailed codes, each proven with a correct code
 * before it is on; turn it off with the password. The QR encoder loads with this page only.
 */
import { Anchor, Button, Code, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { requiredProblem } from '@contract/form-rules';
import type { TwoFactorMethod } from '@contract/schemas/accounts';
import { formErrors, notifications } from '@/api';
import { rememberedDevice } from '@/lib/remembered-device';
import { CodeEntry } from '@/ui/code-entry';
import { ErrorAlert } from '@/ui/error-alert';
import { PageSkeleton } from '@/ui/page-skeleton';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations, accountQueries, type TwoFactorSetup } from './queries';
import { PasswordField } from '@/ui/password-field';

const METHOD_NAMES: Record<TwoFactorMethod, string> = {
  authenticator: 'an authenticator app',
  email: 'codes emailed to you',
};

export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { pixelSize: 6 }))}`;
}

/**
 * The authenticator key copied for pasting into the app on this device (spec 3 §9's "key copied"
 * notice). Where the browser refuses the clipboard, the key above is there to copy by hand.
 */
function CopyKey({ secret }: { secret: string }) {
  const [refused, setRefused] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notifications.push({ code: 'success', message: 'Key copied', level: 'success' });
    } catch {
      setRefused(true);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="light" size="compact-sm" onClick={() => void copy()}>
        Copy key
      </Button>
      {refused && (
        <Text size="sm" role="status">
          Your browser did not let us copy it: select the key and copy it yourself.
        </Text>
      )}
    </Group>
  );
}

function SetupStep({
  customerId,
  setup,
  supportHref,
  onDone,
  onResend,
}: {
  customerId: string;
  setup: TwoFactorSetup;
  supportHref: string;
  onDone: () => void;
  onResend: () => void;
}) {
  const verify = useMutation(accountMutations.verifyTwoFactorSetup(customerId, setup.method));
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
          <CopyKey secret={setup.secret} />
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
          if (!verify.isPending) verify.mutate({ code }, { onSuccess: onDone });
        }}
        onResend={onResend}
      />
    </Stack>
  );
}

/** Turning two-factor off asks for the password; this device is then no longer remembered. */
function TurnOffForm({ customerId, onTurnedOff }: { customerId: string; onTurnedOff: () => void }) {
  const mutation = useMutation(accountMutations.turnOffTwoFactor(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { password: '' },
    rules: { password: requiredProblem },
    submission: mutation,
    onSuccess: onTurnedOff,
    afterSuccess: 'reset',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <ErrorAlert message={general} />
        <PasswordField
          label="Password"
          description="Enter your password to turn two-factor authentication off."
          autoComplete="current-password"
          {...form.getInputProps('password')}
          key={form.key('password')}
        />
        <Button type="submit" variant="default" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Turn off two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}

export function TwoFactorSettings({
  customerId,
  supportHref,
  rememberForDays,
}: {
  customerId: string;
  supportHref: string;
  rememberForDays: number;
}) {
  const status = useQuery(accountQueries.twoFactor(customerId));
  const start = useMutation(accountMutations.startTwoFactorSetup());
  const [deviceRemembered, setDeviceRemembered] = useState(rememberedDevice.isRemembered);
  const forgetDevice = () => {
    rememberedDevice.forget();
    setDeviceRemembered(false);
  };

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
          <TurnOffForm customerId={customerId} onTurnedOff={forgetDevice} />
        </>
      ) : start.data ? (
        <SetupStep
          customerId={customerId}
          setup={start.data}
          supportHref={supportHref}
          onResend={() => start.mutate('email')}
          onDone={() => start.reset()}
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
        <Anchor component="button" type="button" size="sm" onClick={forgetDevice}>
          Forget this device
        </Anchor>
      ) : (
        <Text size="sm">This browser is not remembered.</Text>
      )}
    </Stack>
  );
}
