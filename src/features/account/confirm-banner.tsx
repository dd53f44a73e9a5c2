/**
 * The confirm banner (spec 1 §2): asks the customer to confirm or update the address on file, or
 * else the email, address first. Confirm sends one PATCH (clicks while it runs are ignored), then
 * the customer is refetched; the server's "confirmed" message shows as an auto-dismissing toast.
 * A failure says so in the banner, which stays for another try.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CONFIRM_ADDRESS_FAILED, type CustomerOverview } from '@/api';
import { accountMutations } from './queries';

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
  address: {
    title: 'Is your address still correct?',
    fail: CONFIRM_ADDRESS_FAILED,
    confirm: accountMutations.confirmAddress,
  },
  email: {
    title: 'Is your email address still correct?',
    fail: CONFIRM_EMAIL_FAILED,
    confirm: accountMutations.confirmEmail,
  },
} as const;

interface BannerProps {
  customer: CustomerOverview;
  onUpdate: () => void;
}

export function ConfirmBanner({ customer, onUpdate }: BannerProps) {
  const subject = confirmationDue(customer);
  // Keyed by subject: once the address is confirmed, the email's banner starts afresh.
  return subject ? (
    <Confirmation key={subject} subject={subject} customer={customer} onUpdate={onUpdate} />
  ) : null;
}

function Confirmation({ subject, customer, onUpdate }: BannerProps & { subject: Subject }) {
  const copy = COPY[subject];
  const mutation = useMutation(copy.confirm(customer.customerId));
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
