/**
 * /close-my-account (spec 1 §2): closing is for good, so the page says what happens, asks why
 * (optional) and for the password, and needs a tick. The server refuses while money is in the
 * wallet and says so; that message shows here.
 */
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  List,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formErrors } from '../../api';
import { REQUIRED } from '../../lib/form-messages';
import { closeAccount } from './queries';
import { ErrorAlert } from '../../ui/error-alert';

export const CONFIRM_REQUIRED = 'Please confirm that you understand closing is permanent.';

export function CloseAccountPage({
  onClosed,
  links,
}: {
  onClosed: () => void;
  links: { support: string; responsibleGambling: string };
}) {
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => closeAccount(password, reason.trim()),
    onSuccess: onClosed,
  });
  const errors: Record<string, string> = {
    ...(mutation.isError ? formErrors(mutation.error) : {}),
    ...local,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = REQUIRED;
    if (!understood) found.understood = CONFIRM_REQUIRED;
    setLocal(found);
    if (Object.keys(found).length === 0 && !mutation.isPending && !mutation.isSuccess) mutation.mutate();
  };

  return (
    <Container size="sm" py="xl">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={1}>Close my account</Title>
          <Text>When you close your account:</Text>
          <List>
            <List.Item>you can no longer log in, buy tickets or enter draws;</List.Item>
            <List.Item>autoplay and subscriptions stop;</List.Item>
            <List.Item>you are signed out on every device.</List.Item>
          </List>
          <Text size="sm">
            Please withdraw any balance first. If you need a break rather than a goodbye, our{' '}
            <Anchor href={links.responsibleGambling} underline="always">
              responsible gaming tools
            </Anchor>{' '}
            can help, or{' '}
            <Anchor href={links.support} underline="always">
              contact support
            </Anchor>
            .
          </Text>
          <ErrorAlert message={errors.general} />
          <Textarea
            label="Why are you leaving? (optional)"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Checkbox
            label="I understand that closing my account is permanent"
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
            error={errors.understood}
          />
          <Button
            type="submit"
            color="red"
            loading={mutation.isPending || mutation.isSuccess}
            style={{ alignSelf: 'flex-start' }}
          >
            Close my account
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
