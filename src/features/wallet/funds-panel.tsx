/**
 * Cards and bank accounts (spec 3 §2, §3, §5): the saved cards the customer deposits with and the
 * bank accounts they withdraw to, each made the default or deleted; and adding a bank account,
 * whose server errors on account_number, bsb and swift land on the form's own fields.
 */
import {
  Alert,
  Badge,
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
import { useState } from 'react';
import type { Fund } from '@contract/schemas/wallet';
import { REQUIRED, sameAsProblem } from '@contract/form-rules';
import { BANK_ACCOUNT_TYPES, bankAccountProblems, type BankAccountType } from '@contract/wallet-rules';
import { useAppForm } from '@/ui/use-app-form';
import { PaypalConnect } from './paypal-connect';
import { walletMutations, walletQueries } from './queries';
import { FormSubmit } from '@/ui/form-parts';

/** Each type's fields; `named` is the number as the re-entry and its mismatch message name it. */
const ACCOUNT_TYPES: Record<BankAccountType, { label: string; code: string; number: string; named: string }> =
  {
    national: {
      label: 'Australian bank account',
      code: 'BSB',
      number: 'Account number',
      named: 'account number',
    },
    international: {
      label: 'Overseas bank account',
      code: 'SWIFT code',
      number: 'Account number or IBAN',
      named: 'account number',
    },
    payid_email: { label: 'PayID (email)', code: '', number: 'PayID email address', named: 'PayID' },
    payid_phone: { label: 'PayID (mobile number)', code: '', number: 'PayID mobile number', named: 'PayID' },
  };

function FundCard({ customerId, fund }: { customerId: string; fund: Fund }) {
  const setDefault = useMutation(walletMutations.setDefault(customerId));
  const remove = useMutation(walletMutations.deleteFund(customerId));
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{fund.description}</Text>
            {fund.default && <Badge variant="light">Default</Badge>}
          </Group>
          <Text size="sm">
            {[fund.holderName, fund.expiry && `expires ${fund.expiry}`, fund.verification]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          {!fund.default && (
            <Button
              size="xs"
              variant="light"
              loading={setDefault.isPending}
              onClick={() => setDefault.mutate(fund.id)}
              aria-label={`Make ${fund.description} the default`}
            >
              Make default
            </Button>
          )}
          {confirming ? (
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(fund.id)}
              aria-label={`Yes, delete ${fund.description}`}
            >
              Yes, delete
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${fund.description}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

interface BankValues {
  type: BankAccountType;
  bankCode: string;
  accountNumber: string;
  /** Typed again: winnings paid to a mistyped number are hard to get back. */
  repeatNumber: string;
  accountName: string;
}

/** A bank account to withdraw to; `onAdded` with the new account. */
export function BankAccountForm({
  customerId,
  onAdded,
}: {
  customerId: string;
  onAdded?: (fund: Fund) => void;
}) {
  const mutation = useMutation(walletMutations.addBankAccount(customerId));
  const [type, setType] = useState<BankAccountType>('national');
  const { form, onSubmit, isSubmitting, general } = useAppForm<BankValues>({
    initialValues: { type: 'national', bankCode: '', accountNumber: '', repeatNumber: '', accountName: '' },
    rules: {
      repeatNumber: (repeat, values) =>
        sameAsProblem(ACCOUNT_TYPES[values.type].named)(repeat, values.accountNumber),
      accountName: (name) => (name.trim() ? undefined : REQUIRED),
      accountNumber: (number, values) =>
        number.trim() ? bankAccountProblems({ ...values, code: values.bankCode }).accountNumber : REQUIRED,
      bankCode: (code, values) => {
        const problems = bankAccountProblems({ ...values, code });
        return problems.bsb ?? problems.swift;
      },
    },
    submission: {
      ...mutation,
      mutate: (values, callbacks) =>
        mutation.mutate(
          {
            type: values.type,
            code: values.bankCode,
            accountNumber: values.accountNumber,
            accountName: values.accountName,
          },
          {
            onSuccess: (fund) => {
              callbacks?.onSuccess?.();
              onAdded?.(fund);
            },
          },
        ),
    },
    // Spec 3 §5: the server names the bank code bsb or swift, and the number account_number.
    fieldNames: { bsb: 'bankCode', swift: 'bankCode' },
    afterSuccess: 'reset',
  });
  const labels = ACCOUNT_TYPES[type];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <NativeSelect
          label="Account type"
          data={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPES[value].label }))}
          key={form.key('type')}
          {...form.getInputProps('type')}
          onChange={(event) => {
            const next = event.currentTarget.value as BankAccountType;
            setType(next);
            form.setFieldValue('type', next);
          }}
        />
        <TextInput
          label="Account name"
          autoComplete="name"
          key={form.key('accountName')}
          {...form.getInputProps('accountName')}
        />
        {labels.code && (
          <TextInput
            label={labels.code}
            autoComplete="off"
            key={form.key('bankCode')}
            {...form.getInputProps('bankCode')}
          />
        )}
        <TextInput
          label={labels.number}
          autoComplete="off"
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
        <TextInput
          label={`Re-enter ${labels.named}`}
          autoComplete="off"
          key={form.key('repeatNumber')}
          {...form.getInputProps('repeatNumber')}
        />
        <FormSubmit general={general} submitting={isSubmitting}>
          Add bank account
        </FormSubmit>
      </Stack>
    </form>
  );
}

export function FundsPanel({ customerId }: { customerId: string }) {
  const deposit = useQuery(walletQueries.methods(customerId, 'deposit'));
  const withdraw = useQuery(walletQueries.methods(customerId, 'withdraw'));
  if (deposit.isPending || withdraw.isPending) return <Skeleton height={240} />;
  if (deposit.isError || withdraw.isError)
    return <Alert color="red">Your cards and accounts could not be loaded. Try again in a moment.</Alert>;
  // A fund can be listed under more than one method (PayPal pays in and out): each is shown once.
  const funds = [
    ...new Map(
      [...deposit.data, ...withdraw.data].flatMap((method) => method.funds).map((fund) => [fund.id, fund]),
    ).values(),
  ];
  const cards = funds.filter((fund) => fund.kind !== 'bank');
  const accounts = funds.filter((fund) => fund.kind === 'bank');
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-label="Cards and PayPal">
        <Title order={2} size="h3">
          Cards and PayPal
        </Title>
        {cards.length === 0 && <Text>You have no saved card. Add one when you make a deposit.</Text>}
        {cards.map((fund) => (
          <FundCard key={fund.id} customerId={customerId} fund={fund} />
        ))}
        {deposit.data.some((method) => method.code === 'pl' && method.rules.enabled) && (
          <Group>
            <PaypalConnect customerId={customerId} />
          </Group>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-label="Bank accounts">
        <Title order={2} size="h3">
          Bank accounts
        </Title>
        {accounts.length === 0 && <Text>You have no bank account for withdrawals.</Text>}
        {accounts.map((fund) => (
          <FundCard key={fund.id} customerId={customerId} fund={fund} />
        ))}
        <Title order={3} size="h4">
          Add a bank account
        </Title>
        <BankAccountForm customerId={customerId} />
      </Stack>
    </Stack>
  );
}
