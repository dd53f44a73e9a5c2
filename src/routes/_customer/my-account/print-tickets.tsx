import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { ticketQueries } from '@/features/results/queries';
import { TicketsPending } from '@/features/results/ticket-views';
import { NumberBalls } from '@/ui/number-balls';
import { longDrawDate } from '@/lib/draw-labels';
import { SavedLabel } from '@/ui/saved-label';
import { SavedTicketsNotice } from '@/routes/_customer/my-account/-tickets-page';
import classes from './print-tickets.module.css';
import { formatCount } from '@/lib/site-locale';

/** /my-account/print-tickets: the upcoming tickets on paper, numbers and draws, nothing else. */
export const Route = createFileRoute('/_customer/my-account/print-tickets')({
  staticData: { offline: true },
  component: PrintTickets,
});

function PrintTickets() {
  const { customerId, savedOnly } = Route.useRouteContext();
  // The first page of upcoming tickets holds the ten most recent; print lists at most those.
  const query = useQuery({
    ...ticketQueries.orders(customerId, 'upcoming_products', 1),
    enabled: !savedOnly,
  });
  return (
    <Container size="md" py="xl">
      <SitePageMeta title="Print my tickets" />
      <Stack gap="md">
        <Title order={1}>My upcoming tickets</Title>
        <SavedTicketsNotice savedOnly={savedOnly} />
        <Button className="no-print" w="fit-content" onClick={() => window.print()} disabled={!query.data}>
          Print
        </Button>
        <SavedLabel query={query} kept={savedOnly} />
        {query.data === undefined ? (
          <TicketsPending
            query={query}
            savedOnly={savedOnly}
            error={GENERIC_ERROR_MESSAGE}
            loading={<Text aria-busy="true">Loading your tickets…</Text>}
          />
        ) : query.data.items.length === 0 ? (
          <Text>You have no tickets in draws still to come.</Text>
        ) : (
          query.data.items.map((order) => (
            <Stack key={order.id} gap={6} className={classes.ticket} component="article">
              <Title order={2} size="h4">
                {order.description}
              </Title>
              <Text size="sm">
                {order.draws.map((draw) => `Draw ${draw.drawNo}, ${longDrawDate(draw.drawDate)}`).join('; ')}
              </Text>
              {order.games.map((game, index) => (
                <NumberBalls key={index} label={`Game ${index + 1}`} numbers={Object.values(game).flat()} />
              ))}
              {order.ticketNumbers.length > 0 && (
                <Text size="sm">
                  Ticket numbers: {order.ticketNumbers.map((n) => formatCount(n)).join(', ')}
                </Text>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
