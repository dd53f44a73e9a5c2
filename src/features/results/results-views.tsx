/**
 * The results pages' lists (spec 2 §2): the latest result of every game, one game's draws, a month
 * of the archive, one draw in full. Results change with every draw, so a prerendered page carries
 * only its frame: the lists render after hydration, from the device's saved copy when there is one
 * (marked "Saved on this device" offline), else from the network behind a skeleton.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import type { PastDraw, ResultCategory } from '@contract/schemas/results';
import { GENERIC_ERROR_MESSAGE, isNotFound } from '@/api';
import { NotSavedOffline, useWaitsOffline } from '@/ui/not-saved-offline';
import { longDrawDate } from '@/lib/draw-labels';
import { ErrorAlert } from '@/ui/error-alert';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { BallsIcon } from '@/ui/list-icons';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { Pager } from '@/ui/pager';
import { SavedLabel } from '@/ui/saved-label';
import { useHydrated, useVisitor } from '@/ui/use-hydrated';
import { PastDrawCard } from './past-draw-card';
import { DivisionsTable, RafflePrizesTable, RaffleWinnersTable } from './prize-tables';
import { resultQueries, ticketQueries, type ResultsPage } from './queries';
import { TicketLine, ticketLink } from './ticket-views';
import { GameColour } from '@/ui/game-brand';
import { WinningNumbers } from '@/ui/number-balls';

export function ResultsSkeleton({ cards = 3 }: { cards?: number }) {
  return <CardSkeletons count={cards} body="balls" label="Loading results" />;
}

/**
 * A query's states as a results page shows them: skeleton, the spec's error (or, when the server
 * has no such thing, `notFound`), or the data.
 */
function Loaded<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  notFound?: string;
  children: (data: T) => ReactNode;
}) {
  const notSaved = useWaitsOffline(query);
  // Data that arrives once the page is up (a query's store updates synchronously) renders in the
  // background, a card at a time, with the skeleton shown meanwhile: rendered at once, five cards
  // of results were the longest task on /lotto-results (170 ms in Lighthouse's trace).
  const data = useDeferredValue(query.data);
  if (data === undefined) {
    if (notSaved) return <NotSavedOffline />;
    if (!query.isError) return <ResultsSkeleton />;
    return <ErrorAlert message={notFound && isNotFound(query.error) ? notFound : GENERIC_ERROR_MESSAGE} />;
  }
  return (
    <Stack gap="md">
      <SavedLabel query={query} />
      {children(data)}
    </Stack>
  );
}

/** Only after hydration: the prerendered frame shows the skeleton. */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <ResultsSkeleton />;
}

function DrawList({
  page,
  data,
  link,
  empty,
}: {
  page: number;
  data: ResultsPage<PastDraw>;
  link: (page: number) => AppLink;
  empty: string;
}) {
  if (data.items.length === 0)
    return page > 1 ? (
      <Text>
        There are no results on this page. <NavLinkTo link={link(1)}>See the latest results</NavLinkTo>.
      </Text>
    ) : (
      <EmptyState icon={<BallsIcon />} title={empty}>
        A draw’s numbers and prizes show here once it is drawn.
      </EmptyState>
    );
  return (
    <>
      {data.items.map((draw) => (
        <PastDrawCard key={draw.drawId} draw={draw} />
      ))}
      <Pager page={page} totalPages={data.pageInfo?.totalPages ?? 1} link={link} />
    </>
  );
}

function LatestList({
  category,
  page,
  link,
}: {
  category?: ResultCategory;
  page: number;
  link: (page: number) => AppLink;
}) {
  const pricingId = useVisitor().pricingId() ?? DEFAULT_PRICING_ID;
  const query = useQuery(resultQueries.latest(pricingId, category, page));
  return (
    <Loaded query={query}>
      {(data) => <DrawList page={page} data={data} link={link} empty="No draws have results yet." />}
    </Loaded>
  );
}

export const LatestResults = (props: {
  category?: ResultCategory;
  page: number;
  link: (page: number) => AppLink;
}) => (
  <AfterHydration>
    <LatestList {...props} />
  </AfterHydration>
);

function GameList({
  offerKey,
  page,
  link,
}: {
  offerKey: string;
  page: number;
  link: (page: number) => AppLink;
}) {
  const query = useQuery(resultQueries.game(offerKey, page));
  return (
    <Loaded query={query}>
      {(data) => <DrawList page={page} data={data} link={link} empty="This game has no results yet." />}
    </Loaded>
  );
}

