/**
 * My details (spec 1 §2, §7): the contact details and address a customer may change, and the
 * identity fields they may not (shown, with the way to have them changed). Saving a new address
 * counts as confirming it; a new email must be confirmed. Used on the page and in the modal the
 * confirm banner opens.
 */
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formErrors } from '../../api';
import {
  CHOOSE_STATE,
  asFormRule,
  emailProblem,
  phoneProblem,
  postcodeProblem,
  requiredProblem,
} from '../../lib/form-messages';
import { MarketingOptIn, PhoneInput, StateSelect } from '../../ui/account-fields';
import { PageSkeleton } from '../../ui/page-skeleton';
import { accountQueries, saveDetails, type CustomerDetails } from './queries';
import { ErrorAlert } from '../../ui/error-alert';

type Editable = Omit<CustomerDetails, 'firstname' | 'lastname' | 'dateOfBirth' | 'country'>;

export const detailsValidation = {
  email: asFormRule(emailProblem),
  phone: asFormRule(phoneProblem),
  address: asFormRule(requiredProblem),
  suburb: asFormRule(requiredProblem),
  state: (value: string) => (value ? null : CHOOSE_STATE),
  postcode: asFormRule(postcodeProblem),
};

function DetailsFields({
  details,
  onSaved,
  supportHref,
}: {
  details: CustomerDetails;
  onSaved?: () => void;
  supportHref: string;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Editable>({
    mode: 'uncontrolled',
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
    validate: detailsValidation,
  });
  const mutation = useMutation({
    mutationFn: saveDetails,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountQueries.details().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: accountQueries.customer().queryKey });
      onSaved?.();
    },
    onError: (error) => {
      const { general, ...fields } = formErrors(error);
      form.setErrors({ ...fields, ...(general ? { general } : {}) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!mutation.isPending) mutation.mutate(values);
      })}
    >
      <Stack gap="md">
        <ErrorAlert message={form.errors.general} />
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
        <TextInput
          label="Street address"
          autoComplete="address-line1"
          required
          {...form.getInputProps('address')}
          key={form.key('address')}
        />
        <TextInput
          label="Address line 2"
          autoComplete="address-line2"
          {...form.getInputProps('addressLine2')}
          key={form.key('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label="Suburb"
            autoComplete="address-level2"
            required
            {...form.getInputProps('suburb')}
            key={form.key('suburb')}
          />
          <StateSelect {...form.getInputProps('state')} key={form.key('state')} />
          <TextInput
            label="Postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            {...form.getInputProps('postcode')}
            key={form.key('postcode')}
          />
        </SimpleGrid>
        <MarketingOptIn
          {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
          key={form.key('marketingOptIn')}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          Save details
        </Button>
      </Stack>
    </form>
  );
}

export function DetailsForm({ onSaved, supportHref }: { onSaved?: () => void; supportHref: string }) {
  const details = useQuery(accountQueries.details());
  if (details.isPending) return <PageSkeleton />;
  if (details.isError) {
    return <ErrorAlert message={formErrors(details.error).general} />;
  }
  return <DetailsFields details={details.data} onSaved={onSaved} supportHref={supportHref} />;
}
