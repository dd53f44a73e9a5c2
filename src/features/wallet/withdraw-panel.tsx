/**
 * Withdrawing prize funds (spec 3 §2, §3, §8): what can be withdrawn (only prizes won; the
 * withdrawable-funds failure text when it cannot be read), and the least and most a withdrawal can
 * be before anything is typed (no form at all below the least), the bank account to pay, the amount, and
 * the password again before money leaves. One idempotency key per intent: a lost answer asked
 * again is never paid twice.
 */
import { Alert, Button, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Withdrawal } from '@contract/schemas/wallet';
import { REQUIRED } from '@contract/form-rules';
import { DEFAULT_MIN_AMOUNT, WITHDRAWABLE_FAILED, amountProblem } from '@contract/wallet-rules';
import { formatMoney } from '@/lib/money';
import { useAppForm } from '@/ui/use-app-form';
import { useOnline } from '@/ui/use-online';
import { BankAccountForm } from './funds-panel';
import { walletMutations, walletQueries } from './queries';
import { AMOUNT_INPUT, FormError } from '@/ui/form-parts';
import { PasswordField } from '@/ui/password-field';

export function WithdrawPanel({
  customerId,
  onWithdrawn,
}: {
  customerId: string;
  onWithdrawn: (withdrawal: Withdrawal) => void;
}) {
  const online = useOnline();
  const withdrawable = useQuery(walletQueries.withdrawable(customerId));
  const methods = useQuery(walletQueries.methods(customerId, 'withdraw'));
  const bank = methods.data?.find((method) => method.code === 'tt');
  const accounts = bank?.funds ?? [];
  const [picked, setPicked] = useState<number>();
  const fundId =
    accounts.find((fund) => fund.id === picked)?.id ??
    accounts.find((fund) => fund.default)?.id ??
    accounts[0]?.id;
  const selected = accounts.find((fund) => fund.id === fundId);
  const mutation = useMutation(walletMutations.withdraw(customerId));
  // One intent, one key: a try again after a lost answer is the same withdrawal.
  const intent = useRef<{ key: string; body: string } | null>(null);
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { amount: '', password: '' },
    rules: {
      amount: (amount) =>
        amountProblem(amount, {
          min: bank?.rules.minAmount,
          max: Math.min(withdrawable.data?.amount ?? Infinity, bank?.rules.maxAmount ?? Infinity),
        }),
      password: (password) => (password ? undefined : REQUIRED),
    },
    submission: {
      ...mutation,
      mutate: (values) => {
        if (fundId === undefined) return;
        const body = JSON.stringify([fundId, values.amount]);
        if (intent.current?.body !== body) intent.current = { key: crypto.randomUUID(), body };
        mutation.mutate(
          {
            fundId,
            amount: Number(values.amount),
            password: values.password,
            withdrawalMethodCode: 'tt',
            bankType: selected?.type === 'bank' ? 'national' : undefined,
            idempotencyKey: intent.current.key,
          },
          { onSuccess: onWithdrawn },
        );
      },
    },
    afterSuccess: 'lock',
  });

  if (withdrawable.isPending || methods.isPending) return <Skeleton height={260} />;
  if (withdrawable.isError)
    return (
      <Alert color="red" role="alert">
        {WITHDRAWABLE_FAILED}
      </Alert>
    );
  const available = withdrawable.data;
  // Stated before the customer types: the method's minimum, and at most what can be withdrawn.
  const least = { amount: bank?.rules.minAmount ?? DEFAULT_MIN_AMOUNT, currency: available.currency };
  const most = {
    amount: Math.min(available.amount, bank?.rules.maxAmount ?? available.amount),
    currency: available.currency,
  };
  return (
    <Stack gap="md">
      <Text>
        You can withdraw <strong data-testid="withdrawable">{formatMoney(available)}</strong>. Only prize
        winnings can be withdrawn; deposits are for buying tickets.
      </Text>
      {available.amount < least.amount ? (
        // No field that can only fail: there is nothing to withdraw until winnings reach the minimum.
        <Text>A withdrawal is at least {formatMoney(least)}, so there is nothing to withdraw yet.</Text>
      ) : accounts.length === 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Add a bank account to withdraw to
          </Title>
          {/* What a withdrawal may be, before the customer adds an account for one. */}
          <Text>
            Each withdrawal is from {formatMoney(least)} to {formatMoney(most)}, paid to your bank account.
          </Text>
          <BankAccountForm customerId={customerId} onAdded={(fund) => setPicked(fund.id)} />
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Radio.Group
              label="Pay to"
              value={fundId === undefined ? null : String(fundId)}
              onChange={(value) => setPicked(Number(value))}
            >
              <Stack gap={6} mt={6}>
                {accounts.map((fund) => (
                  <Radio key={fund.id} value={String(fund.id)} label={fund.description} />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label="Amount"
              description={`From ${formatMoney(least)} to ${formatMoney(most)}`}
              {...AMOUNT_INPUT}
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
            <PasswordField
              label="Your password"
              description="Enter your password again before money leaves your account."
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <FormError message={general} />
            <Button type="submit" loading={isSubmitting} disabled={!online || available.amount <= 0}>
              Withdraw
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
