/**
 * Spend, deposit and precommitment limits (spec 3 §2–§5, docs/decisions.md "Limits"): each limit
 * with what its window has used, a form per kind, and the customer's spending over the last 30
 * days beside them (the bar chart loads only here). A lower limit applies at once; a higher one, or
 * an end, after the cooling-off period, and the page says when. The server's answer is shown as a
 * notification: "updated", or when the change takes effect.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { CustomerLimit, LimitKind, SpendLimits } from '@contract/schemas/wallet';
import { SPEND_PERIODS, SPEND_PERIOD_DAYS, type SpendPeriod } from '@contract/spend-limits';
import { amountProblem } from '@contract/wallet-rules';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney, currencySymbol } from '@/lib/money';
import { useAppForm } from '@/ui/use-app-form';
import { walletMutations, walletQueries } from './queries';
import { spendRoom } from './spend-room';
import { AMOUNT_INPUT, FormSubmit } from '@/ui/form-parts';
import { SITE, SITE_CURRENCY } from '@/lib/site-locale';

const BarChart = lazy(() => import(/* online-only */ '@/ui/bar-chart'));
const SPEND_AXES: [string, string] = ['Day', `Spent (${currencySymbol(SITE_CURRENCY)})`];

const PERIOD_NAMES: Record<SpendPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** Spec 3 §5: the weekly limit's help text; every period is a rolling window. */
export const PERIOD_HELP: Record<SpendPeriod, string> = {
  daily: 'A daily limit applies to any 24 hours.',
  weekly: SITE.weeklyLimitHelp,
  monthly: `A monthly limit applies to any ${SPEND_PERIOD_DAYS.monthly} days.`,
};

const KIND_NAMES: Record<LimitKind, string> = { spend: 'spend', deposit: 'deposit' };

function pendingText(pending: CustomerLimit['pending']): string | null {
  if (!pending) return null;
  const from = longDrawDate(pending.from);
  return pending.limit ? `Rises to ${formatMoney(pending.limit)} on ${from}.` : `Ends on ${from}.`;
}

