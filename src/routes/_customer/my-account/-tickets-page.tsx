/**
 * The customer's ticket pages (spec 2 §2, under /my-account): a list of orders upcoming or past,
 * and one order in full. Personal: rendered on the client for the signed-in customer only.
 */
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import type { OrderList } from '@contract/schemas/results';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { loginLink } from '@/features/auth/route-guard';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { listLink, OrderDetail, OrdersList } from '@/features/results/ticket-views';
import { useCapability } from '@/features/capabilities/capability-gate';
import { ticketQueries } from '@/features/results/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useRenderTime } from '@/ui/use-hydrated';
import { usePrizePictures } from '@/routes/-components/use-prize-pictures';

// What to play again is of use only with a connection (buying needs one): not kept offline.
const PlayAgain = lazy(() => import(/* online-only */ '@/features/results/play-again'));

const TITLES: Record<OrderList, { title: string; intro: string }> = {
  upcoming_products: { title: 'Upcoming tickets', intro: 'Your tickets in draws still to come.' },
  past_products: { title: 'Past tickets', intro: 'Your drawn tickets, what they matched and what they won.' },
};

/**
 * Above a kept snapshot (the session ended by inactivity): what the customer is reading, and the
 * way to see it as it is now.
 */
export function SavedTicketsNotice({ savedOnly }: { savedOnly: boolean }) {
  const path = useLocation({ select: (location) => location.pathname });
  if (!savedOnly) return null;
  return (
    <Alert color="blue" role="status" title="Your session has ended">
      These are your tickets as saved on this device, to read only.{' '}
      <NavLinkTo link={loginLink(path)}>Log in</NavLinkTo> to see them up to date.
    </Alert>
  );
}

export function TicketsListPage({
  customerId,
  list,
  page,
  savedOnly,
}: {
  customerId: string;
  list: OrderList;
  page: number;
  savedOnly: boolean;
}) {
  const { title, intro } = TITLES[list];
  // Nothing invites a customer on a break or self-excluded to buy (issue 62, point 1).
  const canPlay = useCapability('commercial_lotteries');
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={page > 1 ? `${title}, page ${page}` : title} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <SavedTicketsNotice savedOnly={savedOnly} />
        <Text>
          {intro} <NavLinkTo to="/my-account">Back to my account</NavLinkTo>
        </Text>
        <OrdersList
          customerId={customerId}
          list={list}
          page={page}
          savedOnly={savedOnly}
          picture={usePrizePictures()}
        />
        {list === 'past_products' && page === 1 && !savedOnly && canPlay && (
          <Suspense fallback={null}>
            <PlayAgain customerId={customerId} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}

export function TicketPage({
  customerId,
  orderId,
  back,
  savedOnly,
}: {
  customerId: string;
  orderId: number;
  back: OrderList;
  savedOnly: boolean;
}) {
  // A ticket whose draws are all drawn is a past one, wherever it was opened from (a receipt's
  // link is to the upcoming ticket): it moves to its place among the past tickets.
  const { data: order } = useQuery({ ...ticketQueries.order(customerId, orderId), enabled: !savedOnly });
  const now = useRenderTime();
  const drawn =
    order !== undefined && order.draws.every((draw) => Date.parse(draw.drawDate) <= now.getTime());
  const list = back === 'upcoming_products' && drawn ? 'past_products' : back;
  const navigate = useNavigate();
  useEffect(() => {
    if (list !== back)
      void navigate({ to: '/my-account/past-tickets/ticket/$id', params: { id: orderId }, replace: true });
  }, [list, back, navigate, orderId]);
  return (
    <Container size="md" py="xl">
      <SitePageMeta title="Your ticket" />
      <Stack gap="md">
        <NavLinkTo link={listLink(list, 1)}>
          <span aria-hidden="true">← </span>
          {TITLES[list].title}
        </NavLinkTo>
        <SavedTicketsNotice savedOnly={savedOnly} />
        <OrderDetail
          options={ticketQueries.order(customerId, orderId)}
          savedOnly={savedOnly}
          picture={usePrizePictures()}
        />
      </Stack>
    </Container>
  );
}
