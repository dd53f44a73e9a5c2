/**
 * Autoplay and subscriptions (spec 2 §2, §3, §4, under /my-account): the customer's tickets on
 * autoplay, their subscriptions, or both (the combined recurring purchases, each cancellable from
 * the list) a page at a time, and one in full with what it does next and did lately, and its
 * controls: pause (for as long as the configuration's timed pause allows, or until turned back
 * on), turn back on, cancel (confirmed); an autoplay's minimum jackpot and quick pick, a
 * subscription's tickets, cause and game offer; and, when its payment failed, the payment
 * resolution steps. Read from the device offline like the tickets; changes need the network.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AUTOPLAY_NOTICES, subscriptionCalendarPath, TIMED_PAUSE } from '@contract/recurring-rules';
import type { AutoplayAttempt, RecurringPurchase, Subscription } from '@contract/schemas/recurring';
import { ApiError, GENERIC_ERROR_MESSAGE, isNotFound, notifications } from '@/api';
import type { AppLink } from '@/lib/app-link';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { frequencyLabel, recurringLink, recurringState } from '@/lib/recurring';
import { ConfirmedCancel } from '@/ui/confirmed-cancel';
import { ErrorAlert } from '@/ui/error-alert';
import { NotSavedOffline, useWaitsOffline } from '@/ui/not-saved-offline';
import { MinimumJackpot } from '@/ui/minimum-jackpot';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { CalendarIcon } from '@/ui/list-icons';
import { Pager } from '@/ui/pager';
import { SavedLabel } from '@/ui/saved-label';
import { useOnline } from '@/ui/use-online';
import { recurringCalls, recurringQueries, recurringQuery, type AutoplayStatusChange } from './queries';

type Kind = RecurringPurchase['type'];

export const autoplayListLink = (page: number): AppLink => ({
  to: '/my-account/autoplay/{-$page}',
  params: { page },
});
export const recurringListLink = (page: number): AppLink => ({
  to: '/my-account/recurring-purchases/{-$page}',
  params: { page },
});
export const subscriptionListLink = (page: number): AppLink => ({
  to: '/my-account/subscriptions/{-$page}',
  params: { page },
});

/** What each kind is called where the customer reads it. */
const WORDS: Record<Kind, { name: string; notFound: string }> = {
  autoplay: { name: 'autoplay', notFound: 'There is no such autoplay.' },
  subscription: { name: 'subscription', notFound: 'There is no such subscription.' },
};

function StatusBadge({ autoplay }: { autoplay: RecurringPurchase }) {
  const state = recurringState(autoplay.status);
  // Dark shades: white text on them keeps its contrast.
  if (state === 'cancelled') return <Badge color="dark.5">Cancelled</Badge>;
  if (state === 'paused')
    return (
      <Badge color="gray.7">
        {autoplay.pausedUntil ? `Paused until ${longDrawDate(autoplay.pausedUntil)}` : 'Paused'}
      </Badge>
    );
  if (autoplay.lastAttemptStatus === 'hard_failure') return <Badge color="red.9">Payment needed</Badge>;
  return <Badge color="teal.9">Active</Badge>;
}

/** What it does next, in the customer's words. */
function nextLine(autoplay: RecurringPurchase): string {
  const state = recurringState(autoplay.status);
  if (state === 'cancelled') return 'Cancelled: no more tickets will be bought.';
  if (state === 'paused')
    return autoplay.pausedUntil
      ? `Paused: tickets are bought again from ${longDrawDate(autoplay.pausedUntil)}.`
      : 'Paused: no tickets are bought until you turn it back on.';
  if (autoplay.lastAttemptStatus === 'hard_failure')
    return 'Waiting: we could not pay for its tickets. Sort out how they are paid below.';
  if (!autoplay.nextDraw) return 'Its next draw is not on sale yet.';
  return `Next ticket: draw ${autoplay.nextDraw.drawNo}, ${longDrawDate(autoplay.nextDraw.drawDate)}.`;
}

function Facts({ autoplay }: { autoplay: RecurringPurchase }) {
  return (
    <Text size="sm">
      {frequencyLabel({ ...autoplay, monthly: autoplay.type === 'subscription' && autoplay.monthly })} ·{' '}
      {formatMoney(autoplay.price)} a draw ·{' '}
      {autoplay.productType === 'raffle_ticket'
        ? 'numbered tickets'
        : autoplay.quickpick
          ? 'quick pick each draw'
          : 'the same numbers each draw'}
    </Text>
  );
}

