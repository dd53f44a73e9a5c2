/**
 * The customer's tickets (spec 2 §2, under /my-account): orders upcoming or past a page at a time,
 * and one order draw by draw, each game's numbers with the matched ones marked, its division and
 * prize. Read from the device when offline (persisted under the customer's key, wiped on sign-out),
 * and only from it (`savedOnly`) once the session has ended by inactivity.
 */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CustomerOrder, CustomerTicket, OrderDraw, OrderList } from '@contract/schemas/results';
import { GENERIC_ERROR_MESSAGE, isNotFound } from '@/api';
import { NotSavedOffline, useWaitsOffline } from '@/ui/not-saved-offline';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { ErrorAlert } from '@/ui/error-alert';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { TicketIcon } from '@/ui/list-icons';
import { Pager } from '@/ui/pager';
import { SavedLabel } from '@/ui/saved-label';
import { ticketQueries } from './queries';
import { recurringLink } from '@/lib/recurring';
import { LineMark, gameColour, useGameBrand, type PrizePicture } from '@/ui/game-brand';
import { NumberBalls, TicketNumbers, WinningNumbers } from '@/ui/number-balls';
import { ShareButton } from '@/ui/share-button';
import { formatCount } from '@/lib/site-locale';

/** Page `page` of a list of the customer's tickets. */
export const listLink = (list: OrderList, page: number): AppLink =>
  list === 'upcoming_products'
    ? { to: '/my-account/upcoming-tickets/{-$page}', params: { page } }
    : { to: '/my-account/past-tickets/{-$page}', params: { page } };

/** One ticket, read from the list it is in. */
export const ticketLink = (list: OrderList, id: number): AppLink =>
  list === 'upcoming_products'
    ? { to: '/my-account/upcoming-tickets/ticket/$id', params: { id } }
    : { to: '/my-account/past-tickets/ticket/$id', params: { id } };

function Loading() {
  return <CardSkeletons body="balls" label="Loading your tickets" />;
}

/** What an order won so far, in words. */
/**
 * What a ticket has won: nothing yet while its first draw is to come (never "No win" before a
 * draw), nothing so far while more draws are to come, and what it won once drawn.
 */
export function winnings(
  order: Pick<CustomerOrder, 'prize' | 'bestDivision' | 'draws' | 'nextDrawDate'>,
): string {
  const next = order.nextDrawDate;
  if (order.bestDivision === null && next !== null)
    return order.draws[0]?.drawDate === next
      ? `Waiting for its draw on ${longDrawDate(next)}`
      : `No win yet, with a draw to come on ${longDrawDate(next)}`;
  if (order.bestDivision === null) return 'No win';
  return order.prize.amount > 0
    ? `Won ${formatMoney(order.prize)} (best: division ${order.bestDivision})`
    : `Won division ${order.bestDivision}`;
}

export function OrderCard({
  order,
  list,
  picture,
}: {
  order: CustomerOrder;
  list: OrderList;
  picture: PrizePicture;
}) {
  const draws = order.draws;
  const brand = useGameBrand(order.productOfferKey);
  return (
    <Card withBorder padding="md" component="article" style={gameColour(brand)}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <LineMark offerKey={order.productOfferKey} drawNo={draws[0]?.drawNo} picture={picture} />
          <Title order={2} size="h4">
            {order.description}
          </Title>
        </Group>
        <Text size="sm">
          {draws.length === 1
            ? `Draw ${draws[0]!.drawNo}, ${longDrawDate(draws[0]!.drawDate)}`
            : `${draws.length} draws, ${draws[0] ? longDrawDate(draws[0].drawDate) : ''} to ${draws.at(-1) ? longDrawDate(draws.at(-1)!.drawDate) : ''}`}
        </Text>
        {list === 'upcoming_products' && order.nextDrawDate && (
          <Text size="sm">Next draw {longDrawDate(order.nextDrawDate)}</Text>
        )}
        {list === 'past_products' && <Text fw={700}>{winnings(order)}</Text>}
        <NavLinkTo link={ticketLink(list, order.id)}>
          View ticket<span aria-hidden="true"> →</span>
        </NavLinkTo>
      </Stack>
    </Card>
  );
}

/**
 * What shows while a ticket query has no data: loading, its error, or, for a kept snapshot (which
 * fetches nothing), that the device holds no copy of it.
 */
export function TicketsPending({
  query,
  savedOnly,
  error,
  notFound,
  loading = <Loading />,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'fetchStatus' | 'data'>;
  savedOnly: boolean;
  error: string;
  /** What to say when the server has no such ticket. */
  notFound?: string;
  loading?: ReactNode;
}) {
  const notSaved = useWaitsOffline(query);
  if (savedOnly) return <Text>This device has no saved copy of these tickets.</Text>;
  if (notSaved) return <NotSavedOffline />;
  if (!query.isError) return loading;
  return <ErrorAlert message={notFound && isNotFound(query.error) ? notFound : error} />;
}

export function OrdersList({
  customerId,
  list,
  page,
  savedOnly,
  picture,
}: {
  customerId: string;
  list: OrderList;
  page: number;
  savedOnly: boolean;
  picture: PrizePicture;
}) {
  const query = useQuery({ ...ticketQueries.orders(customerId, list, page), enabled: !savedOnly });
  if (query.data === undefined)
    return <TicketsPending query={query} savedOnly={savedOnly} error={GENERIC_ERROR_MESSAGE} />;
  const { items, pageInfo } = query.data;
  return (
    <Stack gap="md">
      <SavedLabel query={query} kept={savedOnly} />
      {items.length === 0 ? (
        <NoTickets list={list} />
      ) : (
        items.map((order) => <OrderCard key={order.id} order={order} list={list} picture={picture} />)
      )}
      <Pager page={page} totalPages={pageInfo?.totalPages ?? 1} link={(to) => listLink(list, to)} />
    </Stack>
  );
}

