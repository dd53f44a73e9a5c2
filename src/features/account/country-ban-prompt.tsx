/**
 * The country-ban prompt (spec 1 §6): a customer signed in from outside where Lucky Dip may sell
 * confirms the terms before going on, either as they are or confirming they are in Australia
 * after all (which lifts the ban). It cannot be dismissed: the layout holds the customer until it
 * is answered.
 */
import { Checkbox, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { termsProblem } from '@contract/form-rules';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';
import { SITE_LOCALE } from '@/lib/site-locale';
import { accountMutations, accountQueries, type CountryConfirmation } from './queries';

const PLACE_REQUIRED = 'Tell us where you are playing from.';

/** A country's name in the site's language ("Australia" for AU); the code where none is known. */
const countryName = (code: string) =>
  new Intl.DisplayNames([SITE_LOCALE], { type: 'region' }).of(code) ?? code;

export function CountryBanPrompt({ customerId, termsHref }: { customerId: string; termsHref: string }) {
  const mutation = useMutation(accountMutations.confirmCountry(customerId));
  // Where the site places this connection (GET /locate), said beside the question, not answered for them.
  const { data: located } = useQuery(accountQueries.location());
  const country = located && countryName(located.countryCode);
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
          {country && (
            <Text size="sm" role="status">
              This connection looks to be in {country}.
            </Text>
          )}
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
