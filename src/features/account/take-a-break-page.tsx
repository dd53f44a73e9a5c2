/**
 * /my-account/take-a-break (issue 38, point 13): a break from play, as retailers offer it. The page
 * says what a break does before the customer chooses, asks how long and for a tick that it cannot
 * be ended early, and once it runs says until when. A running break can be made longer, never
 * shorter (the server refuses, and its message shows here).
 */
import { Alert, Button, Checkbox, List, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BREAK_LABELS, BREAK_MESSAGES, BREAK_PERIODS, type BreakPeriod } from '@contract/account-break';
import { drawTime, longDrawDate } from '@/lib/draw-labels';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations, accountQueries } from './queries';

/** "Friday 27 November 2026, 9:41 pm AEDT": when a break ends, in Sydney. */
const endText = (iso: string) => `${longDrawDate(iso)}, ${drawTime(iso)}`;

function BreakForm({ customerId, running }: { customerId: string; running: boolean }) {
  const mutation = useMutation(accountMutations.takeBreak(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{
    period: BreakPeriod | '';
    understood: boolean;
  }>({
    initialValues: { period: '', understood: false },
    rules: {
      period: (period) => (period ? undefined : BREAK_MESSAGES.choose),
      understood: (understood) => (understood ? undefined : BREAK_MESSAGES.confirm),
    },
    submission: {
      ...mutation,
      mutate: (values, callbacks) => {
        if (values.period) mutation.mutate({ period: values.period }, callbacks);
      },
    },
    afterSuccess: 'reset',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {running ? 'Make your break longer' : 'Start a break'}
        </Title>
        <ErrorAlert message={general} />
        <Radio.Group label="How long?" required {...form.getInputProps('period')} key={form.key('period')}>
          <Stack gap="xs" mt="xs">
            {BREAK_PERIODS.map((period) => (
              <Radio key={period} value={period} label={BREAK_LABELS[period]} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label="I understand my break starts now and cannot be ended early"
          {...form.getInputProps('understood', { type: 'checkbox' })}
          key={form.key('understood')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {running ? 'Make my break longer' : 'Start my break'}
        </Button>
      </Stack>
    </form>
  );
}

export function TakeABreakPage({ customerId }: { customerId: string }) {
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const endsAt = customer?.breakEndsAt ?? null;
  return (
    <Stack gap="lg">
      {endsAt !== null && (
        <Alert color="blue" title={`You are taking a break until ${endText(endsAt)}`} role="status">
          Buying tickets and depositing are switched off until then, and your autoplay and subscriptions skip
          their draws. We have emailed you to confirm.
        </Alert>
      )}
      <Stack gap="xs">
        <Text>A break switches off your spending for as long as you choose. For the whole break:</Text>
        <List>
          <List.Item>you cannot buy tickets, shares or subscriptions, or deposit;</List.Item>
          <List.Item>your autoplay and subscriptions skip their draws, and carry on after it;</List.Item>
          <List.Item>
            you can still log in, see your tickets and results, and withdraw your winnings.
          </List.Item>
        </List>
        <Text>
          It starts at once and cannot be ended early, even by our support team. If gambling has stopped being
          fun, Gambling Help is free and confidential, 24 hours a day, on{' '}
          <a href="tel:1800858858">1800 858 858</a>.
        </Text>
      </Stack>
      {customer && <BreakForm customerId={customerId} running={endsAt !== null} />}
    </Stack>
  );
}