/** In the combined list, each can be cancelled where it is listed (spec 2 §7, combined cancel). */
function CombinedCancel({ customerId, item }: { customerId: string; item: RecurringPurchase }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const cancel = useMutation({
    mutationFn: recurringCalls(queryClient, customerId).cancelCombined,
    onError: failedFor(item.type),
  });
  const { name } = WORDS[item.type];
  return (
    <ConfirmedCancel
      label={`Cancel this ${name}`}
      question={`Cancel this ${name}? No more tickets will be bought for it. Tickets already bought still play.`}
      confirmLabel={`Yes, cancel this ${name}`}
      pending={cancel.isPending}
      disabled={!online}
      onConfirm={() => cancel.mutate(item.autoplayId)}
    />
  );
}

function RecurringCard({
  customerId,
  item,
  cancellable,
}: {
  customerId: string;
  item: RecurringPurchase;
  cancellable: boolean;
}) {
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <NavLinkTo link={recurringLink(item)} style={{ fontWeight: 700 }}>
            {item.description}
          </NavLinkTo>
          <StatusBadge autoplay={item} />
        </Group>
        <Facts autoplay={item} />
        <Text size="sm">{nextLine(item)}</Text>
        {cancellable && <CombinedCancel customerId={customerId} item={item} />}
      </Stack>
    </Card>
  );
}

function Pending({
  query,
  savedOnly,
  error,
}: {
  query: { isError: boolean; error: unknown; fetchStatus: string; data: unknown };
  savedOnly: boolean;
  error: string;
}) {
  const notSaved = useWaitsOffline(query);
  if (savedOnly) return <Text>This device has no saved copy of these.</Text>;
  if (notSaved) return <NotSavedOffline />;
  return query.isError ? (
    <ErrorAlert message={error} />
  ) : (
    <CardSkeletons label="Loading your recurring purchases" />
  );
}

const LISTS = {
  autoplay: {
    query: recurringQueries.autoplays,
    link: autoplayListLink,
    empty: (
      <EmptyState
        icon={<CalendarIcon />}
        title="You have no tickets on autoplay."
        action={<NavLinkTo to="/lotto-tickets">Find a lottery</NavLinkTo>}
      >
        Choose “Play every draw with autoplay” when you buy a ticket, and we buy it for each draw until you
        pause or cancel it.
      </EmptyState>
    ),
  },
  subscription: {
    query: recurringQueries.subscriptions,
    link: subscriptionListLink,
    empty: (
      <EmptyState
        icon={<CalendarIcon />}
        title="You have no subscriptions."
        action={<NavLinkTo to="/charity-tickets">Find a charity draw</NavLinkTo>}
      >
        Subscribe to a monthly charity draw and we buy your tickets for every draw until you pause or cancel
        it.
      </EmptyState>
    ),
  },
  all: {
    query: recurringQueries.recurringPurchases,
    link: recurringListLink,
    empty: (
      <EmptyState icon={<CalendarIcon />} title="You have no tickets on autoplay and no subscriptions." />
    ),
  },
} as const;

/**
 * The customer's autoplays, subscriptions, or (`all`) both, the combined recurring purchases, a
 * page at a time.
 */
export function RecurringList({
  customerId,
  page,
  savedOnly,
  kind,
}: {
  customerId: string;
  page: number;
  savedOnly: boolean;
  kind: Kind | 'all';
}) {
  const list = LISTS[kind];
  const query = useQuery({ ...list.query(customerId, page), enabled: !savedOnly });
  if (query.data === undefined)
    return <Pending query={query} savedOnly={savedOnly} error={GENERIC_ERROR_MESSAGE} />;
  const { items, pageInfo } = query.data;
  return (
    <Stack gap="md">
      <SavedLabel query={query} kept={savedOnly} />
      {items.length === 0
        ? list.empty
        : items.map((item) => (
            <RecurringCard
              key={item.autoplayId}
              customerId={customerId}
              item={item}
              cancellable={kind === 'all' && !savedOnly}
            />
          ))}
      <Pager page={page} totalPages={pageInfo?.totalPages ?? 1} link={list.link} />
    </Stack>
  );
}

/** A change that failed: the spec's notice (spec 2 §8). */
const failedFor = (kind: Kind) => (error: unknown) => {
  const off =
    error instanceof ApiError && error.messages.some((message) => message.code === 'cannot_unpause');
  const notice = off
    ? AUTOPLAY_NOTICES.cannotUnpause
    : kind === 'subscription'
      ? AUTOPLAY_NOTICES.subscriptionFailed
      : AUTOPLAY_NOTICES.autoplayFailed;
  notifications.push({ code: 'autoplay_update_failed', ...notice, level: 'error' });
};

