/**
 * The password forms (spec 1 §2): change password (current and new) and the forced change (new
 * only). The new password follows the shared rule and is typed twice; the server's field errors
 * land beside their fields; one submission at a time.
 */
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formErrors, type CustomerOverview } from '../../api';
import { REQUIRED } from '../../lib/form-messages';
import { PASSWORD_RULE, passwordProblem } from '../../lib/account-rules';
import { changePassword, forceChangePassword } from './queries';
import { ErrorAlert } from '../../ui/error-alert';

export const PASSWORDS_DIFFER = 'The passwords do not match. Please re-enter your new password.';

export function passwordErrors(values: {
  current?: string;
  next: string;
  repeat: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.current !== undefined && !values.current) errors.currentPassword = REQUIRED;
  const problem = values.next ? passwordProblem(values.next) : REQUIRED;
  if (problem) errors.newPassword = problem;
  else if (values.next !== values.repeat) errors.repeatPassword = PASSWORDS_DIFFER;
  return errors;
}

export function PasswordForm({
  mode,
  onChanged,
}: {
  /** `forced`: the customer signed in with a reset link or must change it; no current password. */
  mode: 'change' | 'forced';
  onChanged: (customer: CustomerOverview) => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => (mode === 'forced' ? forceChangePassword(next) : changePassword(current, next)),
    onSuccess: (customer) => {
      setCurrent('');
      setNext('');
      setRepeat('');
      onChanged(customer);
    },
  });
  const server: Record<string, string> = mutation.isError ? formErrors(mutation.error) : {};
  // The forced-change call names its field "password"; both forms show it under the new one.
  const errors: Record<string, string | undefined> = {
    ...server,
    newPassword: server.newPassword ?? server.password,
    ...local,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors({ current: mode === 'change' ? current : undefined, next, repeat });
    setLocal(found);
    if (Object.keys(found).length === 0 && !mutation.isPending) mutation.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert message={errors.general} />
        {mode === 'change' && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errors.currentPassword}
            required
          />
        )}
        <PasswordInput
          label="New password"
          description={PASSWORD_RULE}
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          error={errors.newPassword}
          required
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={errors.repeatPassword}
          required
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {mode === 'forced' ? 'Save new password' : 'Change password'}
        </Button>
      </Stack>
    </form>
  );
}
