/**
 * /my-account/confirm-address/{token?} (spec 3 §2, open). From the "is this still your address?"
 * email, the token confirms the address on file in one tap, signed in or not, and shows nothing
 * of it. Without a token, a signed-in customer sees the address and confirms or updates it; a
 * visitor is asked to log in.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CONFIRM_ADDRESS_FAILED, formErrors } from '@/api';
import { ErrorAlert } from '@/ui/error-alert';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { PageSkeleton } from '@/ui/page-skeleton';
import { accountMutations, accountQueries } from './queries';

/** The server's words for a link it refuses; its generic failure text for anything else. */
const failureText = (error: Error) =>
  error.message && 'status' in error && error.status === 404 ? error.message : CONFIRM_ADDRESS_FAILED;

export function ConfirmAddressPanel({
  token,
  customerId,
  loginLink,
}: {
  token: string | undefined;
  customerId: string | undefined;
  loginLink: AppLink;
}) {
  if (token) return <ConfirmByLink token={token} />;
  if (!customerId)
    return (
      <Stack gap="sm">
        <Text>Log in to check and confirm the address on your account.</Text>
        <Group>
          <Button component={NavLinkTo} link={loginLink}>
            Log in
          </Button>
        </Group>
      </Stack>
    );
  return <ConfirmSignedIn customerId={customerId} />;
}

function Confirmed() {
  return (
    <Alert color="green" role="status" title="Thanks, your address is confirmed.">
      If it changes, update it any time in <NavLinkTo to="/my-account/my-details">My details</NavLinkTo>.
    </Alert>
  );
}

function ConfirmByLink({ token }: { token: string }) {
  const confirm = useMutation(accountMutations.confirmAddressByLink());
  // The link confirms once, when it is opened.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);
  if (confirm.isSuccess) return <Confirmed />;
  if (confirm.isError) return <ErrorAlert message={failureText(confirm.error)} />;
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" />
      <Text>Confirming your address…</Text>
    </Group>
  );
}

function ConfirmSignedIn({ customerId }: { customerId: string }) {
  const details = useQuery(accountQueries.details(customerId));
  const confirm = useMutation(accountMutations.confirmAddress(customerId));
  if (details.isPending) return <PageSkeleton />;
  if (details.isError) return <ErrorAlert message={formErrors(details.error).general} />;
  if (confirm.isSuccess) return <Confirmed />;
  const { address, addressLine2, suburb, state, postcode } = details.data;
  return (
    <Stack gap="sm">
      <Text>Is this still your address?</Text>
      <Text fw={700} component="address" style={{ fontStyle: 'normal' }}>
        {[address, addressLine2].filter(Boolean).join(', ')}
        <br />
        {[suburb, state, postcode].filter(Boolean).join(' ')}
      </Text>
      {confirm.isError && <ErrorAlert message={CONFIRM_ADDRESS_FAILED} />}
      <Group>
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
          Yes, confirm my address
        </Button>
        <Button component={NavLinkTo} link={{ to: '/my-account/my-details' }} variant="default">
          Update my address
        </Button>
      </Group>
    </Stack>
  );
}
