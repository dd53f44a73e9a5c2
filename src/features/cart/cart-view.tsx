/**
 * The cart's contents and total as the server priced them. Changing items, promotions and paying
 * come with checkout; until then the cart lists what is in it.
 */
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { longDrawDate } from '../../lib/draw-labels';
import { formatMoney } from '../../lib/money';
import { cartQueries } from './queries';

export function CartView({ customerId }: { customerId: string | undefined }) {
  const { data: cart, status } = useQuery(cartQueries.cart(customerId));
  if (status === 'pending') return <Skeleton height={120} />;
  if (!cart || cart.cartItems.length === 0) return <Text>Your cart is empty.</Text>;
  return (
    <Stack gap="sm">
      {cart.cartItems.map((item) => (
        <Card key={item.id} withBorder padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700}>{item.description}</Text>
              <Text size="sm">
                Draw {item.drawNo}, {longDrawDate(item.drawDate)}
                {item.quickpick ? ' · numbers picked when you buy' : ''}
              </Text>
            </div>
            <Text fw={700}>{formatMoney(item.price)}</Text>
          </Group>
        </Card>
      ))}
      <Group justify="space-between">
        <Text fw={800}>Total</Text>
        <Text fw={800} data-testid="cart-total">
          {formatMoney(cart.cartTotal)}
        </Text>
      </Group>
    </Stack>
  );
}
