/**
 * A receipt (spec 2 §3): each order with its draws and the numbers played (raffle ticket numbers),
 * pre-orders to be paid when their draw opens (each linked to its page, where it can be cancelled),
 * the totals and the wallet balance the purchase left.
 */
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@contract/schemas/shop';
import { linkOptions } from '@tanstack/react-router';
import { isNotFound } from '@/api';
import type { AppLink } from '@/lib/app-link';
import { LineMark, gameColour, useGameBrands, type PrizePicture } from '@/ui/game-brand';
import { NavLinkTo } from '@/ui/nav-link-to';
import { TicketNumbers } from '@/ui/number-balls';
import { NotSavedOffline, useWaitsOffline } from '@/ui/not-saved-offline';
import { drawTime, longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { recurringLink } from '@/lib/recurring';
import { checkoutQueries } from './queries';

/** Where an order of the receipt is read in full: a syndicate share's page, or its ticket's. */
const orderLink = (order: Receipt['orders'][number]): AppLink =>
  order.productType === 'syndicate_share'
    ? { to: '/my-account/syndicate-tickets/share/$id', params: { id: order.id } }
    : { to: '/my-account/upcoming-tickets/ticket/$id', params: { id: order.id } };

export function ReceiptView({
  customerId,
  checkoutId,
  picture,
  thanks = 'Thank you.',
  preOrderPages,
}: {
  customerId: string;
  checkoutId: string;
  /** A raffle order's prize picture (a lottery's order shows its game's mark). */
  picture: PrizePicture;
  /** The receipt's thanks, once: a partner's page thanks the customer for supporting the partner. */
  thanks?: string;
  /** Whether a pre-order's page is open to the customer (the combined recurring purchases capability). */
  preOrderPages: boolean;
}) {
  const query = useQuery(checkoutQueries.receipt(customerId, checkoutId));
  const brands = useGameBrands();
  const { data: receipt, status, error } = query;
  if (useWaitsOffline(query)) return <NotSavedOffline />;
  if (status === 'pending') return <Skeleton height={240} />;
  if (!receipt)
    return (
      <Text role="alert">
        {isNotFound(error)
          ? 'This receipt was not found in your account. Your tickets are listed in My account.'
          : 'This receipt could not be loaded. Try again in a moment.'}
      </Text>
    );
  return (
    <Stack gap="md">
      <Text>{thanks} Your tickets are bought and waiting for their draws. Good luck!</Text>
      <Text size="sm" data-testid="receipt-when">
        Bought {longDrawDate(receipt.createdAt)}, {drawTime(receipt.createdAt)} · Receipt {receipt.checkoutId}
      </Text>
      {receipt.orders.map((order) => (
        <Card key={order.id} withBorder padding="md" style={gameColour(brands(order.productOfferKey))}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <LineMark offerKey={order.productOfferKey} drawNo={order.draws[0]?.drawNo} picture={picture} />
              <Title order={2} size="h4">
                {order.description}
              </Title>
            </Group>
            <Text fw={700}>{formatMoney(order.price)}</Text>
          </Group>
          <Text size="sm">Order number {order.id}</Text>
          <Text size="sm">
            {order.draws.map((draw) => `Draw ${draw.drawNo}, ${longDrawDate(draw.drawDate)}`).join(' · ')}
          </Text>
          {order.games.map((game, index) => (
            <Stack key={index} gap={4} mt="xs">
              <Text size="sm" fw={600}>
                Game {index + 1}
              </Text>
              <TicketNumbers game={game} winning={null} />
            </Stack>
          ))}
          {order.ticketNumbers.length > 0 && (
            <Text size="sm">Ticket numbers: {order.ticketNumbers.join(', ')}</Text>
          )}
          <NavLinkTo link={orderLink(order)}>See this ticket</NavLinkTo>
          {order.autoplayId !== null && order.recurringType !== null && (
            <NavLinkTo link={recurringLink({ type: order.recurringType, autoplayId: order.autoplayId })}>
              {order.recurringType === 'subscription'
                ? 'Your subscription: we buy these tickets for each draw. See or change it'
                : 'On autoplay: we buy it for each draw. See or change it'}
            </NavLinkTo>
          )}
        </Card>
      ))}
      {receipt.scheduledPurchases.map((scheduled) => (
        <Card key={scheduled.encodedId} withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h4">
              {scheduled.description}
            </Title>
            <Text fw={700}>{formatMoney(scheduled.amount)}</Text>
          </Group>
          <Text size="sm">
            Draw {scheduled.drawNo}, {longDrawDate(scheduled.drawDate)}
          </Text>
          <Badge variant="light" w="fit-content">
            Pre-order: paid from your wallet when the draw opens
          </Badge>
          {preOrderPages && (
            <NavLinkTo to="/my-account/scheduled-purchases/$id" params={{ id: scheduled.encodedId }}>
              See or cancel this pre-order
            </NavLinkTo>
          )}
        </Card>
      ))}
      <Stack gap={4}>
        {receipt.discount.amount > 0 && (
          <Group justify="space-between">
            <Text>{receipt.promotionCode ? `Promotion code ${receipt.promotionCode}` : 'Promotion'}</Text>
            <Text>-{formatMoney(receipt.discount)}</Text>
          </Group>
        )}
        {receipt.deposits.map((deposit, index) => (
          <Group key={index} justify="space-between">
            <Text>Added to your wallet from {deposit.description}</Text>
            <Text>{formatMoney(deposit.amount)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={800}>Paid from your wallet</Text>
          <Text fw={800} data-testid="receipt-total">
            {formatMoney(receipt.total)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>Wallet balance now</Text>
          <Text data-testid="receipt-balance">{formatMoney(receipt.balance)}</Text>
        </Group>
      </Stack>
      <Group>
        <Button
          component={NavLinkTo}
          link={linkOptions({ to: '/cart/replay/$replayId', params: { replayId: receipt.checkoutId } })}
          variant="light"
        >
          Buy these tickets again
        </Button>
      </Group>
    </Stack>
  );
}
