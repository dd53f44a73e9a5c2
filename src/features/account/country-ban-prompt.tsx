/**
 * The country-ban prompt (spec 1 §6): a customer signed in from outside where Lucky Dip may sell
 * confirms the terms before going on, either as they are or confirming they are in Australia
 * after all (which lifts the ban). It cannot be dismissed: the layout holds the customer until it
 * is answered.
 */
import { Checkbox, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { termsProblem } from '@contract/form-rules';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations, type CountryConfirmation } from './queries';

const PLACE_REQUIRED = 'Tell us where you are playing from.';

export function CountryBanPrompt({ customerId, termsHref }: { customerId: string; termsHref: string }) {
  const mutation = useMutation(accountMutations.confirmCountry(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<CountryConfirmation>({
    initialValues: { place: '', termsAccepted: false },
    rules: { place: (place) => (place ? undefined : PLACE_REQUIRED), termsAccepted: termsProblem },
    submission: mutation,
    afterSuccess: 'lock',
  });
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Confirm where you are playing from"
      size={550}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">
            Your last sign-in came from outside Australia, and Lucky Dip sells tickets for play within
            Australia only. Tell us where you are and accept the terms that apply there to carry on.
          </Text>
          <NativeSelect
            label="Where are you playing from?"
            withAsterisk
            data={[
              { value: '', label: 'Choose one' },
              { value: 'australia', label: 'I am in Australia' },
              { value: 'abroad', label: 'I am outside Australia for now' },
            ]}
            {...form.getInputProps('place')}
            key={form.key('place')}
          />
          <Checkbox
            label={
              <>
                I accept the <a href={termsHref}>terms and conditions</a> that apply where I am
              </>
            }
            {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            key={form.key('termsAccepted')}
          />
          <FormSubmit general={general} submitting={isSubmitting || mutation.isSuccess}>
            Continue
          </FormSubmit>
        </Stack>
      </form>
    </Modal>
  );
}
