/**
 * How autoplay and subscriptions are paid when no one is at checkout (spec 1 §7): the ways the
 * server says are open to the customer, and their pick. A card way opens once a card is saved.
 */
import { Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RecurringPurchaseMethods } from '@contract/schemas/wallet';
import type { RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import { useAppForm } from '@/ui/use-app-form';
import { FormSubmit } from '@/ui/form-parts';
import { walletMutations, walletQueries } from './queries';

const HEADING = 'Paying for autoplay and subscriptions';

export function RecurringMethodPanel({
  customerId,
  onSaved,
}: {
  customerId: string;
  /** Once the customer's choice is saved (the payment-resolution screen moves on). */
  onSaved?: () => void;
}) {
  const methods = useQuery(walletQueries.recurringMethod(customerId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="recurring-method">
      <Title order={2} size="h3" id="recurring-method">
        {HEADING}
      </Title>
      {methods.data ? (
        // A new form when the server's pick changes (a card deleted falls back to the wallet).
        <MethodForm
          key={methods.data.selectedRecurringPurchaseMethodKey}
          customerId={customerId}
          methods={methods.data}
          onSaved={onSaved}
        />
      ) : methods.isError ? (
        <Text>How your tickets on autoplay are paid could not be loaded. Try again in a moment.</Text>
      ) : (
        <Skeleton height={96} />
      )}
    </Stack>
  );
}

function MethodForm({
  customerId,
  methods,
  onSaved,
}: {
  customerId: string;
  methods: RecurringPurchaseMethods;
  onSaved?: () => void;
}) {
  const mutation = useMutation(walletMutations.setRecurringMethod(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ method: RecurringPurchaseMethodKey }>({
    initialValues: { method: methods.selectedRecurringPurchaseMethodKey },
    submission: { ...mutation, mutate: (values, callbacks) => mutation.mutate(values.method, callbacks) },
    fieldNames: { recurringPurchaseMethod: 'method' },
    afterSuccess: 'keep',
    onSuccess: onSaved,
  });
  const [only] = methods.availableRecurringPurchaseMethods;
  if (methods.availableRecurringPurchaseMethods.length === 1 && only)
    return <Text>{only.description} Save a card to have it pay whatever your wallet lacks.</Text>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Radio.Group label="Pay with" key={form.key('method')} {...form.getInputProps('method')}>
          <Stack gap={8} mt={6}>
            {methods.availableRecurringPurchaseMethods.map((method) => (
              <Radio
                key={method.key}
                value={method.key}
                label={method.name}
                description={method.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <FormSubmit general={general} submitting={isSubmitting}>
          Save
        </FormSubmit>
      </Stack>
    </form>
  );
}
