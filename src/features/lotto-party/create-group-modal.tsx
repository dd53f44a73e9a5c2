/**
 * Starting a lotto party (spec 3 §2, §4): the group-creation machine's five steps in a modal.
 * Buying the organiser's shares is the page's to provide (`onJoin` puts them in the cart), and
 * `onJoined` takes the customer on to pay.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  CREATE_GROUP_STEPS,
  PARTY_NOTIFICATIONS,
  PUBLICITY_STATUSES,
  type PublicityStatus,
} from '@contract/lotto-party';
import type { PartySession } from '@contract/schemas/lotto-party';
import { notifications } from '@/api';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import {
  abandoned,
  createGroupMachine,
  stepOf,
  type GroupRequest,
  type PartyNotice,
} from './create-group.machine';
import { InviteLink } from './invite-link';
import { partyCalls, partyQueries } from './queries';

const STEP_LABELS = ['Name', 'Draw', 'Shares', 'Autoplay', 'Join'];

/** Spec 3 §3's publicities, as the organiser chooses one. */
const PUBLICITY_CHOICES: { value: PublicityStatus; label: string; description: string }[] = [
  {
    value: 'private',
    label: 'Only people I invite',
    description: 'Private: joined through your invite link.',
  },
  {
    value: 'public',
    label: 'Anyone on Lucky Dip',
    description: 'Public: listed under “Public parties” for any customer to join.',
  },
  {
    value: 'promoted',
    label: 'Anyone, and show it first',
    description: 'Promoted: public, and listed before the others.',
  },
];

const isPublicity = (value: string | null): value is PublicityStatus =>
  (PUBLICITY_STATUSES as readonly (string | null)[]).includes(value);

interface CreateGroupModalProps {
  customerId: string;
  pricingId: string;
  opened: boolean;
  onClose: () => void;
  onJoin: (session: PartySession, shares: number) => Promise<unknown>;
  onJoined: () => void;
}

export function CreateGroupModal({ opened, onClose, ...props }: CreateGroupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Start a Lotto Party" size="md">
      {/* A new machine each time it opens: closing resets the flow. */}
      {opened && <CreateGroupFlow {...props} />}
    </Modal>
  );
}

/** Spec 3 §8's notifications: errors, so they wait to be read. */
const notify = (notice: PartyNotice) => {
  const text = PARTY_NOTIFICATIONS[notice];
  notifications.push(
    typeof text === 'string'
      ? { code: `party_${notice}`, message: text, level: 'error' }
      : { code: `party_${notice}`, title: text.title, message: text.message, level: 'error' },
  );
};

