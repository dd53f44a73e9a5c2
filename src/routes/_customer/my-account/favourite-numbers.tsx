import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { FAVOURITE_NUMBER_MAX, FAVOURITE_NUMBERS_LIMIT } from '@contract/form-rules';
import { accountMutations, accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { NumberPicker } from '@/features/ticket-builder/number-picker';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';

/**
 * /my-account/favourite-numbers (spec 1 §2, favourite-numbers capability): the numbers the ticket
 * builder offers on every ticket ("Use my favourite numbers"), up to 10 from 1 to 47.
 */
export const Route = createFileRoute('/_customer/my-account/favourite-numbers')({
  staticData: { offline: true },
  component: FavouriteNumbers,
});

/** The grid the favourites are picked from: every number any lottery here draws. */
const FAVOURITES_SET = {
  key: 'favourites',
  name: 'Favourite numbers',
  count: FAVOURITE_NUMBERS_LIMIT,
  min: 1,
  max: FAVOURITE_NUMBER_MAX,
  ordered: false,
  placeholder: null,
};

function FavouriteNumbers() {
  const { customerId } = Route.useRouteContext();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Favourite numbers" />
      <Stack gap="md">
        <Title order={1}>Favourite numbers</Title>
        <Text>
          Pick up to {FAVOURITE_NUMBERS_LIMIT} numbers. When you build a ticket, &ldquo;Use my favourite
          numbers&rdquo; puts them in for you.
        </Text>
        {customer ? (
          <FavouritesForm customerId={customerId} saved={customer.favouriteNumbers} />
        ) : (
          <Skeleton height={320} />
        )}
      </Stack>
    </Container>
  );
}

function FavouritesForm({ customerId, saved }: { customerId: string; saved: number[] }) {
  const mutation = useMutation(accountMutations.saveFavouriteNumbers(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ numbers: number[] }>({
    initialValues: { numbers: saved },
    submission: mutation,
    afterSuccess: 'keep',
  });
  // The form is uncontrolled: the grid follows its value through the watcher.
  const [numbers, setNumbers] = useState(saved);
  form.watch('numbers', ({ value }) => setNumbers(value));
  const toggle = (number: number) =>
    form.setFieldValue(
      'numbers',
      numbers.includes(number)
        ? numbers.filter((chosen) => chosen !== number)
        : numbers.length < FAVOURITE_NUMBERS_LIMIT
          ? [...numbers, number].sort((a, b) => a - b)
          : numbers,
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <NumberPicker set={FAVOURITES_SET} chosen={numbers} label="Favourite numbers" onToggle={toggle} />
        <Text size="sm">
          {numbers.length > 0 ? `Your favourites: ${numbers.join(', ')}` : 'No favourites chosen yet.'}
        </Text>
        {mutation.isSuccess && !mutation.isPending && (
          <Alert color="green" role="status">
            Your favourite numbers are saved.
          </Alert>
        )}
        <FormSubmit general={general} submitting={isSubmitting}>
          Save favourites
        </FormSubmit>
      </Stack>
    </form>
  );
}
