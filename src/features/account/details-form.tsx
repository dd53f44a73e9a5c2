/**
 * My details (spec 1 §2, §7): the contact details and address a customer may change, and the
 * identity fields they may not (shown, with the way to have them changed). Saving a new address
 * counts as confirming it; a new email must be confirmed. Used on the page and in the modal the
 * confirm banner opens.
 */
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  emailProblem,
  phoneProblem,
  postcodeProblem,
  requiredProblem,
  stateProblem,
} from '@contract/form-rules';
import type { CustomerDetails } from '@contract/schemas/accounts';
import { formErrors } from '@/api';
import { AddressFields, MarketingOptIn, PhoneInput } from '@/ui/account-fields';
import { ErrorAlert } from '@/ui/error-alert';
import { PageSkeleton } from '@/ui/page-skeleton';
import { useAppForm, type FieldRules } from '@/ui/use-app-form';
import { accountMutations, accountQueries } from './queries';

type Editable = Omit<CustomerDetails, 'firstname' | 'lastname' | 'dateOfBirth' | 'country'>;

const DETAILS_RULES: FieldRules<Editable> = {
  email: emailProblem,
  phone: phoneProblem,
  address: requiredProblem,
  suburb: requiredProblem,
  state: stateProblem,
  postcode: postcodeProblem,
};

function DetailsFields({
  customerId,
  details,
  onSaved,
  supportHref,
}: {
  customerId: string;
  details: CustomerDetails;
  onSaved?: () => void;
  supportHref: string;
}) {
  const mutation = useMutation(accountMutations.saveDetails(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<Editable>({
    initialValues: {
      email: details.email,
      phone: details.phone,
      address: details.address,
      addressLine2: details.addressLine2,
      suburb: details.suburb,
      state: details.state,
      postcode: details.postcode,
      marketingOptIn: details.marketingOptIn,
    },
    rules: DETAILS_RULES,
    submission: mutation,
    onSuccess: onSaved,
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <ErrorAlert message={general} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label="First name" value={details.firstname} readOnly variant="filled" />
          <TextInput label="Last name" value={details.lastname} readOnly variant="filled" />
          <TextInput label="Date of birth" value={details.dateOfBirth} readOnly variant="filled" />
        </SimpleGrid>
        <Text size="sm">
          Your name and date of birth can't be changed online. <a href={supportHref}>Contact support</a> to
          update them.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
        <PhoneInput {...form.getInputProps('phone')} key={form.key('phone')} />
        <AddressFields field={(name) => ({ ...form.getInputProps(name), key: form.key(name) })} />
        <MarketingOptIn
          {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
          key={form.key('marketingOptIn')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Save details
        </Button>
      </Stack>
    </form>
  );
}

export function DetailsForm({
  customerId,
  onSaved,
  supportHref,
}: {
  customerId: string;
  onSaved?: () => void;
  supportHref: string;
}) {
  const details = useQuery(accountQueries.details(customerId));
  if (details.isPending) return <PageSkeleton />;
  if (details.isError) {
    return <ErrorAlert message={formErrors(details.error).general} />;
  }
  return (
    <DetailsFields
      customerId={customerId}
      details={details.data}
      onSaved={onSaved}
      supportHref={supportHref}
    />
  );
}
