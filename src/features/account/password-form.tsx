/**
 * The password forms (spec 1 §2): change password (current and new) and the forced change (new
 * only). The new password follows the shared rule and is typed twice; the server's field errors
 * land beside their fields; one submission at a time.
 */
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_RULE, fieldsDiffer, newPasswordProblem, requiredProblem } from '@contract/form-rules';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm, type FieldRules } from '@/ui/use-app-form';
import { accountMutations } from './queries';
import { PasswordField } from '@/ui/password-field';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const NEW_PASSWORD_RULES: FieldRules<PasswordValues> = {
  newPassword: newPasswordProblem,
  repeatPassword: (repeat, { newPassword }) =>
    !newPasswordProblem(newPassword) && repeat !== newPassword
      ? fieldsDiffer('new password', 'passwords')
      : undefined,
};
const CHANGE_RULES: FieldRules<PasswordValues> = { ...NEW_PASSWORD_RULES, currentPassword: requiredProblem };

export function PasswordForm({
  customerId,
  mode,
  onChanged,
}: {
  customerId: string;
  /** `forced`: the customer signed in with a reset link or must change it; no current password. */
  mode: 'change' | 'forced';
  onChanged?: () => void;
}) {
  const mutation = useMutation(
    mode === 'forced'
      ? accountMutations.forceChangePassword(customerId)
      : accountMutations.changePassword(customerId),
  );
  const { form, onSubmit, isSubmitting, general } = useAppForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    rules: mode === 'forced' ? NEW_PASSWORD_RULES : CHANGE_RULES,
    submission: mutation,
    onSuccess: onChanged,
    afterSuccess: 'reset',
    // The forced-change call names its field "password".
    fieldNames: { password: 'newPassword' },
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <ErrorAlert message={general} />
        {mode === 'change' && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
            key={form.key('currentPassword')}
          />
        )}
        <PasswordField
          label="New password"
          description={PASSWORD_RULE}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
          key={form.key('newPassword')}
        />
        <PasswordField
          label="Repeat new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('repeatPassword')}
          key={form.key('repeatPassword')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {mode === 'forced' ? 'Save new password' : 'Change password'}
        </Button>
      </Stack>
    </form>
  );
}