function LimitCard({ customerId, limit }: { customerId: string; limit: CustomerLimit }) {
  const remove = useMutation(walletMutations.removeLimit(customerId));
  const name = `${PERIOD_NAMES[limit.period]} ${KIND_NAMES[limit.kind]} limit`;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>
            {name}: {formatMoney(limit.limit)}
          </Text>
          <Text size="sm">
            {limit.kind === 'deposit' ? 'Deposited' : 'Spent'} {formatMoney(limit.status.amountSpent)},{' '}
            {formatMoney(limit.status.remaining)} left. {PERIOD_HELP[limit.period]}
          </Text>
          {limit.pending && <Text size="sm">{pendingText(limit.pending)}</Text>}
        </Stack>
        {!(limit.pending && !limit.pending.limit) && (
          <Button
            variant="default"
            size="xs"
            loading={remove.isPending}
            onClick={() => remove.mutate(limit.id)}
            aria-label={`Remove the ${name.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Card>
  );
}

function LimitForm({
  customerId,
  kind,
  limits,
}: {
  customerId: string;
  kind: LimitKind;
  limits: CustomerLimit[];
}) {
  const mutation = useMutation(walletMutations.setLimit(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ period: SpendPeriod; limit: string }>({
    initialValues: { period: 'weekly', limit: '' },
    rules: { limit: (limit) => amountProblem(limit) },
    submission: {
      ...mutation,
      mutate: (values, callbacks) =>
        mutation.mutate(
          {
            kind,
            period: values.period,
            limit: values.limit.trim(),
            existing: limits.some((limit) => limit.kind === kind && limit.period === values.period),
          },
          callbacks,
        ),
    },
    afterSuccess: 'reset',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <NativeSelect
            label={`Period of the ${KIND_NAMES[kind]} limit`}
            data={SPEND_PERIODS.map((period) => ({ value: period, label: PERIOD_NAMES[period] }))}
            description={PERIOD_HELP.weekly}
            key={form.key('period')}
            {...form.getInputProps('period')}
          />
          <TextInput
            label={`${kind === 'spend' ? 'Spend' : 'Deposit'} limit`}
            {...AMOUNT_INPUT}
            key={form.key('limit')}
            {...form.getInputProps('limit')}
          />
        </Group>
        <FormSubmit general={general} submitting={isSubmitting}>
          Save {KIND_NAMES[kind]} limit
        </FormSubmit>
      </Stack>
    </form>
  );
}

function LimitSection({
  customerId,
  kind,
  data,
}: {
  customerId: string;
  kind: LimitKind;
  data: SpendLimits;
}) {
  const own = data.customerLimits.filter((limit) => limit.kind === kind);
  return (
    <Stack gap="sm" component="section" aria-label={`${kind === 'spend' ? 'Spend' : 'Deposit'} limits`}>
      <Title order={2} size="h3">
        {kind === 'spend' ? 'Spend limits' : 'Deposit limits'}
      </Title>
      {own.length === 0 && <Text>You have no {KIND_NAMES[kind]} limit.</Text>}
      {own.map((limit) => (
        <LimitCard key={limit.id} customerId={customerId} limit={limit} />
      ))}
      <LimitForm customerId={customerId} kind={kind} limits={data.customerLimits} />
    </Stack>
  );
}

function SpendingChart({ history }: { history: SpendLimits['spendHistory'] }) {
  const points = useMemo(
    () => history.map((day) => ({ x: Date.parse(day.day) / 1000, y: day.spent.amount })),
    [history],
  );
  const total = history.reduce((sum, day) => sum + day.spent.amount, 0);
  return (
    <Stack gap="xs" component="section" aria-label="Your spending">
      <Title order={2} size="h3">
        Your spending in the last 30 days
      </Title>
      <Text>You spent {formatMoney({ amount: total, currency: SITE_CURRENCY })} in the last 30 days.</Text>
      <Suspense fallback={<Skeleton height={260} />}>
        <BarChart
          label={`Bar chart of what you spent each day in the last 30 days: ${formatMoney({ amount: total, currency: SITE_CURRENCY })} in all.`}
          axes={SPEND_AXES}
          points={points}
          time
        />
      </Suspense>
    </Stack>
  );
}

export function LimitsPanel({ customerId, depositLimits }: { customerId: string; depositLimits: boolean }) {
  const { data, isPending, isError } = useQuery(walletQueries.limits(customerId));
  if (isPending) return <Skeleton height={320} />;
  if (isError) return <Alert color="red">Your limits could not be loaded. Try again in a moment.</Alert>;
  const system = data.systemLimits[0];
  const room = spendRoom(data);
  return (
    <Stack gap="xl">
      {room && (
        <Text fw={700} data-testid="spend-room">
          You can spend {formatMoney(room.remaining)} more now: {room.binding} binds.
        </Text>
      )}
      <Text>
        A lower limit applies at once. A higher limit, or removing one, takes effect after a{' '}
        {data.coolingOffDays}
        -day cooling-off period.
      </Text>
      <LimitSection customerId={customerId} kind="spend" data={data} />
      {depositLimits && <LimitSection customerId={customerId} kind="deposit" data={data} />}
      {system && (
        <Text size="sm">
          Every customer may spend at most {formatMoney(system.limit)} in any{' '}
          {SPEND_PERIOD_DAYS[system.period]} days.
        </Text>
      )}
      <SpendingChart history={data.spendHistory} />
    </Stack>
  );
}

/** The precommitment limit: the most the customer will lose (spent less won) in any 30 days. */
export function PrecommitmentPanel({ customerId }: { customerId: string }) {
  const { data, isPending } = useQuery(walletQueries.limits(customerId));
  const set = useMutation(walletMutations.setPrecommitment(customerId));
  const remove = useMutation(walletMutations.removePrecommitment(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { limit: '' },
    rules: { limit: (limit) => amountProblem(limit) },
    submission: set,
    transform: (values) => ({ limit: values.limit.trim() }),
    afterSuccess: 'reset',
  });
  if (isPending) return <Skeleton height={200} />;
  const current = data?.precommitment;
  return (
    <Stack gap="md">
      <Text>
        Your precommitment limit is the most you are prepared to lose in any 30 days: what you spend on
        tickets, less the prizes you win. A purchase that would pass it is stopped.
      </Text>
      {current ? (
        <Card withBorder padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={700}>Your precommitment limit: {formatMoney(current.limit)}</Text>
              {current.pending && (
                <Text size="sm">
                  {pendingText({ limit: current.pending.limit, from: current.pending.from })}
                </Text>
              )}
            </Stack>
            {!(current.pending && !current.pending.limit) && (
              <Button variant="default" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
                Remove
              </Button>
            )}
          </Group>
        </Card>
      ) : (
        <Text>You have no precommitment limit.</Text>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <TextInput
            label="Precommitment limit"
            {...AMOUNT_INPUT}
            key={form.key('limit')}
            {...form.getInputProps('limit')}
          />
          <FormSubmit general={general} submitting={isSubmitting}>
            Save precommitment limit
          </FormSubmit>
        </Stack>
      </form>
    </Stack>
  );
}
