/**
 * /my-account/take-a-break (issue 38, point 13) and /my-account/self-exclusion (issue 62, point 2):
 * a break from play, and the longer self-exclusion, as retailers offer them. Each page says what it
 * does before the customer chooses, asks how long and for a tick that it cannot be ended early, and
 * once it runs says until when. A running one can be made longer, never shorter (the server
 * refuses, and its message shows here).
 */
import { Alert, Anchor, Button, Checkbox, List, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import {
  BREAK_LABELS,
  BREAK_MESSAGES,
  BREAK_PERIODS,
  EXCLUSION_LABELS,
  EXCLUSION_MESSAGES,
  EXCLUSION_PERIODS,
} from '@contract/account-break';
import type { CustomerOverview } from '@contract/schemas/accounts';
import { pauseEndText } from '@/lib/play-pause';
import { ErrorAlert } from '@/ui/error-alert';
import { GamblingHelp } from '@/ui/gambling-help';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useAppForm } from '@/ui/use-app-form';
import { accountMutations, accountQueries } from './queries';

interface PauseChoice<Period extends string> {
  periods: readonly Period[];
  labels: Record<Period, string>;
  messages: { choose: string; confirm: string };
  understood: string;
  /** The form's heading and button, before one runs and while one does. */
  words: { start: [string, string]; longer: [string, string] };
}

function PauseForm<Period extends string>({
  choice,
  running,
  mutation: options,
}: {
  choice: PauseChoice<Period>;
  running: boolean;
  mutation: UseMutationOptions<CustomerOverview, Error, { period: Period }>;
}) {
  const mutation = useMutation(options);
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ period: Period | ''; understood: boolean }>({
    initialValues: { period: '', understood: false },
    rules: {
      period: (period) => (period ? undefined : choice.messages.choose),
      understood: (understood) => (understood ? undefined : choice.messages.confirm),
    },
    submission: {
      ...mutation,
      mutate: (values, callbacks) => {
        if (values.period) mutation.mutate({ period: values.period }, callbacks);
      },
    },
    afterSuccess: 'reset',
  });
  const [heading, button] = running ? choice.words.longer : choice.words.start;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <ErrorAlert message={general} />
        <Radio.Group label="How long?" required {...form.getInputProps('period')} key={form.key('period')}>
          <Stack gap="xs" mt="xs">
            {choice.periods.map((period) => (
              <Radio key={period} value={period} label={choice.labels[period]} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label={choice.understood}
          {...form.getInputProps('understood', { type: 'checkbox' })}
          key={form.key('understood')}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {button}
        </Button>
      </Stack>
    </form>
  );
}

const BREAK_CHOICE: PauseChoice<(typeof BREAK_PERIODS)[number]> = {
  periods: BREAK_PERIODS,
  labels: BREAK_LABELS,
  messages: BREAK_MESSAGES,
  understood: 'I understand my break starts now and cannot be ended early',
  words: {
    start: ['Start a break', 'Start my break'],
    longer: ['Make your break longer', 'Make my break longer'],
  },
};

const EXCLUSION_CHOICE: PauseChoice<(typeof EXCLUSION_PERIODS)[number]> = {
  periods: EXCLUSION_PERIODS,
  labels: EXCLUSION_LABELS,
  messages: EXCLUSION_MESSAGES,
  understood: 'I understand my self-exclusion starts now and cannot be ended early or undone',
  words: {
    start: ['Exclude yourself', 'Exclude me from play'],
    longer: ['Make your self-exclusion longer', 'Make my self-exclusion longer'],
  },
};

/** What a break or self-exclusion leaves the customer, the same for both. */
function StillYours() {
  return (
    <List.Item>you can still log in, see your tickets and results, and withdraw your winnings.</List.Item>
  );
}

export function TakeABreakPage({ customerId }: { customerId: string }) {
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const endsAt = customer?.breakEndsAt ?? null;
  return (
    <Stack gap="lg">
      {endsAt !== null && (
        <Alert color="blue" title={`You are taking a break until ${pauseEndText(endsAt)}`} role="status">
          Buying tickets and depositing are switched off until then, and your autoplay and subscriptions skip
          their draws. We have emailed you to confirm.
        </Alert>
      )}
      <Stack gap="xs">
        <Text>
          A break switches off your spending for as long as you choose, from 24 hours to 6 months. For the
          whole break:
        </Text>
        <List>
          <List.Item>you cannot buy tickets, shares or subscriptions, or deposit;</List.Item>
          <List.Item>your autoplay and subscriptions skip their draws, and carry on after it;</List.Item>
          <StillYours />
        </List>
        <Text>It starts at once and cannot be ended early, even by our support team.</Text>
        <Text>
          Need longer, or for good?{' '}
          <Anchor component={NavLinkTo} link={{ to: '/my-account/self-exclusion' }} underline="always">
            Self-exclusion
          </Anchor>{' '}
          lasts from 6 months to 5 years, or permanently.
        </Text>
        <GamblingHelp />
      </Stack>
      {customer && (
        <PauseForm
          choice={BREAK_CHOICE}
          running={endsAt !== null}
          mutation={accountMutations.takeBreak(customerId)}
        />
      )}
    </Stack>
  );
}

export function SelfExclusionPage({ customerId }: { customerId: string }) {
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const exclusion = customer?.selfExclusion ?? null;
  const forGood = exclusion !== null && exclusion.endsAt === null;
  return (
    <Stack gap="lg">
      {exclusion && (
        <Alert
          color="blue"
          role="status"
          title={
            exclusion.endsAt === null
              ? 'You have excluded yourself from play permanently'
              : `You have excluded yourself from play until ${pauseEndText(exclusion.endsAt)}`
          }
        >
          Buying tickets and depositing are switched off, your autoplay and subscriptions buy nothing, and we
          send you no offers. We have emailed you to confirm.
        </Alert>
      )}
      <Stack gap="xs">
        <Text>
          Self-exclusion is for when a break is not enough: it stops your play for 6 months, 1, 2 or 5 years,
          or permanently. For the whole time:
        </Text>
        <List>
          <List.Item>you cannot buy tickets, shares, memberships or subscriptions, or deposit;</List.Item>
          <List.Item>your autoplay and subscriptions buy no tickets;</List.Item>
          <List.Item>we send you no offers or reminders to play;</List.Item>
          <StillYours />
        </List>
        <Text>
          It starts at once and cannot be ended early or undone, even by our support team. A permanent
          self-exclusion never ends.
        </Text>
        <Text>
          Only need a pause?{' '}
          <Anchor component={NavLinkTo} link={{ to: '/my-account/take-a-break' }} underline="always">
            Take a break
          </Anchor>{' '}
          for 24 hours to 6 months instead.
        </Text>
        <GamblingHelp />
      </Stack>
      {customer && !forGood && (
        <PauseForm
          choice={EXCLUSION_CHOICE}
          running={exclusion !== null}
          mutation={accountMutations.selfExclude(customerId)}
        />
      )}
    </Stack>
  );
}
