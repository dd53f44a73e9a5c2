/**
 * Depositing, driven by the deposit machine (spec 3 §2, §4, §5): the amount, a saved card or PayPal
 * account or a new card from the gateway's frame (and its security code when the gateway asks for
 * one), then the 3-D Secure method, the challenge, and the server's word on the outcome; a PayPal
 * deposit leaves for PayPal's page. At checkout the amount is what the wallet lacks, and the
 * machine buys the cart once it is in; for premium membership, what the wallet lacks of its price.
 */
import { Alert, Button, Group, Loader, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Money } from '@contract/schemas/fields';
import type { Receipt } from '@contract/schemas/shop';
import type { Deposit, Fund, PaymentMethod } from '@contract/schemas/wallet';
import { REQUIRED } from '@contract/form-rules';
import { amountProblem, isPaymentMethodCode } from '@contract/wallet-rules';
import { formatMoney } from '@/lib/money';
import { useAppForm, type FormSubmission } from '@/ui/use-app-form';
import { useOnline } from '@/ui/use-online';
import { takesCards } from './card-gateway';
import { AddCardForm, ChallengeModal, MethodFrame } from './gateway-frames';
import { PaypalConnect } from './paypal-connect';
import { depositMachine, type DepositAttempt } from './deposit.machine';
import { depositCalls, walletQueries, type CheckoutDepositOpener } from './queries';
import { AMOUNT_INPUT, FormError } from '@/ui/form-parts';
import { SITE_CURRENCY } from '@/lib/site-locale';

interface DepositPanelProps {
  customerId: string;
  /** At checkout: what the wallet lacks, and the cart to buy once it is in. */
  checkout?: {
    shortfall: Money;
    cartReference: string;
    purchase: (attempt: { cartReference: string; idempotencyKey: string }) => Promise<Receipt>;
    onPurchased: (receipt: Receipt) => void;
    /** How the deposit is opened, when not as the cart's deposit purchase (a partner purchase). */
    openDeposit?: CheckoutDepositOpener;
  };
  /**
   * Premium membership (Daily Winners): what the wallet lacks of its price, and how its deposit is
   * opened; the server pays premium as the deposit settles, so nothing is bought after.
   */
  membership?: { shortfall: Money; openDeposit: CheckoutDepositOpener };
  onDeposited?: (deposit: Deposit) => void;
}

interface DepositValues {
  amount: string;
  csc: string;
}

/** Whether the card's gateway asks for the security code of this brand of card on each payment. */
function cscNeeded(method: PaymentMethod | undefined, fund: Fund | undefined): boolean {
  const brand = fund?.brand;
  if (!method || !fund || !brand) return false;
  return method.rules.gatewayRules.some(
    (rule) => rule.gateway === fund.gateway && rule.cscRequired.includes(brand),
  );
}

