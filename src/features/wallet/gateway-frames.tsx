/**
 * The payment provider's pages inside the app, each in its own frame (spec 3 §4):
 * - the hosted card form, whose answer is a one-time token posted to this window: card numbers
 *   are typed only there, and the app never sees one;
 * - the issuer's 3-D Secure method (a hidden frame) and challenge (a modal sized by the window
 *   size asked for), which end on /3ds/notify, a page of this site that posts back that it is done.
 * A message counts only from the frame the app opened.
 */
import { Button, Checkbox, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { CardGateways, Deposit, Fund } from '@contract/schemas/wallet';
import {
  CARD_TOKEN_MESSAGE,
  CHALLENGE_WINDOWS,
  THREE_DS_MESSAGE,
  cardHolderProblem,
  type ChallengeWindowSize,
} from '@contract/wallet-rules';
import { useAppForm } from '@/ui/use-app-form';
import { ErrorAlert } from '@/ui/error-alert';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { cardFormUrl, newCardGateway } from './card-gateway';
import { walletMutations } from './queries';
import { FormError } from '@/ui/form-parts';

// Stripe.js and its fields only where Stripe is the gateway: no other customer pays for them.
const StripeCardFields = lazy(() => import('./stripe-card-fields'));

type Message = Record<string, unknown>;

/** Calls `onMessage` for each message of `type` that the frame in `frame` posts to this window. */
function useFrameMessage(
  frame: RefObject<HTMLIFrameElement | null>,
  type: string,
  onMessage: (data: Message) => void,
) {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      const data = event.data as Message | null;
      if (event.source !== frame.current?.contentWindow || data?.type !== type) return;
      handle(data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, type]);
}

interface CardToken {
  token: string;
  last4: string;
}

/**
 * A new card: the holder's name here, the card's details in the gateway's frame. The gateway's
 * token and the name are sent together; a token waits here while the name is put right. Whether
 * the card is kept for next time is the customer's choice, made here and unticked until they make
 * it (issue 38, point 5); a card not kept pays this once and is then forgotten. Through Stripe the
 * card confirms a setup intent, asked for first, and the intent's id is the token.
 */
export function AddCardForm({
  customerId,
  gateways,
  onAdded,
  onCancel,
  kept = false,
}: {
  customerId: string;
  gateways: CardGateways;
  onAdded: (fund: Fund) => void;
  onCancel?: () => void;
  /** Saved without asking: a card that pays for autoplay is one kept for next time. */
  kept?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [token, setToken] = useState<CardToken | null>(null);
  const gateway = newCardGateway(gateways);
  const mutation = useMutation(walletMutations.addCard(customerId, gateway));
  const setup = useMutation(walletMutations.stripeSetup());
  const throughStripe = gateway === 'stripe';
  const { mutate: askForSetup } = setup;
  const newSetup = useCallback(() => {
    if (throughStripe) askForSetup();
  }, [throughStripe, askForSetup]);
  // A setup intent confirms one card: a card refused, or typed again, takes a new one.
  const typeAgain = () => {
    setToken(null);
    newSetup();
  };
  useEffect(() => newSetup(), [newSetup]);
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { holderName: '', saveCard: kept },
    rules: { holderName: cardHolderProblem },
    submission: {
      ...mutation,
      mutate: (values, callbacks) => {
        if (!token) return;
        // Awaited rather than per-call callbacks: the saved card can replace this form before those run.
        // Only a card the customer chose to keep becomes their default, and is listed again.
        mutation
          .mutateAsync({
            gatewayToken: token.token,
            holderName: values.holderName,
            saveCard: values.saveCard,
            makeDefault: values.saveCard,
          })
          .then(
            (fund) => {
              callbacks?.onSuccess?.();
              onAdded(fund);
            },
            // A token is used once: a refused one is typed again.
            typeAgain,
          );
      },
    },
    fieldNames: { gatewayToken: 'holderName' },
    afterSuccess: 'lock',
  });
  const submitWithToken = useEffectEvent(() => onSubmit());
  useFrameMessage(frame, CARD_TOKEN_MESSAGE, (data) => {
    if (typeof data.token !== 'string') return;
    setToken({ token: data.token, last4: typeof data.last4 === 'string' ? data.last4 : '' });
  });
  useEffect(() => {
    if (token) submitWithToken();
  }, [token]);
  return (
    <Stack gap="xs">
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          {...form.getInputProps('holderName')}
        />
        {!kept && (
          <Checkbox
            mt="sm"
            label="Save this card for next time"
            description="A saved card is listed in Cards and accounts, where it can be removed."
            {...form.getInputProps('saveCard', { type: 'checkbox' })}
          />
        )}
        <FormError message={general} />
        {token && (
          <Stack gap={4} mt="xs">
            <Text size="sm">
              {token.last4 ? `Card ending ${token.last4} is ready.` : 'Your card is ready.'}
            </Text>
            <Button type="submit" loading={isSubmitting}>
              {form.getValues().saveCard ? 'Save card and continue' : 'Continue with this card'}
            </Button>
          </Stack>
        )}
      </form>
      {!token && (
        <CardFields
          frame={frame}
          gateways={gateways}
          clientSecret={throughStripe ? (setup.data ?? null) : null}
          setupFailed={setup.isError}
          onRetry={newSetup}
          onStripeCard={(setupIntent) => setToken({ token: setupIntent, last4: '' })}
        />
      )}
      {onCancel && (
        <Button variant="subtle" onClick={onCancel}>
          Use a saved card
        </Button>
      )}
    </Stack>
  );
}

