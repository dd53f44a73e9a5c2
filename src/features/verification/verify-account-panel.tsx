/**
 * /my-account/verify-account (spec 3 §2): the ways a customer can prove who they are, each shown
 * while the retailer offers it. The automatic check first, then a driver's licence, ConnectID and
 * photo ID (on its own page). What is already under way is said at the top.
 */
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { REQUIRED } from '@contract/form-rules';
import type { CustomerOverview } from '@contract/schemas/accounts';
import type { LicenceCheck } from '@contract/schemas/verification';
import { LICENCE_MESSAGES, LICENCE_NUMBER_PATTERN, LICENCE_STATES } from '@contract/verification';
import { StateSelect } from '@/ui/account-fields';
import { ErrorAlert } from '@/ui/error-alert';
import { FormSubmit } from '@/ui/form-parts';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useAppForm } from '@/ui/use-app-form';
import { useOnline } from '@/ui/use-online';
import { startConnectId, verificationMutations } from './queries';
import { offers, verificationFlags } from './verification-flags';

type Customer = Pick<CustomerOverview, 'isVerified' | 'verification'>;

/** The form that gives the address the automatic check compares; it calls `onSaved` once saved. */
export type AddressStep = (onSaved: () => void) => ReactNode;

export function VerifyAccountPanel({
  customerId,
  customer,
  addressStep,
  fromCheckout = false,
}: {
  customerId: string;
  customer: Customer;
  /** When the account holds no address yet (sign-up does not ask for one). */
  addressStep?: AddressStep;
  /** Sent from their cart or checkout, they go on to the checkout once verified. */
  fromCheckout?: boolean;
}) {
  const { methods } = customer.verification;
  const flags = verificationFlags(methods);
  if (customer.isVerified) return <VerifiedNotice fromCheckout={fromCheckout} />;
  return (
    <Stack gap="lg">
      <Text>
        As a licensed lottery retailer we confirm that every customer is who they say they are, and is 18 or
        over, before they buy tickets or withdraw winnings. Choose any one of these ways.
      </Text>
      {flags.isPending && (
        <Alert color="blue" role="status">
          We are waiting for ConnectID to answer. If you left before sharing your details, start again below.
        </Alert>
      )}
      {flags.photoIdPending && (
        <Alert color="blue" role="status">
          We have your photo ID and are checking it. We&rsquo;ll email you within one business day.
        </Alert>
      )}
      {offers(methods, 'auto_verification') && (
        <AutoCheck
          customerId={customerId}
          attempted={flags.autoVerificationAttempted}
          addressStep={addressStep}
        />
      )}
      {offers(methods, 'drivers_licence') && (
        <Method title="Your driver's licence">
          {flags.driversLicenceAttempted && (
            <Text size="sm">
              We could not match the licence you gave before. Check its numbers and try again.
            </Text>
          )}
          <LicenceForm customerId={customerId} />
        </Method>
      )}
      {offers(methods, 'connect_id') && <ConnectId />}
      {offers(methods, 'photo_id_upload') && (
        <Method title="A photo of your ID">
          <Text size="sm">
            Send a photo of your driver&rsquo;s licence or passport. A person checks it, usually within one
            business day.
          </Text>
          <Anchor component={NavLinkTo} link={{ to: '/my-account/manual-verification' }}>
            Upload a photo of your ID
          </Anchor>
        </Method>
      )}
    </Stack>
  );
}

export function VerifiedNotice({ fromCheckout = false }: { fromCheckout?: boolean }) {
  return (
    <Alert color="green" role="status" title="Your identity is verified">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">You can buy tickets and withdraw winnings.</Text>
        {fromCheckout ? (
          <Button component={NavLinkTo} link={{ to: '/cart/buy' }}>
            Continue to checkout
          </Button>
        ) : (
          <NavLinkTo to="/my-account">Back to my account</NavLinkTo>
        )}
      </Stack>
    </Alert>
  );
}

function Method({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function AutoCheck({
  customerId,
  attempted,
  addressStep,
}: {
  customerId: string;
  attempted: boolean;
  addressStep?: AddressStep;
}) {
  const online = useOnline();
  const check = useMutation(verificationMutations.autoCheck(customerId));
  if (addressStep)
    return (
      <Method title="Check my details">
        <Text size="sm">
          We compare your name, date of birth and home address with official records. Give your home address
          as it appears on your driver&rsquo;s licence or a bill; we check it as soon as you save it.
        </Text>
        {addressStep(() => check.mutate(undefined))}
        {check.isPending && (
          <Text size="sm" role="status">
            Checking your details&hellip;
          </Text>
        )}
        <ErrorAlert message={check.error?.message} />
      </Method>
    );
  return (
    <Method title="Check my details">
      <Text size="sm">
        We compare the name, date of birth and address in{' '}
        <NavLinkTo to="/my-account/my-details">your details</NavLinkTo> with official records. It takes a few
        seconds.
      </Text>
      {attempted && !check.isError && (
        <Text size="sm">
          We could not match your details last time. If your address has changed, update it in your details
          first.
        </Text>
      )}
      <ErrorAlert message={check.error?.message} />
      <div>
        <Button
          onClick={() => check.mutate(undefined)}
          loading={check.isPending}
          disabled={!online}
          variant={attempted ? 'light' : 'filled'}
        >
          {attempted ? 'Check my details again' : 'Check my details'}
        </Button>
      </div>
    </Method>
  );
}

const LICENCE_STATE_OPTIONS = [
  { value: '', label: 'Choose the state' },
  ...LICENCE_STATES.map((state) => ({ value: state, label: state })),
];
const licenceRule = (message: string) => (value: string) =>
  value.trim() === '' ? REQUIRED : LICENCE_NUMBER_PATTERN.test(value.trim()) ? undefined : message;

function LicenceForm({ customerId }: { customerId: string }) {
  const mutation = useMutation(verificationMutations.licence(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<LicenceCheck>({
    initialValues: { licenceState: '' as LicenceCheck['licenceState'], licenceNumber: '', cardNumber: '' },
    rules: {
      licenceState: (value) => (value ? undefined : 'Choose the state that issued your licence'),
      licenceNumber: licenceRule(LICENCE_MESSAGES.number),
      cardNumber: licenceRule(LICENCE_MESSAGES.card),
    },
    submission: mutation,
    afterSuccess: 'lock',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <StateSelect
          label="State of issue"
          data={LICENCE_STATE_OPTIONS}
          autoComplete="off"
          {...form.getInputProps('licenceState')}
        />
        <TextInput
          type="text"
          label="Licence number"
          autoComplete="off"
          required
          {...form.getInputProps('licenceNumber')}
        />
        <TextInput
          type="text"
          label="Card number"
          description="Printed on the front or back of the card, depending on the state"
          autoComplete="off"
          required
          {...form.getInputProps('cardNumber')}
        />
        <FormSubmit general={general} submitting={isSubmitting}>
          Verify with my licence
        </FormSubmit>
      </Stack>
    </form>
  );
}

function ConnectId() {
  const online = useOnline();
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const start = () => {
    setLeaving(true);
    setError(undefined);
    startConnectId().catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : String(failure));
      setLeaving(false);
    });
  };
  return (
    <Method title="ConnectID">
      <Text size="sm">
        Share your name, date of birth and address from your bank. You&rsquo;ll leave Lucky Dip for a moment
        and come straight back.
      </Text>
      <ErrorAlert message={error} />
      <div>
        <Button variant="light" onClick={start} loading={leaving} disabled={!online}>
          Verify with ConnectID
        </Button>
      </div>
    </Method>
  );
}
