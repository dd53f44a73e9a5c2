/**
 * The customer's ticket pages (spec 2 §2, under /my-account): a list of orders upcoming or past,
 * and one order in full. Personal: rendered on the client for the signed-in customer only.
 */
import { Container, Stack, Text, Title } from '@mantine/core';
import { notFound } from '@tanstack/react-router';
import type { OrderList } from '../../../contract/schemas/results';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { LIST_PATHS, OrderDetail, OrdersList } from '../../features/results/ticket-views';
import { NavLinkTo } from '../../ui/nav-link-to';

const TITLES: Record<OrderList, { title: string; intro: string }> = {
  upcoming_products: { title: 'Upcoming tickets', intro: 'Your tickets in draws still to come.' },
  past_products: { title: 'Past tickets', intro: 'Your drawn tickets, what they matched and what they won.' },
};

export function TicketsListPage({
  customerId,
  list,
  page,
}: {
  customerId: string;
  list: OrderList;
  page: number;
}) {
  const { title, intro } = TITLES[list];
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={page > 1 ? `${title}, page ${page}` : title} path={LIST_PATHS[list]} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>
          {intro} <NavLinkTo href="/my-account">Back to my account</NavLinkTo>
        </Text>
        <OrdersList customerId={customerId} list={list} page={page} />
      </Stack>
    </Container>
  );
}

/** An order id from the address: a whole number, else not found. */
export function orderIdParam(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function TicketPage({
  customerId,
  orderId,
  back,
}: {
  customerId: string;
  orderId: number;
  back: OrderList;
}) {
  return (
    <Container size="md" py="xl">
      <SitePageMeta title="Your ticket" path={`${LIST_PATHS[back]}/ticket/${orderId}`} />
      <Stack gap="md">
        <NavLinkTo href={LIST_PATHS[back]}>
          <span aria-hidden="true">← </span>
          {TITLES[back].title}
        </NavLinkTo>
        <OrderDetail customerId={customerId} orderId={orderId} />
      </Stack>
    </Container>
  );
}