function CreateGroupFlow({
  customerId,
  pricingId,
  onJoin,
  onJoined,
}: Omit<CreateGroupModalProps, 'opened' | 'onClose'>) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => partyCalls(queryClient, customerId), [queryClient, customerId]);
  const [snapshot, send] = useMachine(
    createGroupMachine.provide({
      actors: {
        fetchConfig: fromPromise(() => queryClient.fetchQuery(partyQueries.config(pricingId))),
        checkName: fromPromise(({ input }: { input: { groupName: string } }) => calls.checkName(input)),
        createGroup: fromPromise(({ input }: { input: GroupRequest }) => calls.createGroup(input)),
        createSession: fromPromise(({ input }) => calls.createSession(input)),
        editSession: fromPromise(({ input }) => calls.editSession(input)),
        joinSession: fromPromise(({ input }: { input: { session: PartySession; shares: number } }) =>
          onJoin(input.session, input.shares),
        ),
      },
      actions: { notify: (_, notice: PartyNotice) => notify(notice) },
    }),
  );
  const { context } = snapshot;
  const step = stepOf(snapshot.value);
  // Leaving the flow before its session exists leaves nothing behind: a group it created goes.
  const leftBehind = useRef<number | null>(null);
  useEffect(() => {
    leftBehind.current = abandoned(context);
  }, [context]);
  useEffect(
    () => () => {
      if (leftBehind.current !== null) void calls.deleteGroup(leftBehind.current).catch(() => undefined);
    },
    [calls],
  );
  const busy =
    snapshot.matches('checkingName') ||
    snapshot.matches('creatingGroup') ||
    snapshot.matches('creatingSession');
  const joined = snapshot.matches('joined');
  useEffect(() => {
    if (joined) onJoined();
  }, [joined, onJoined]);
  const [shares, setShares] = useState('1');

  if (snapshot.matches('fetching')) return <Skeleton height={200} />;
  if (snapshot.matches('fetchFailed'))
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          Lotto Party could not be loaded. Check your connection and try again.
        </Alert>
        <Group>
          <Button onClick={() => send({ type: 'party.retry' })}>Try again</Button>
        </Group>
      </Stack>
    );
  const config = context.config;
  const lottery = config?.lotteries.find((entry) => entry.productOfferKey === context.draw?.productOfferKey);
  const next = (label = 'Next') => (
    <Button onClick={() => send({ type: 'party.next' })} loading={busy}>
      {label}
    </Button>
  );
  const back = snapshot.can({ type: 'party.back' }) && (
    <Button variant="default" onClick={() => send({ type: 'party.back' })}>
      Back
    </Button>
  );
  const buttons = (label?: string) => (
    <Group justify="space-between">
      {back}
      {next(label)}
    </Group>
  );
  const games =
    lottery && context.sharePrice && context.numberOfShares
      ? Math.floor((context.sharePrice * context.numberOfShares) / lottery.gamePrice.amount)
      : null;

  return (
    <Stack gap="md">
      {step && (
        <Text size="sm" c="dimmed">
          Step {CREATE_GROUP_STEPS.indexOf(step) + 1} of {CREATE_GROUP_STEPS.length}:{' '}
          {STEP_LABELS[CREATE_GROUP_STEPS.indexOf(step)]}
        </Text>
      )}
      {step === 'name_group' && (
        <Stack gap="sm">
          <TextInput
            label="Group name"
            description="Your friends see this name when you invite them."
            value={context.groupName}
            readOnly={context.group !== null}
            error={context.error}
            onChange={(event) => send({ type: 'party.name', groupName: event.currentTarget.value })}
            data-autofocus
          />
          <Radio.Group
            label="Who can join"
            value={context.publicity}
            onChange={(value) => {
              if (isPublicity(value)) send({ type: 'party.publicity', publicity: value });
            }}
          >
            <Stack gap={8} mt={6}>
              {PUBLICITY_CHOICES.map((choice) => (
                <Radio
                  key={choice.value}
                  value={choice.value}
                  label={choice.label}
                  description={choice.description}
                  disabled={context.group !== null}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">{next()}</Group>
        </Stack>
      )}
      {step === 'select_draw' && config && (
        <Stack gap="sm">
          <NativeSelect
            label="Lottery"
            value={context.draw?.productOfferKey ?? ''}
            data={[
              { value: '', label: 'Choose a lottery' },
              ...config.lotteries.map((entry) => ({ value: entry.productOfferKey, label: entry.name })),
            ]}
            onChange={(event) => {
              const chosen = config.lotteries.find(
                (entry) => entry.productOfferKey === event.currentTarget.value,
              );
              const first = chosen?.draws[0];
              if (chosen && first)
                send({
                  type: 'party.draw',
                  draw: { productOfferKey: chosen.productOfferKey, drawNo: first.drawNo },
                });
            }}
          />
          {lottery && (
            <Radio.Group
              label="Draw"
              value={String(context.draw?.drawNo ?? '')}
              onChange={(value) =>
                send({
                  type: 'party.draw',
                  draw: { productOfferKey: lottery.productOfferKey, drawNo: Number(value) },
                })
              }
            >
              <Stack gap={6} mt={6}>
                {lottery.draws.map((draw) => (
                  <Radio
                    key={draw.drawNo}
                    value={String(draw.drawNo)}
                    label={`Draw ${draw.drawNo}, ${longDrawDate(draw.drawDate)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {context.error && (
            <Text c="red.9" size="sm" role="alert">
              {context.error}
            </Text>
          )}
          {buttons()}
        </Stack>
      )}
      {step === 'set_share_price' && config && (
        <Stack gap="sm">
          <NativeSelect
            label="Price of a share"
            value={String(context.sharePrice ?? '')}
            data={[
              { value: '', label: 'Choose a price' },
              ...config.sharePrices.map((price) => ({
                value: String(price.amount),
                label: formatMoney(price),
              })),
            ]}
            onChange={(event) =>
              send({
                type: 'party.shares',
                sharePrice: Number(event.currentTarget.value),
                numberOfShares: context.numberOfShares ?? config.shares.min,
              })
            }
          />
          <TextInput
            label="Number of shares"
            description={`From ${config.shares.min} to ${config.shares.max}`}
            inputMode="numeric"
            value={context.numberOfShares === null ? '' : String(context.numberOfShares)}
            onChange={(event) =>
              send({
                type: 'party.shares',
                sharePrice: context.sharePrice ?? 0,
                numberOfShares: Number(event.currentTarget.value),
              })
            }
            error={context.error}
          />
          {games !== null && games > 0 && (
            <Text size="sm">
              Your group plays {games} {games === 1 ? 'game' : 'games'} of {lottery?.name}.
            </Text>
          )}
          {buttons()}
        </Stack>
      )}
      {step === 'select_auto_session' && (
        <Stack gap="sm">
          <Radio.Group
            label="Play again after this draw?"
            value={context.autosession}
            onChange={(value) =>
              send({ type: 'party.autosession', autosession: value === 'on' ? 'on' : 'off' })
            }
          >
            <Stack gap={6} mt={6}>
              <Radio value="on" label="Yes: start a new session for every draw (autoplay)" />
              <Radio value="off" label="No: just this draw" />
            </Stack>
          </Radio.Group>
          {buttons('Create the session')}
        </Stack>
      )}
      {step === 'join_session' && context.session && context.group && (
        <Stack gap="sm">
          <Text>
            <strong>{context.group.groupName}</strong> plays {context.session.numGames} games in draw{' '}
            {context.session.draws[0]?.drawNo}: {context.session.sharesTotal} shares at{' '}
            {formatMoney(context.session.sharePrice)} each.
          </Text>
          {context.group.inviteToken && (
            <InviteLink groupName={context.group.groupName} token={context.group.inviteToken} />
          )}
          <TextInput
            label="Shares you buy"
            inputMode="numeric"
            value={shares}
            onChange={(event) => setShares(event.currentTarget.value)}
            error={context.error}
          />
          <Group justify="space-between">
            <Button
              variant="default"
              loading={snapshot.matches({ join_session: 'editing' })}
              onClick={() =>
                send({
                  type: 'party.autoplay',
                  status: context.session?.autosessionStatus === 'on' ? 'paused' : 'on',
                })
              }
            >
              {context.session.autosessionStatus === 'on' ? 'Pause autoplay' : 'Turn autoplay on'}
            </Button>
            <Button
              loading={snapshot.matches({ join_session: 'joining' })}
              onClick={() => send({ type: 'party.join', shares: Number(shares) })}
            >
              Buy shares
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