export function DepositPanel({ customerId, checkout, membership, onDeposited }: DepositPanelProps) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const methods = useQuery(walletQueries.methods(customerId, 'deposit'));
  const gateways = useQuery(walletQueries.cardGateways(customerId));
  const card = methods.data?.find((method) => method.code === 'cc');
  const paypal = methods.data?.find((method) => method.code === 'pl' && method.rules.enabled);
  // What the deposit pays for, its amount fixed at what the wallet lacks: a checkout or premium.
  const payingFor = checkout ?? membership;
  const openDeposit = payingFor?.openDeposit;
  const calls = useMemo(
    () => depositCalls(queryClient, customerId, openDeposit),
    [queryClient, customerId, openDeposit],
  );
  const [snapshot, send] = useMachine(
    depositMachine.provide({
      actors: {
        startDeposit: fromPromise<Deposit, DepositAttempt>(({ input }) => calls.startDeposit(input)),
        authenticate: fromPromise(({ input }: { input: { depositId: string; methodCompleted: boolean } }) =>
          calls.authenticate(input),
        ),
        readDeposit: fromPromise(({ input }: { input: { depositId: string } }) => calls.readDeposit(input)),
        cancelDeposit: fromPromise(({ input }: { input: { depositId: string } }) =>
          calls.cancelDeposit(input),
        ),
        purchase: fromPromise(({ input }: { input: { cartReference: string; idempotencyKey: string } }) =>
          checkout ? checkout.purchase(input) : Promise.reject(new Error('nothing to buy')),
        ),
      },
    }),
    {
      input: {
        purpose: checkout ? 'checkout' : membership ? 'membership' : 'ad_hoc',
        cartReference: checkout?.cartReference ?? null,
      },
    },
  );
  const { deposit, receipt, error, refusal, step } = snapshot.context;

  useEffect(() => {
    if (snapshot.matches('succeeded') && deposit) onDeposited?.(deposit);
  }, [snapshot, deposit, onDeposited]);
  const onPurchased = checkout?.onPurchased;
  useEffect(() => {
    if (receipt) onPurchased?.(receipt);
  }, [receipt, onPurchased]);
  // PayPal's own page takes over; its return page asks the server what happened.
  const redirect =
    snapshot.matches('redirecting') && deposit?.nextAction?.type === 'redirect'
      ? deposit.nextAction.url
      : null;
  useEffect(() => {
    if (redirect) window.location.assign(redirect);
  }, [redirect]);

  // A card added without saving it pays this deposit only: it is not among the saved funds.
  const [added, setAdded] = useState<Fund>();
  const saved = [...(card?.funds ?? []), ...(paypal?.funds ?? [])];
  const funds =
    added && !added.saved && !saved.some((fund) => fund.id === added.id) ? [...saved, added] : saved;
  // At checkout, what the wallet lacks, but never less than a card deposit may be (the server
  // deposits the same): what is left over stays in the wallet.
  const checkoutAmount = payingFor && Math.max(payingFor.shortfall.amount, card?.rules.minAmount ?? 0);
  // The card chosen: the one just added, else the customer's pick, else their default.
  const [picked, setPicked] = useState<number>();
  const fundId =
    funds.find((fund) => fund.id === picked)?.id ?? funds.find((fund) => fund.default)?.id ?? funds[0]?.id;
  const selected = funds.find((fund) => fund.id === fundId);
  const submission: FormSubmission<DepositValues> = {
    mutate: (values) =>
      send({
        type: 'deposit.submit',
        request: {
          amountCents: Math.round((checkoutAmount ?? Number(values.amount)) * 100),
          fundId: fundId ?? 0,
          methodCode: selected && isPaymentMethodCode(selected.methodCode) ? selected.methodCode : 'cc',
          ...(values.csc ? { csc: values.csc.trim() } : {}),
        },
      }),
    isPending: snapshot.hasTag('loading'),
    isSuccess: snapshot.hasTag('completed'),
    error: refusal,
  };
  const { form, onSubmit, isSubmitting, general } = useAppForm<DepositValues>({
    initialValues: { amount: '', csc: '' },
    rules: {
      amount: (amount) =>
        payingFor
          ? undefined
          : amountProblem(amount, { min: card?.rules.minAmount, max: card?.rules.maxAmount }),
      csc: (csc) => (!cscNeeded(card, selected) || /^\d{3,4}$/.test(csc.trim()) ? undefined : REQUIRED),
    },
    submission,
  });

  if (methods.isPending || gateways.isPending) return <Skeleton height={220} />;
  if (!card?.rules.enabled || !gateways.data || !takesCards(gateways.data))
    return <Alert color="gray">Card deposits are not available right now. Please try again later.</Alert>;
  const addingCard = step === 'add-card' || funds.length === 0;

  const checkoutLine = payingFor && (
    <Text>
      Deposit <strong>{formatMoney({ ...payingFor.shortfall, amount: checkoutAmount ?? 0 })}</strong> to pay
      for {checkout ? 'this order' : 'premium membership'}
      {checkoutAmount !== payingFor.shortfall.amount &&
        ' (the least a card deposit can be: the rest stays in your wallet)'}
      .
    </Text>
  );

  if (snapshot.matches('form') && addingCard)
    return (
      <Stack gap="sm">
        {checkoutLine}
        <Text fw={700}>Add a card</Text>
        <AddCardForm
          customerId={customerId}
          gateways={gateways.data}
          onAdded={(fund) => {
            setAdded(fund);
            setPicked(fund.id);
            send({ type: 'deposit.cardAdded', fundId: fund.id });
          }}
          onCancel={funds.length > 0 ? () => send({ type: 'deposit.changeFund' }) : undefined}
        />
      </Stack>
    );

  return (
    <Stack gap="sm">
      {step === 'payment-method-updated' && snapshot.matches('form') && (
        <Alert color="green">
          {added?.saved === false
            ? 'Your card is ready for this payment. It is not saved.'
            : 'Your card has been saved.'}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {payingFor ? (
            checkoutLine
          ) : (
            <TextInput
              label="Amount"
              {...AMOUNT_INPUT}
              description={`From ${formatMoney({ amount: card.rules.minAmount, currency: SITE_CURRENCY })} to ${formatMoney({ amount: card.rules.maxAmount, currency: SITE_CURRENCY })}`}
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
          )}
          <Radio.Group
            label="Pay with"
            value={fundId === undefined ? null : String(fundId)}
            onChange={(value) => setPicked(Number(value))}
          >
            <Stack gap={6} mt={6}>
              {funds.map((fund) => (
                <Radio
                  key={fund.id}
                  value={String(fund.id)}
                  label={`${fund.description}${fund.expiry ? `, expires ${fund.expiry}` : ''}${fund.saved ? '' : ' (this payment only)'}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group gap="xs">
            <Button variant="subtle" onClick={() => send({ type: 'deposit.addCard' })}>
              Add a new card
            </Button>
            {paypal && <PaypalConnect customerId={customerId} onSaved={(fund) => setPicked(fund.id)} />}
          </Group>
          {cscNeeded(card, selected) && (
            <TextInput
              label="Card security code"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              key={form.key('csc')}
              {...form.getInputProps('csc')}
            />
          )}
          <FormError message={general} />
          {error && !refusal && snapshot.matches('form') && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {snapshot.matches('form') && (
            <Button type="submit" loading={isSubmitting} disabled={!online}>
              {checkout ? 'Deposit and buy' : membership ? 'Deposit and go premium' : 'Deposit'}
            </Button>
          )}
        </Stack>
      </form>
      <DepositProgress snapshot={snapshot} send={send} amountFixed={payingFor !== undefined} />
    </Stack>
  );
}

type DepositSnapshot = ReturnType<typeof useMachine<typeof depositMachine>>[0];
type DepositSend = ReturnType<typeof useMachine<typeof depositMachine>>[1];

const WAITING_TEXT: Record<string, string> = {
  depositing: 'Sending your deposit…',
  method: 'Checking your card with your bank…',
  redirecting: 'Taking you to PayPal…',
  authenticating: 'Checking your card with your bank…',
  verifying: 'Confirming your deposit…',
  waitingToVerify: 'Confirming your deposit…',
  cancelling: 'Cancelling…',
  purchasing: 'Buying your tickets…',
};

/** Where the deposit is once it has left the form: waiting, the bank's frames, or how it ended. */
function DepositProgress({
  snapshot,
  send,
  amountFixed,
}: {
  snapshot: DepositSnapshot;
  send: DepositSend;
  /** At checkout the amount is what the order lacks: only the card can change. */
  amountFixed: boolean;
}) {
  const { deposit, error } = snapshot.context;
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  const waiting = WAITING_TEXT[state];
  return (
    <>
      {waiting && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{waiting}</Text>
        </Group>
      )}
      {snapshot.matches('method') && deposit?.nextAction?.type === 'method' && (
        <MethodFrame url={deposit.nextAction.url} onDone={() => send({ type: 'deposit.methodDone' })} />
      )}
      {snapshot.matches('challenge') && deposit && (
        <ChallengeModal
          deposit={deposit}
          onDone={() => send({ type: 'deposit.challengeDone' })}
          onCancel={() => send({ type: 'deposit.cancel' })}
        />
      )}
      {(snapshot.hasTag('failed') || snapshot.matches('cancelled')) && (
        <Alert color={snapshot.matches('cancelled') ? 'gray' : 'red'} role="alert">
          <Stack gap="xs">
            <Text fw={700}>
              {snapshot.matches('cancelled') ? 'Deposit cancelled' : 'Your deposit did not go through'}
            </Text>
            <Text size="sm">
              {error ?? 'You cancelled the verification with your bank. Nothing was charged.'}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => send({ type: 'deposit.retry' })}>
                {snapshot.matches('unconfirmed') ? 'Check again' : 'Try again'}
              </Button>
              {!snapshot.matches('unconfirmed') && (
                <Button size="xs" variant="default" onClick={() => send({ type: 'deposit.dismiss' })}>
                  {snapshot.matches('purchaseFailed')
                    ? 'Close'
                    : amountFixed
                      ? 'Change the card'
                      : 'Change the amount or card'}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
