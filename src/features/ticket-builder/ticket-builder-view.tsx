/**
 * The ticket builder on screen, for every ticket type: the entry size, the games (picked by hand
 * on the number grid or by quick pick, or just counted where numbers are drawn for the customer),
 * draws or days and weeks, the cause, syndicate shares, autoplay, and the price as it is built.
 * The route supplies the server's confirmation of the price and the add-to-cart call.
 */
import { recurringEnabled } from '@/lib/recurring';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Cause, CartItemInput, GameType, ProductOffer, Weekday } from '@contract/schemas/shop';
import { MAIN_SET, pickedSets } from '@contract/ticket-rules';
import { drawDayWithDate, forwardDrawLabel } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { GameSlots, NumberPicker } from './number-picker';
import classes from './ticket-builder-view.module.css';
import { useRenderTime } from '@/ui/use-hydrated';
import { MinimumJackpot } from '@/ui/minimum-jackpot';
import { NavLinkTo } from '@/ui/nav-link-to';
import {
  addGame,
  cartItem,
  clearGame,
  createTicket,
  drawsOnSale,
  gameComplete,
  hasNumber,
  quickPick,
  quickPickAll,
  removeGame,
  setCause,
  setDraws,
  setNumGames,
  setSyndicate,
  setWeeks,
  ticketFromItem,
  ticketPrice,
  ticketProblems,
  toggleDay,
  toggleFavourites,
  toggleNumber,
  type EditableItem,
  type Ticket,
} from './ticket-builder';
import { SITE_CURRENCY } from '@/lib/site-locale';

/** Where the skip link leads: the numbers of the game being edited. */
const NUMBERS_ID = 'game-numbers';

export interface ConfirmedPrice {
  pending: boolean;
  amount?: number;
  problem?: string;
}

/** Why the server refused to add the ticket: its draw's message goes beside the draw. */
export interface AddRefusal {
  draw?: string;
  other?: string;
}

export interface TicketBuilderProps {
  offer: ProductOffer;
  gameType: GameType;
  firstDrawNo?: number;
  causeKey?: string;
  causes: Cause[];
  favouriteNumbers: number[];
  /** A signed-in customer without favourites is offered the page to choose them; a visitor is not. */
  offerFavourites: boolean;
  canAutoplay: boolean;
  confirmed: ConfirmedPrice;
  adding: boolean;
  refusal?: AddRefusal;
  /** No connection: the ticket can be built, but not added until the connection is back. */
  offline: boolean;
  /** The ticket as a cart item whenever it can be added, else undefined. */
  onItemChange: (item: CartItemInput | undefined) => void;
  onAdd: (item: CartItemInput) => void;
  /** The call to action (an experiment may change it). */
  addLabel: string;
  /** A cart item being edited: the builder starts from it, and adding replaces it. */
  editing?: EditableItem & {
    recurringPurchase?: { enabled: boolean } | null;
    /** The jackpot its autoplay waits for, as the cart holds it. */
    minimumJackpotAmount?: { amount: number } | null;
  };
}

const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
const MAX_DRAWS = 10;
const MAX_WEEKS = 8;

const dollars = (cents: number) => formatMoney({ amount: cents / 100, currency: SITE_CURRENCY });
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** One of a game's actions, named for the game to a screen reader ("Clear game 2"). */
function GameAction({
  label,
  game,
  danger,
  onClick,
}: {
  label: string;
  game: number;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton className={classes.gameAction} data-danger={danger || undefined} onClick={onClick}>
      {label}
      <VisuallyHidden> game {game}</VisuallyHidden>
    </UnstyledButton>
  );
}

/** What a ticket comes to: its problems, its price, and the cart item once it can be added. */
function ticketOutcome(
  ticket: Ticket,
  offer: ProductOffer,
  shareCents: number | undefined,
  autoplay: boolean,
  minimumJackpot: number,
) {
  const drawNo = drawsOnSale(offer)[ticket.drawOffset]?.drawNo;
  const problems = ticketProblems(ticket, offer);
  const cents = ticketPrice(ticket, shareCents);
  const item =
    drawNo !== undefined && problems.length === 0 && cents !== undefined
      ? cartItem(ticket, drawNo, { autoplay, recurringType: offer.recurringPurchase.type, minimumJackpot })
      : undefined;
  return { problems, cents, item };
}