/** A timed pause's end: so many weeks from now, to the minute. */
const weeksFromNow = (weeks: number) => {
  const end = new Date(Date.now() + weeks * 7 * 24 * 60 * 60 * 1000);
  return end.toISOString();
};

function StatusControls({ customerId, autoplay }: { customerId: string; autoplay: RecurringPurchase }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const change = useMutation({
    mutationFn: recurringCalls(queryClient, customerId).changeStatus,
    onError: failedFor(autoplay.type),
  });
  const [pauseFor, setPauseFor] = useState('0');
  const state = recurringState(autoplay.status);
  if (state === 'cancelled') return null;
  const send = (next: AutoplayStatusChange) => change.mutate({ item: autoplay, change: next });
  const { name } = WORDS[autoplay.type];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="autoplay-status">
      <Stack gap="sm">
        <Title order={2} size="h4" id="autoplay-status">
          Pause or cancel
        </Title>
        {state === 'paused' ? (
          <Group>
            <Button onClick={() => send({ status: 'active' })} loading={change.isPending} disabled={!online}>
              Turn {name} back on
            </Button>
          </Group>
        ) : (
          <Group align="end" wrap="wrap">
            <NativeSelect
              label="Pause"
              value={pauseFor}
              onChange={(event) => setPauseFor(event.currentTarget.value)}
              data={[
                { value: '0', label: 'Until I turn it back on' },
                ...TIMED_PAUSE.optionsWeeks.map((weeks) => ({
                  value: String(weeks),
                  label: `For ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
                })),
              ]}
            />
            <Button
              variant="default"
              loading={change.isPending}
              disabled={!online}
              onClick={() =>
                send(
                  pauseFor === '0'
                    ? { status: 'paused' }
                    : { status: 'timed_paused', pausedUntil: weeksFromNow(Number(pauseFor)) },
                )
              }
            >
              Pause {name}
            </Button>
          </Group>
        )}
        <ConfirmedCancel
          label={`Cancel ${name}`}
          question={`Cancel this ${name}? No more tickets will be bought for it. Tickets already bought still play.`}
          confirmLabel={`Yes, cancel ${name}`}
          pending={change.isPending}
          disabled={!online}
          onConfirm={() => send({ status: 'cancelled' })}
        />
        {!online && <Text size="sm">You are offline: changes can be made once you are back online.</Text>}
      </Stack>
    </Card>
  );
}

function Settings({ customerId, autoplay }: { customerId: string; autoplay: RecurringPurchase }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const calls = recurringCalls(queryClient, customerId);
  const minimum = useMutation({ mutationFn: calls.setMinimumJackpot, onError: failedFor('autoplay') });
  const quickpick = useMutation({ mutationFn: calls.setQuickpick, onError: failedFor('autoplay') });
  if (recurringState(autoplay.status) === 'cancelled') return null;
  const lottery = autoplay.productType !== 'raffle_ticket';
  if (!lottery && !autoplay.hasJackpot) return null;
  const chosen = autoplay.minimumJackpotAmount?.amount ?? 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="autoplay-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="autoplay-settings">
          How it plays
        </Title>
        {lottery && (
          // A checkbox, whose styles every form already loads (a Switch's are not in the sheet).
          <Checkbox
            label="Quick pick each draw"
            description="Off: the same numbers every draw (those of its latest ticket)."
            checked={autoplay.quickpick}
            disabled={quickpick.isPending || !online}
            onChange={(event) =>
              quickpick.mutate({ id: autoplay.autoplayId, quickpick: event.currentTarget.checked })
            }
          />
        )}
        {autoplay.hasJackpot && (
          <MinimumJackpot
            value={chosen}
            disabled={minimum.isPending || !online}
            onChange={(dollars) => minimum.mutate({ id: autoplay.autoplayId, dollars })}
          />
        )}
      </Stack>
    </Card>
  );
}

/** Spec 2 §3: a purchase that failed, why, and the way to the payment-resolution screen. */
function PaymentFailed({ autoplay }: { autoplay: RecurringPurchase }) {
  const failure = autoplay.lastAttemptStatus;
  const why = autoplay.attempts.find((attempt) => attempt.outcome === failure)?.message;
  if (
    (failure !== 'hard_failure' && failure !== 'soft_failure') ||
    recurringState(autoplay.status) !== 'active'
  )
    return null;
  const waiting = failure === 'hard_failure';
  return (
    <Alert
      color={waiting ? 'red' : 'yellow'}
      title={waiting ? 'We could not pay for this ticket' : 'We could not buy this ticket yet'}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {why && <Text size="sm">{why}</Text>}
        <Text size="sm">
          {waiting
            ? `Your ${WORDS[autoplay.type].name} waits until you sort out how it is paid.`
            : 'We try again while sales for the draw are open, or sort it out now.'}
        </Text>
        <Anchor component={NavLinkTo} link={{ to: '/my-account/payment-resolution' }} underline="always">
          Sort out the payment
        </Anchor>
      </Stack>
    </Alert>
  );
}

const OUTCOMES: Record<AutoplayAttempt['outcome'], string> = {
  purchased: 'Bought',
  skipped: 'Passed over',
  soft_failure: 'Not bought yet',
  hard_failure: 'Not bought',
};

function History({ attempts }: { attempts: AutoplayAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="autoplay-history">
      <Stack gap="xs">
        <Title order={2} size="h4" id="autoplay-history">
          Lately
        </Title>
        {attempts.map((attempt) => (
          <Stack key={attempt.drawNo} gap={0}>
            <Text size="sm" fw={600}>
              Draw {attempt.drawNo}, {longDrawDate(attempt.drawDate)}: {OUTCOMES[attempt.outcome]}
            </Text>
            {attempt.message && <Text size="sm">{attempt.message}</Text>}
            {attempt.checkoutId && (
              <NavLinkTo to="/receipt/$checkoutId" params={{ checkoutId: attempt.checkoutId }}>
                Receipt for draw {attempt.drawNo}
              </NavLinkTo>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

export function RecurringDetail({
  customerId,
  type,
  id,
  savedOnly,
  numbers,
  subscriptionSettings,
}: {
  customerId: string;
  type: Kind;
  id: number;
  savedOnly: boolean;
  /** How a game's numbers are drawn on the page (the results' balls). */
  numbers: (game: RecurringPurchase['games'][number]) => ReactNode;
  /** A subscription's settings, with its offer's choices (./subscription-settings). */
  subscriptionSettings: (subscription: Subscription) => ReactNode;
}) {
  const query = useQuery({ ...recurringQuery(customerId, { type, autoplayId: id }), enabled: !savedOnly });
  if (query.data === undefined) {
    const missing = isNotFound(query.error);
    return (
      <Pending
        query={query}
        savedOnly={savedOnly}
        error={missing ? WORDS[type].notFound : GENERIC_ERROR_MESSAGE}
      />
    );
  }
  const autoplay = query.data;
  return (
    <Stack gap="md">
      <SavedLabel query={query} kept={savedOnly} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{autoplay.description}</Title>
        <StatusBadge autoplay={autoplay} />
      </Group>
      <Facts autoplay={autoplay} />
      <Text>{nextLine(autoplay)}</Text>
      {!savedOnly && <PaymentFailed autoplay={autoplay} />}
      {!autoplay.quickpick && autoplay.games.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>Your numbers, played each draw</Text>
          {autoplay.games.map((game, index) => (
            <Stack key={index} gap={2}>
              <Text size="sm">Game {index + 1}</Text>
              {numbers(game)}
            </Stack>
          ))}
        </Stack>
      )}
      {!savedOnly &&
        (autoplay.type === 'subscription' ? (
          subscriptionSettings(autoplay)
        ) : (
          <Settings customerId={customerId} autoplay={autoplay} />
        ))}
      {!savedOnly && <StatusControls customerId={customerId} autoplay={autoplay} />}
      <History attempts={autoplay.attempts} />
      <Group gap="md">
        <NavLinkTo to="/receipt/$checkoutId" params={{ checkoutId: autoplay.checkoutId }}>
          The purchase that turned it on
        </NavLinkTo>
        <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: autoplay.offerUrl }}>
          {autoplay.lottery}
        </NavLinkTo>
        {autoplay.type === 'subscription' && (
          <>
            <NavLinkTo to="/$productOfferKey/subscription" params={{ productOfferKey: autoplay.offerUrl }}>
              How the subscription works
            </NavLinkTo>
            {/* A file the server makes, not a page of the app. */}
            <a href={subscriptionCalendarPath(autoplay.productOfferKey)}>Draw calendar (PDF)</a>
          </>
        )}
      </Group>
    </Stack>
  );
}
