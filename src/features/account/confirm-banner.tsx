/**
 * The confirm banner (spec 1 §2): asks the customer to confirm or update the address on file, or
 * else the email, address first. Confirm sends one PATCH (clicks while it runs are ignored), then
 * the customer is refetched; the server's "confirmed" message shows as an auto-dismissing toast.
 * A failure says so in the banner, which stays for another try.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOverview } from '../../api';
import { accountQueries, confirmAddress, confirmEmail } from './queries';

export const CONFIRM_ADDRESS_FAILED =
  'Sorry, there was an unexpected error while confirming your address. Please try again later, or contact support.';
const CONFIRM_EMAIL_FAILED =
  'Sorry, there was an unexpected error while confirming your email. Please try again later, or contact support.';

type Subject = 'address' | 'email';

export function confirmationDue(
  customer: Pick<CustomerOverview, 'addressConfirmationRequired' | 'emailAddressConfirmationRequired'>,
): Subject | undefined {
  if (customer.addressConfirmationRequired) return 'address';
  if (customer.emailAddressConfirmationRequired) return 'email';
  return undefined;
}

const COPY = {
  address: { title: 'Is your address still correct?', fail: CONFIRM_ADDRESS_FAILED, confirm: confirmAddress },
  email: { title: 'Is your email address still correct?', fail: CONFIRM_EMAIL_FAILED, confirm: confirmEmail },
} as const;

export function ConfirmBanner({ customer, onUpdate }: { customer: CustomerOverview; onUpdate: () => void }) {
  const queryClient = useQueryClient();
  const subject = confirmationDue(customer);
  const mutation = useMutation({
    mutationFn: () => (subject ? COPY[subject].confirm() : Promise.resolve(customer)),
    onSuccess: async (updated) => {
      queryClient.setQueryData(accountQueries.customer().queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: accountQueries.customer().queryKey });
    },
  });
  if (!subject) return null;
  const copy = COPY[subject];
  const onFile = subject === 'email' ? customer.email : undefined;

  return (
    <Alert
      color="yellow"
      title={copy.title}
      role="region"
      radius={0}
      // The yellow title on the yellow ground is too faint to read (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {onFile && <Text size="sm">{onFile}</Text>}
      {mutation.isError && (
        <Text size="sm" c="red.9" role="alert">
          {copy.fail}
        </Text>
      )}
      <Group gap="sm" mt="xs">
        <Button
          size="compact-sm"
          loading={mutation.isPending}
          onClick={() => {
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          Confirm
        </Button>
        <Button size="compact-sm" variant="default" onClick={onUpdate}>
          Update
        </Button>
      </Group>
    </Alert>
  );
}
