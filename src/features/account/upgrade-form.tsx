/**
 * The account upgrade (spec 1 §2): an account opened with a name and email alone completes the
 * details a full account needs (date of birth, mobile and address) through POST /customer/details.
 * The server lifts the hold once they are all given, and the layout lets the customer go on. The
 * identity check asks the same of an account without an address (sign-up asks for none).
 */
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  dateOfBirthProblem,
  phoneProblem,
  postcodeProblem,
  requiredProblem,
  stateProblem,
} from '@contract/form-rules';
import type { CustomerDetails } from '@contract/schemas/accounts';
import { formErrors } from '@/api';
import { AddressFields, PhoneInput } from '@/ui/account-fields';
import { ErrorAlert } from '@/ui/error-alert';
import { FormSubmit } from '@/ui/form-parts';
import { PageSkeleton } from '@/ui/page-skeleton';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations, accountQueries } from './queries';

type Upgrade = Pick<
  CustomerDetails,
  'dateOfBirth' | 'phone' | 'address' | 'addressLine2' | 'suburb' | 'state' | 'postcode'
>;

interface UpgradeProps {
  customerId: string;
  minAge: number;
  onUpgraded: () => void;
  submitLabel?: string;
}

export function UpgradeForm(props: UpgradeProps) {
  const details = useQuery(accountQueries.details(props.customerId));
  if (details.isPending) return <PageSkeleton />;
  if (details.isError) return <ErrorAlert message={formErrors(details.error).general} />;
  return <UpgradeFields {...props} details={details.data} />;
}

function UpgradeFields({
  customerId,
  details,
  minAge,
  onUpgraded,
  submitLabel = 'Upgrade my account',
}: UpgradeProps & { details: CustomerDetails }) {
  const mutation = useMutation(accountMutations.saveDetails(customerId));
  // A date of birth already on file is fixed: it is shown, and not sent again.
  const knownBirth = details.dateOfBirth !== '';
  const { form, onSubmit, isSubmitting, general } = useAppForm<Upgrade>({
    initialValues: {
      dateOfBirth: details.dateOfBirth,
      phone: details.phone,
      address: details.address,
      addressLine2: details.addressLine2,
      suburb: details.suburb,
      state: details.state,
      postcode: details.postcode,
    },
    rules: {
      dateOfBirth: (value) => (knownBirth ? undefined : dateOfBirthProblem(value, minAge, new Date())),
      phone: phoneProblem,
      address: requiredProblem,
      suburb: requiredProblem,
      state: stateProblem,
      postcode: postcodeProblem,
    },
    transform: (values) => (knownBirth ? { ...values, dateOfBirth: details.dateOfBirth } : values),
    submission: mutation,
    onSuccess: onUpgraded,
    afterSuccess: 'lock',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            description={knownBirth ? undefined : `You must be ${minAge} or older.`}
            readOnly={knownBirth}
            variant={knownBirth ? 'filled' : 'default'}
            required
            {...form.getInputProps('dateOfBirth')}
            key={form.key('dateOfBirth')}
          />
          <PhoneInput {...form.getInputProps('phone')} key={form.key('phone')} />
        </SimpleGrid>
        <AddressFields field={(name) => ({ ...form.getInputProps(name), key: form.key(name) })} />
        <FormSubmit general={general} submitting={isSubmitting}>
          {submitLabel}
        </FormSubmit>
      </Stack>
    </form>
  );
}
