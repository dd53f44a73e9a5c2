/**
 * A subscription's own settings (spec 2 §7 PATCH /subscriptions/{id}): how many tickets each draw,
 * the cause they support and, where the product has more than one, the game offer. The choices
 * are the offer's own (its ticket bundles and causes, which the page reads from the catalogue), so
 * nothing offered can only be refused; the API checks them again as it checks a ticket.
 */
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Subscription } from '@contract/schemas/recurring';
import type { GameOffer } from '@contract/schemas/shop';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';
import { formatMoney } from '@/lib/money';
import { recurringState } from '@/lib/recurring';
import { ErrorAlert } from '@/ui/error-alert';
import { useOnline } from '@/ui/use-online';
import { recurringCalls } from './queries';

/** What the subscription's offer sells: its entries (with their ticket bundles) and its causes. */
export interface SubscriptionChoices {
  gameOffers: GameOffer[];
  causes: { key: string; name: string }[];
}

export function SubscriptionSettings({
  customerId,
  subscription,
  choices,
}: {
  customerId: string;
  subscription: Subscription;
  /** Undefined while the catalogue loads. */
  choices: SubscriptionChoices | undefined;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [gameOfferKey, setGameOffer] = useState(subscription.gameOffer);
  const [numGames, setNumGames] = useState(subscription.numberOfGames);
  const [causeKey, setCause] = useState(subscription.causeKey ?? '');
  const save = useMutation({ mutationFn: recurringCalls(queryClient, customerId).changeSubscription });

  if (recurringState(subscription.status) === 'cancelled') return null;
  if (!choices) return <Skeleton height={220} radius="md" />;
  const { gameOffers, causes } = choices;
  const gameOffer = gameOffers.find((entry) => entry.key === gameOfferKey) ?? gameOffers[0];
  // No longer on sale: nothing here can be changed (the status controls still can).
  if (!gameOffer) return null;
  const bundles = gameOffer.prices;
  const price = bundles.find((bundle) => bundle.games === numGames);
  const changed =
    gameOfferKey !== subscription.gameOffer ||
    numGames !== subscription.numberOfGames ||
    causeKey !== (subscription.causeKey ?? '');
  const problem =
    save.error instanceof ApiError
      ? (Object.values(save.error.errors ?? {})[0]?.[0]?.message ?? save.error.messages[0]?.message)
      : save.error
        ? GENERIC_ERROR_MESSAGE
        : undefined;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="subscription-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!changed || save.isPending || !online) return;
          save.mutate({
            id: subscription.autoplayId,
            change: {
              ...(gameOfferKey !== subscription.gameOffer ? { gameOffer: gameOfferKey } : {}),
              ...(numGames !== subscription.numberOfGames ? { numGames } : {}),
              ...(causeKey && causeKey !== subscription.causeKey ? { causeKey } : {}),
            },
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="subscription-settings">
            What we buy each draw
          </Title>
          {gameOffers.length > 1 && (
            <NativeSelect
              label="Entry"
              value={gameOffer.key}
              onChange={(event) => {
                const next = gameOffers.find((entry) => entry.key === event.currentTarget.value);
                setGameOffer(event.currentTarget.value);
                // A count the other entry does not sell becomes its nearest smaller one.
                if (next && !next.prices.some((bundle) => bundle.games === numGames))
                  setNumGames(
                    next.prices.findLast((bundle) => bundle.games <= numGames)?.games ?? next.minGames,
                  );
              }}
              data={gameOffers.map((entry) => ({ value: entry.key, label: entry.name }))}
            />
          )}
          <NativeSelect
            label="Tickets"
            value={String(numGames)}
            onChange={(event) => setNumGames(Number(event.currentTarget.value))}
            data={bundles.map((bundle) => ({
              value: String(bundle.games),
              label: `${bundle.games} ${bundle.games === 1 ? 'ticket' : 'tickets'}: ${formatMoney({ amount: bundle.price, currency: gameOffer.priceCurrency })} a draw`,
            }))}
          />
          {causes.length > 0 && (
            <NativeSelect
              label="The cause they support"
              value={causeKey}
              onChange={(event) => setCause(event.currentTarget.value)}
              data={causes.map((cause) => ({ value: cause.key, label: cause.name }))}
            />
          )}
          <Text size="sm">
            {price
              ? `From the next draw we buy: ${formatMoney({ amount: price.price, currency: gameOffer.priceCurrency })} a draw.`
              : ''}
          </Text>
          {problem && <ErrorAlert message={problem} />}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!changed || !online}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