/**
 * Where the card is typed: the gateway's hosted form in a frame (for Stripe in the sandbox, its
 * card fields for the setup intent), or Stripe's own fields where Stripe.js can load.
 */
function CardFields({
  frame,
  gateways,
  clientSecret,
  setupFailed,
  onRetry,
  onStripeCard,
}: {
  frame: RefObject<HTMLIFrameElement | null>;
  gateways: CardGateways;
  /** Stripe's setup intent, once asked for; null through another gateway. */
  clientSecret: string | null;
  setupFailed: boolean;
  onRetry: () => void;
  onStripeCard: (setupIntent: string) => void;
}) {
  const throughStripe = newCardGateway(gateways) === 'stripe';
  if (setupFailed)
    return (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert message={GENERIC_ERROR_MESSAGE} />
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  if (throughStripe && clientSecret === null) return <Skeleton height={260} />;
  if (throughStripe && clientSecret !== null && gateways.stripePublishableKey)
    return (
      <Suspense fallback={<Skeleton height={120} />}>
        <StripeCardFields
          publishableKey={gateways.stripePublishableKey}
          clientSecret={clientSecret}
          onCard={onStripeCard}
        />
      </Suspense>
    );
  if (!gateways.hostedFormUrl) return null;
  return (
    <iframe
      ref={frame}
      src={cardFormUrl(gateways.hostedFormUrl, clientSecret)}
      title="Card details, secured by the payment provider"
      style={{ border: 0, width: '100%', height: 260 }}
    />
  );
}

/** The issuer's 3-D Secure method, run unseen; `onDone` once its page has posted back. */
export function MethodFrame({ url, onDone }: { url: string; onDone: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessage(frame, THREE_DS_MESSAGE, (data) => {
    if (data.stage === 'method') onDone();
  });
  return <iframe ref={frame} src={url} title="3-D Secure check" hidden />;
}

/** The issuer's challenge in a modal sized as asked; closing it gives the deposit up. */
export function ChallengeModal({
  deposit,
  onDone,
  onCancel,
}: {
  deposit: Deposit;
  onDone: () => void;
  onCancel: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessage(frame, THREE_DS_MESSAGE, (data) => {
    if (data.stage === 'challenge') onDone();
  });
  const action = deposit.nextAction;
  if (action?.type !== 'challenge') return null;
  const size: ChallengeWindowSize = action.windowSize;
  const window = CHALLENGE_WINDOWS[size];
  const fullScreen = size === 'FullScreen';
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Verify with your bank"
      fullScreen={fullScreen}
      size={fullScreen ? undefined : window.width + 32}
      closeButtonProps={{ 'aria-label': 'Cancel the verification' }}
      centered
    >
      <iframe
        ref={frame}
        src={action.url}
        title="Your bank's verification"
        style={{
          border: 0,
          width: fullScreen ? '100%' : window.width,
          height: fullScreen ? 'calc(100dvh - 96px)' : window.height,
        }}
      />
    </Modal>
  );
}
