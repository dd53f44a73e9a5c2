/**
 * My details (spec 1 §2, §7): the contact details and address a customer may change, and the
 * identity fields they may not (shown, with the way to have them changed). Saving a new address
 * counts as confirming it; a new email must be confirmed. Used on the page and in the modal the
 * confirm banner opens.
 */
import { Alert, Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formErrors } from '../../api';
import { PageSkeleton } from '../../ui/page-skeleton';
import { accountQueries, saveDetails, type CustomerDetails } from './queries';

const REQUIRED = 'This field is required';
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER'];
type Editable = Omit<CustomerDetails, 'firstname' | 'lastname' | 'dateOfBirth' | 'country'>;

const required = (value: string) => (value.trim() ? null : REQUIRED);
export const detailsValidation = {
  email: (value: string) =>
    required(value) ??
    (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Please enter a valid email address'),
  phone: (value: string) =>
    required(value) ??
    (/^(\+?61|0)[2-478](?:[ -]?\d){8}$/.test(value.trim()) ? null : 'Please enter a valid phone number'),
  address: required,
  suburb: required,
  state: (value: string) => (value ? null : 'Please choose your state'),
  postcode: (value: string) =>
    required(value) ?? (/^\d{4}$/.test(value.trim()) ? null : 'Please enter a valid post code'),
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
        {form.errors.general && (
          <Alert color="red" role="alert">
            {form.errors.general}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label="First name" value={details.firstname} readOnly />
          <TextInput label="Last name" value={details.lastname} readOnly />
          <TextInput label="Date of birth" value={details.dateOfBirth} readOnly />
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
        <TextInput
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
          key={form.key('phone')}
        />
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
          <NativeSelect
            label="State"
            required
            data={[
              { value: '', label: 'Choose' },
              ...STATES.map((state) => ({ value: state, label: state })),
            ]}
            {...form.getInputProps('state')}
            key={form.key('state')}
          />
          <TextInput
            label="Postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            {...form.getInputProps('postcode')}
            key={form.key('postcode')}
          />
        </SimpleGrid>
        <Checkbox
          label="Send me news, offers and jackpot alerts by email"
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
    return (
      <Alert color="red" role="alert">
        {formErrors(details.error).general}
      </Alert>
    );
  }
  return <DetailsFields details={details.data} onSaved={onSaved} supportHref={supportHref} />;
}
