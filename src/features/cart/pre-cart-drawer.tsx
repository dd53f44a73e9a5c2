/**
 * The pre-cart drawer (spec 2 §2, isPrecartDrawerOpen): after an item is added, what went in and
 * the cart's total, then on to the cart (carrying the utm_* values of the page) or back to play,
 * and the draws recommended with it (the page's placements).
 */
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Cart } from '@contract/schemas/shop';
import { formatMoney } from '@/lib/money';

export interface PreCartDrawerProps {
  opened: boolean;
  cart: Cart | undefined;
  /** The item just added. */
  itemId: number | undefined;
  onClose: () => void;
  onCart: () => void;
  /** The recommended draws, below the way on. */
  recommendations: ReactNode;
}

export default function PreCartDrawer({
  opened,
  cart,
  itemId,
  onClose,
  onCart,
  recommendations,
}: PreCartDrawerProps) {
  const item = cart?.cartItems.find((entry) => entry.id === itemId);
  const count = cart?.cartItems.length ?? 0;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Added to your cart">
      <Stack gap="md">
        {item && (
          <Stack gap={2}>
            <Text fw={700}>{item.description}</Text>
            <Text>{formatMoney(item.price)}</Text>
          </Stack>
        )}
        <Text>
          {count} {count === 1 ? 'item' : 'items'} in your cart, {cart ? formatMoney(cart.cartTotal) : ''} in
          all.
        </Text>
        <Group>
          <Button onClick={onCart}>Go to cart</Button>
          <Button variant="default" onClick={onClose}>
            Keep playing
          </Button>
        </Group>
        {recommendations}
      </Stack>
    </Drawer>
  );
}