export const GameResults = (props: { offerKey: string; page: number; link: (page: number) => AppLink }) => (
  <AfterHydration>
    <GameList {...props} />
  </AfterHydration>
);

function MonthList({ offerKey, year, month }: { offerKey: string; year: number; month: number }) {
  const query = useQuery(resultQueries.month(offerKey, year, month));
  return (
    <Loaded query={query}>
      {(draws) =>
        draws.length === 0 ? (
          <Text>There were no draws in this month.</Text>
        ) : (
          draws.map((draw) => <PastDrawCard key={draw.drawId} draw={draw} />)
        )
      }
    </Loaded>
  );
}

export const MonthResults = (props: { offerKey: string; year: number; month: number }) => (
  <AfterHydration>
    <MonthList {...props} />
  </AfterHydration>
);

const drawNotFound = (drawNo: number) =>
  `Draw ${drawNo} was not found: there is no such draw, or its results are not out yet.`;

function FullResult({ offerKey, drawNo }: { offerKey: string; drawNo: number }) {
  const query = useQuery(resultQueries.draw(offerKey, drawNo));
  return (
    <Loaded query={query} notFound={drawNotFound(drawNo)}>
      {(draw) => (
        <GameColour offerKey={draw.offerKey}>
          <Stack gap="lg">
            <Group gap="md">
              <Text>Drawn {longDrawDate(draw.drawDate)}</Text>
            </Group>
            {draw.type === 'raffle_ticket_draw' ? (
              <RaffleWinnersTable
                winners={draw.winnerInfo}
                caption={`Prizes and winners of draw ${draw.drawNo}`}
              />
            ) : (
              <>
                {draw.winningNumbers && (
                  <Stack gap="xs">
                    <Title order={2} size="h3">
                      Winning numbers
                    </Title>
                    <WinningNumbers numbers={draw.winningNumbers} headed />
                  </Stack>
                )}
                <DivisionsTable divisions={draw.divisions} caption={`Prizes of draw ${draw.drawNo}`} />
              </>
            )}
            <YourTickets offerKey={offerKey} drawNo={drawNo} />
          </Stack>
        </GameColour>
      )}
    </Loaded>
  );
}

/** A signed-in customer's own tickets in the draw, with what each won. */
function YourTickets({ offerKey, drawNo }: { offerKey: string; drawNo: number }) {
  const customerId = useVisitor().customerId();
  const { data } = useQuery({
    ...ticketQueries.draw(customerId ?? '', offerKey, drawNo),
    enabled: customerId !== undefined,
  });
  const tickets = data?.customerData?.orders ?? [];
  if (customerId === undefined || tickets.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-tickets">
      <Title order={2} size="h3" id="your-tickets">
        Your tickets in this draw
      </Title>
      {[...new Set(tickets.map((ticket) => ticket.orderId))].map((orderId) => (
        <Stack key={orderId} gap="xs">
          {tickets
            .filter((ticket) => ticket.orderId === orderId)
            .map((ticket) => (
              <TicketLine key={ticket.ticketId} ticket={ticket} winning={data?.winningNumbers ?? null} />
            ))}
          <NavLinkTo link={ticketLink('past_products', orderId)}>View the whole ticket</NavLinkTo>
        </Stack>
      ))}
    </Stack>
  );
}

export const DrawResult = (props: { offerKey: string; drawNo: number }) => (
  <AfterHydration>
    <FullResult {...props} />
  </AfterHydration>
);

function RafflePrizes({ offerKey, drawNo, drawsOn }: { offerKey: string; drawNo: number; drawsOn?: string }) {
  const prizes = useQuery(resultQueries.prizes(offerKey, drawNo));
  const winners = useQuery({ ...resultQueries.winners(offerKey, drawNo), enabled: drawsOn === undefined });
  return (
    <Loaded query={prizes} notFound={drawNotFound(drawNo)}>
      {(rows) => (
        <>
          <RafflePrizesTable prizes={rows} caption={`The prizes in draw ${drawNo}`} />
          {drawsOn === undefined ? (
            <Loaded query={winners}>
              {(list) => <RaffleWinnersTable winners={list} caption={`The winners of draw ${drawNo}`} />}
            </Loaded>
          ) : (
            <Text>The winners will be published here after the draw on {longDrawDate(drawsOn)}.</Text>
          )}
        </>
      )}
    </Loaded>
  );
}

/** A raffle draw's prizes, and once it is drawn its winners; `drawsOn` when it is still to come. */
export const PrizesAndWinners = (props: { offerKey: string; drawNo: number; drawsOn?: string }) => (
  <AfterHydration>
    <RafflePrizes {...props} />
  </AfterHydration>
);