export function TicketBuilderView(props: TicketBuilderProps) {
  const {
    offer,
    gameType,
    causes,
    favouriteNumbers,
    offerFavourites,
    confirmed,
    adding,
    refusal,
    offline,
    onItemChange,
    onAdd,
  } = props;
  const purchasable = drawsOnSale(offer);
  const now = useRenderTime();
  const startOffset = Math.max(
    0,
    purchasable.findIndex((draw) => draw.drawNo === props.firstDrawNo),
  );
  const [ticket, setTicket] = useState<Ticket>(() =>
    props.editing
      ? ticketFromItem(
          offer,
          gameType,
          props.editing,
          purchasable.map((draw) => draw.drawNo),
        )
      : createTicket(offer, gameType, gameType.gameOffers[0]!, {
          causeKey: props.causeKey,
          drawOffset: startOffset,
        }),
  );
  /**
   * A select's choice, applied to the ticket. The value is read as the change happens: React
   * empties the event before an update's function runs, which under load is a render later.
   */
  const onChosen =
    (update: (current: Ticket, chosen: number) => Ticket) => (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = Number(event.currentTarget.value);
      setTicket((current) => update(current, chosen));
    };
  const [active, setActive] = useState(0);
  // A keyboard customer goes straight to the numbers: choosing a game to edit, or the skip link,
  // moves focus into its grid (each count is one such move) rather than past eight games' buttons.
  const numbers = useRef<HTMLDivElement>(null);
  const [toNumbers, setToNumbers] = useState(0);
  useEffect(() => {
    if (toNumbers > 0)
      numbers.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [toNumbers]);
  const editGame = (index: number) => {
    setActive(index);
    setToNumbers((count) => count + 1);
  };
  const [autoplayChosen, setAutoplay] = useState(props.editing?.recurringPurchase?.enabled ?? false);
  const autoplay = recurringEnabled(offer.recurringPurchase.availability, autoplayChosen);
  // An autoplay of a game with a jackpot may wait for a big one from its first draw (spec 2 §4).
  const [minimumJackpot, setMinimumJackpot] = useState(props.editing?.minimumJackpotAmount?.amount ?? 0);
  const hasJackpot =
    offer.type === 'lottery_ticket' &&
    gameType.key !== 'syndicate' &&
    offer.draws.some((draw) => draw.prizePool !== null);

  const gameOffer = ticket.gameOffer;
  const syndicate = offer.syndicates.find((entry) => entry.key === ticket.syndicate?.key);
  // One derivation from the ticket, so the item changes only when the ticket, its draw or
  // autoplay does (the route's price check is keyed on it).
  const shareCents = syndicate && Math.round(syndicate.sharePrice.amount * 100);
  const { problems, cents, item } = useMemo(
    () => ticketOutcome(ticket, offer, shareCents, autoplay, hasJackpot ? minimumJackpot : 0),
    [ticket, offer, shareCents, autoplay, hasJackpot, minimumJackpot],
  );
  useEffect(() => onItemChange(item), [item, onItemChange]);

  const raffle = offer.type === 'raffle_ticket';
  const unit = raffle ? 'tickets' : 'games';
  const dayChoice = offer.days.length > 0;
  const drawsLeft = purchasable.length - ticket.drawOffset;
  const activeGame = ticket.games[active];
  // A syndicate share has no draw to choose: a refusal of its draw is said with the others.
  const drawChoice = purchasable.length > 0 && gameType.key !== 'syndicate';
  const refusedHere = refusal?.other ?? (drawChoice ? undefined : refusal?.draw);

  return (
    <Stack gap="lg">
      {gameType.gameOffers.length > 1 && (
        <NativeSelect
          label="Entry"
          value={gameOffer.key}
          data={gameType.gameOffers.map((entry) => ({ value: entry.key, label: entry.name }))}
          onChange={(event) => {
            const next = gameType.gameOffers.find((entry) => entry.key === event.currentTarget.value);
            if (next) {
              setActive(0);
              setTicket(
                createTicket(offer, gameType, next, {
                  causeKey: ticket.causeKey,
                  drawOffset: ticket.drawOffset,
                }),
              );
            }
          }}
        />
      )}

      {ticket.mode === 'pick' ? (
        <Stack gap="md">
          <a
            href={`#${NUMBERS_ID}`}
            className={classes.skip}
            onClick={(event) => {
              event.preventDefault();
              setToNumbers((count) => count + 1);
            }}
          >
            Skip to the numbers of game {active + 1}
          </a>
          <Group gap="xs">
            <Button variant="light" onClick={() => setTicket((current) => quickPickAll(current))}>
              Quick pick all games
            </Button>
            <Button
              variant="default"
              disabled={ticket.games.length >= gameOffer.maxGames}
              onClick={() => {
                setTicket((current) => addGame(current));
                setActive(ticket.games.length);
              }}
            >
              Add a game
            </Button>
          </Group>
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ticket.games.map((game, index) => {
              const placeholders = gameOffer.numberSets.flatMap((set) =>
                set.placeholder ? [set.placeholder] : [],
              );
              return (
                <li key={index} className={classes.game} aria-current={index === active || undefined}>
                  <div className={classes.gameHead}>
                    <span className={classes.gameLabel}>Game {index + 1}</span>
                    <GameSlots
                      label={`Game ${index + 1} numbers`}
                      sets={pickedSets(gameOffer).map((set) => ({
                        slots: game.sets[set.key] ?? [],
                        ordered: set.ordered,
                      }))}
                      favourites={game.favourites}
                      placeholders={placeholders}
                    />
                  </div>
                  <div className={classes.gameActions}>
                    {index !== active && (
                      <GameAction label="Edit" game={index + 1} onClick={() => editGame(index)} />
                    )}
                    <GameAction
                      label="Quick pick"
                      game={index + 1}
                      onClick={() => setTicket((current) => quickPick(current, index))}
                    />
                    <GameAction
                      label="Clear"
                      game={index + 1}
                      onClick={() => setTicket((current) => clearGame(current, index))}
                    />
                    {ticket.games.length > 1 && (
                      <GameAction
                        label="Remove"
                        game={index + 1}
                        danger
                        onClick={() => {
                          setTicket((current) => removeGame(current, index));
                          setActive((current) => Math.max(0, current >= index ? current - 1 : current));
                        }}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </Stack>
          {activeGame && (
            <Card withBorder padding="md" id={NUMBERS_ID} ref={numbers} tabIndex={-1}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    Game {active + 1}
                    {gameComplete(activeGame) ? ' (complete)' : ''}
                  </Title>
                  {favouriteNumbers.length > 0 ? (
                    <Checkbox
                      label="Use my favourite numbers"
                      checked={activeGame.favourites !== undefined}
                      onChange={() =>
                        setTicket((current) => toggleFavourites(current, active, favouriteNumbers))
                      }
                    />
                  ) : (
                    offerFavourites && (
                      <NavLinkTo to="/my-account/favourite-numbers">Choose your favourite numbers</NavLinkTo>
                    )
                  )}
                </Group>
                {pickedSets(gameOffer).map((set) => {
                  const chosen = [...(activeGame.sets[set.key] ?? []).filter((n): n is number => n !== null)];
                  const pinned = set.key === MAIN_SET ? (activeGame.favourites ?? []) : [];
                  return (
                    <Stack key={set.key} gap={4}>
                      <Text fw={600} size="sm">
                        {set.name === 'Numbers' ? `Pick ${set.count} numbers` : `Pick the ${set.name}`}
                        {set.ordered ? ' in the order you think they will be drawn' : ''}
                      </Text>
                      <NumberPicker
                        set={set}
                        label={`Game ${active + 1}: ${set.name}`}
                        chosen={[...pinned, ...chosen].filter((n) => hasNumber(activeGame, set.key, n))}
                        pinned={pinned}
                        onToggle={(number) =>
                          setTicket((current) => toggleNumber(current, active, set.key, number))
                        }
                      />
                    </Stack>
                  );
                })}
              </Stack>
            </Card>
          )}
        </Stack>
      ) : gameType.key === 'syndicate' ? (
        <Stack gap="sm">
          <Radio.Group
            label="Syndicate"
            value={ticket.syndicate?.key ?? ''}
            onChange={(key) => setTicket((current) => setSyndicate(current, key, 1))}
          >
            <Stack gap="xs" mt="xs">
              {offer.syndicates.map((entry) => (
                <Radio
                  key={entry.key}
                  value={entry.key}
                  disabled={entry.sharesRemaining === 0}
                  label={`${entry.name}: ${entry.numGames} games, ${formatMoney(entry.sharePrice)} a share`}
                  description={`${entry.sharesRemaining} of ${entry.sharesTotal} shares left`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {syndicate && ticket.syndicate && (
            <NativeSelect
              label="Shares"
              value={String(ticket.syndicate.numShares)}
              data={range(1, Math.min(10, syndicate.sharesRemaining)).map(String)}
              onChange={onChosen((current, chosen) => setSyndicate(current, syndicate.key, chosen))}
            />
          )}
        </Stack>
      ) : (
        <NativeSelect
          label={raffle ? 'Tickets' : 'Games'}
          description={raffle ? undefined : 'Your numbers are picked at random when you buy.'}
          value={String(ticket.numGames)}
          data={gameOffer.prices.map((row) => ({
            value: String(row.games),
            label: `${row.games} ${row.games === 1 ? unit.slice(0, -1) : unit} for ${formatMoney({ amount: row.price, currency: gameOffer.priceCurrency })}`,
          }))}
          onChange={onChosen((current, chosen) => setNumGames(current, chosen))}
        />
      )}

      {offer.causes.length > 1 && (
        <Radio.Group
          label="Cause your ticket supports"
          value={ticket.causeKey ?? ''}
          onChange={(key) => setTicket((current) => setCause(current, key))}
        >
          <Stack gap="xs" mt="xs">
            {offer.causes.map((key) => {
              const cause = causes.find((entry) => entry.key === key);
              return <Radio key={key} value={key} label={cause?.name ?? key} description={cause?.charity} />;
            })}
          </Stack>
        </Radio.Group>
      )}

      {drawChoice && (
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={dayChoice ? 'Starting' : 'Draw'}
            value={String(ticket.drawOffset)}
            error={refusal?.draw}
            data={purchasable.map((entry, index) => ({
              value: String(index),
              label: `${forwardDrawLabel(index)}: ${drawDayWithDate(entry.drawDate, now)}${entry.purchaseStatus === 'pre_order' ? ', pre-order' : ''}`,
            }))}
            onChange={onChosen((current, chosen) => setDraws(current, chosen, current.numDraws))}
          />
          {!dayChoice && !raffle && !autoplay && (
            <NativeSelect
              label="Number of draws"
              value={String(ticket.numDraws)}
              data={range(1, Math.min(MAX_DRAWS, drawsLeft)).map(String)}
              onChange={onChosen((current, chosen) => setDraws(current, current.drawOffset, chosen))}
            />
          )}
        </Group>
      )}

      {dayChoice && (
        <Group gap="md" align="flex-end">
          <Checkbox.Group label="Draw days" value={ticket.days}>
            <Group gap="md" mt="xs">
              {offer.days.map((day) => (
                <Checkbox
                  key={day}
                  value={day}
                  label={DAY_NAMES[day]}
                  onChange={() => setTicket((current) => toggleDay(current, day))}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {!autoplay && (
            <NativeSelect
              label="Weeks"
              value={String(ticket.numWeeks)}
              data={range(
                1,
                Math.min(MAX_WEEKS, Math.floor(drawsLeft / Math.max(1, ticket.days.length))),
              ).map(String)}
              onChange={onChosen((current, chosen) => setWeeks(current, chosen))}
            />
          )}
        </Group>
      )}

      {offer.recurringPurchase.type === 'subscription' && autoplay ? (
        // Sold only as a subscription: said before anything is added, to visitors too.
        <Alert color="gray" variant="light" title="A subscription">
          We buy these tickets for every draw until you pause or cancel it, from your wallet or your default
          card. Change your tickets or cause any time in My account.
        </Alert>
      ) : (
        props.canAutoplay &&
        offer.recurringPurchase.availability !== 'never' &&
        gameType.key !== 'syndicate' && (
          <Checkbox
            label="Play every draw with autoplay"
            description="We buy this ticket for each draw until you pause or cancel it."
            checked={autoplay}
            disabled={offer.recurringPurchase.availability === 'always'}
            onChange={(event) => setAutoplay(event.currentTarget.checked)}
          />
        )
      )}
      {autoplay && hasJackpot && <MinimumJackpot value={minimumJackpot} onChange={setMinimumJackpot} />}

      <Card withBorder padding="md" aria-live="polite">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              Price
            </Text>
            <Text fw={800} size="xl" data-testid="ticket-price">
              {cents === undefined ? '—' : dollars(cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {offline
                ? 'You are offline. Your ticket stays here; add it once you are back online.'
                : confirmed.pending
                  ? 'Checking the price…'
                  : confirmed.amount !== undefined
                    ? 'Price confirmed'
                    : (confirmed.problem ?? '')}
            </Text>
          </div>
          <Button
            size="md"
            loading={adding}
            disabled={item === undefined || offline}
            onClick={() => item && !adding && !offline && onAdd(item)}
          >
            {props.editing ? 'Update cart' : props.addLabel}
          </Button>
        </Group>
        {refusedHere && (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {refusedHere}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            mt="sm"
            title="Before you add this ticket"
            // Mantine's light orange title is 2.9:1 on its background; WCAG AA asks 4.5:1.
            styles={{ title: { color: 'var(--mantine-color-black)' } }}
          >
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {problems.map((problem) => (
                <li key={problem.target}>{problem.message}</li>
              ))}
            </ul>
          </Alert>
        )}
      </Card>
    </Stack>
  );
}