/** A list of the customer's tickets with none in it: what it would hold, and where to buy some. */
export function NoTickets({ list }: { list: OrderList }) {
  return (
    <EmptyState
      icon={<TicketIcon />}
      title={
        list === 'upcoming_products'
          ? 'You have no tickets in draws still to come.'
          : 'None of your tickets has been drawn yet.'
      }
      action={<NavLinkTo to="/lotto-tickets">Find a lottery</NavLinkTo>}
    >
      {list === 'upcoming_products'
        ? 'Tickets you buy show here until their draw, and stay on this device to read offline.'
        : 'Once a draw is done, its tickets and what they won show here.'}
    </EmptyState>
  );
}

export function TicketLine({
  ticket,
  winning,
}: {
  ticket: CustomerTicket;
  winning: Record<string, number[]> | null;
}) {
  const drawn = ticket.result !== null;
  const prize = ticket.prize && ticket.prize.amount > 0 ? `, ${formatMoney(ticket.prize)}` : '';
  const division = ticket.division === null ? null : `division ${ticket.division}${prize}`;
  // A raffle ticket is its number: the ball says it, with what it won beside it.
  if (ticket.ticketNumber !== null)
    return (
      <Group gap="sm">
        <NumberBalls
          numbers={[ticket.ticketNumber]}
          label={`Ticket ${formatCount(ticket.ticketNumber)}`}
          matched={winning?.tickets ?? []}
        />
        {drawn && (
          <Text size="sm" fw={600}>
            {division === null ? 'No win' : `Won ${division}`}
          </Text>
        )}
      </Group>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Game {ticket.gameNo}
        {drawn && `: ${division ?? 'no win'}`}
      </Text>
      {ticket.numbers && <TicketNumbers game={ticket.numbers} winning={winning} />}
    </Stack>
  );
}

function DrawSection({ draw }: { draw: OrderDraw }) {
  const drawn = draw.winningNumbers !== null;
  return (
    <Card withBorder padding="md" component="section" aria-label={`Draw ${draw.drawNo}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Draw {draw.drawNo}, {longDrawDate(draw.drawDate)}
          </Title>
          <Badge color={drawn ? 'gray' : 'blue'}>{drawn ? 'Drawn' : 'Still to come'}</Badge>
        </Group>
        {draw.winningNumbers && draw.winningNumbers.numbers && (
          <WinningNumbers numbers={draw.winningNumbers} />
        )}
        {draw.tickets.map((ticket) => (
          <TicketLine key={ticket.ticketId} ticket={ticket} winning={draw.winningNumbers} />
        ))}
        {draw.prize && (
          <Text fw={700}>
            This draw: {draw.prize.amount > 0 ? `won ${formatMoney(draw.prize)}` : 'no win'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const TICKET_NOT_FOUND =
  'This ticket was not found in your account. Your upcoming and past tickets are listed in My account.';

/** One order in full: `options` reads it (an order by id, or a lotto party session's share order). */
export function OrderDetail({
  options,
  savedOnly,
  error = 'We were unable to load your ticket. Please try again.',
  notFound = TICKET_NOT_FOUND,
  picture,
}: {
  options: ReturnType<typeof ticketQueries.order>;
  savedOnly: boolean;
  error?: string;
  notFound?: string;
  picture: PrizePicture;
}) {
  const query = useQuery({ ...options, enabled: !savedOnly });
  const brand = useGameBrand(query.data?.productOfferKey ?? '');
  if (query.data === undefined)
    return <TicketsPending query={query} savedOnly={savedOnly} error={error} notFound={notFound} />;
  const order = query.data;
  // Shared as its draw's public results page: the ticket's own page is the customer's alone.
  const firstDraw = order.drawResults?.[0];
  return (
    <Stack gap="md" style={gameColour(brand)}>
      <SavedLabel query={query} kept={savedOnly} />
      <Group gap="sm" wrap="nowrap">
        <LineMark
          offerKey={order.productOfferKey}
          drawNo={order.draws[0]?.drawNo}
          picture={picture}
          size={48}
        />
        <Title order={1}>{order.description}</Title>
      </Group>
      <Text>
        Bought {longDrawDate(order.createdAt)} for {formatMoney(order.paid)}
        {order.paid.amount < order.price.amount
          ? ` (${formatMoney(order.price)} less a promotion)`
          : ''}. {winnings(order)}.
      </Text>
      {(order.drawResults ?? []).map((draw) => (
        <DrawSection key={draw.drawId} draw={draw} />
      ))}
      <Group gap="md" className="no-print">
        {order.autoplayId !== null && order.recurringType !== null && (
          <NavLinkTo link={recurringLink({ type: order.recurringType, autoplayId: order.autoplayId })}>
            {order.recurringType === 'subscription' ? 'Its subscription' : 'Its autoplay'}
          </NavLinkTo>
        )}
        <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: order.offerUrl }}>
          Play {order.lottery} again
        </NavLinkTo>
        <NavLinkTo to="/$productOfferKey/results" params={{ productOfferKey: order.offerUrl }}>
          {order.lottery} results
        </NavLinkTo>
        {firstDraw && (
          <ShareButton
            label="Share this ticket"
            shared={{
              title: `My ${order.lottery} ticket`,
              text: `My ${order.lottery} ticket for draw ${firstDraw.drawNo}, ${longDrawDate(firstDraw.drawDate)}`,
              url: `/${order.offerUrl}/results/draw/${firstDraw.drawNo}`,
            }}
          />
        )}
      </Group>
    </Stack>
  );
}
