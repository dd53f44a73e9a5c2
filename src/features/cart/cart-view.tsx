/**
 * The cart page's body (spec 2 §2–§4): items with delete, items the server took off sale (closable),
 * the promotion box and applied promotions, blocked reasons with their actions, and the totals as
 * the server priced them; the order total subtracts the wallet when paying from it. An empty cart
 * says where to go next.
 */
import { Alert, Anchor, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Money } from '@contract/schemas/fields';
import type { Cart, CartItem, CartItemInput } from '@contract/schemas/shop';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney, formatWhole } from '@/lib/money';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { CartIcon } from '@/ui/icons';
import { useAppForm } from '@/ui/use-app-form';
import { blockedReasonAction, orderTotal } from './cart-rules';
import { cartChanges } from './changes';
import { cartQueries } from './queries';
import { FormError } from '@/ui/form-parts';
import { LineMark, type PrizePicture } from '@/ui/game-brand';

interface CartViewProps {
  customerId: string | undefined;
  /** The wallet balance when the customer pays from it; null for a visitor. */
  wallet: Money | null;
  /** What carries the customer on: the checkout button, or the purchase itself. */
  action: ReactNode;
  /** Where an item is edited (its offer's builder with it loaded); none while offers load. */
  editLink: (item: CartItem) => AppLink | undefined;
  /** A raffle item's prize picture (a lottery's line shows its game's mark). */
  picture: PrizePicture;
  /** Whether the site takes promotion codes (its vouchers capability): else no box for one. */
  vouchers: boolean;
}

export function CartView({ customerId, wallet, action, editLink, picture, vouchers }: CartViewProps) {
  const { data: cart, status } = useQuery(cartQueries.cart(customerId));
  const queryClient = useQueryClient();
  const remove = useMutation(cartChanges.deleteItem(queryClient, customerId));
  if (status === 'pending') return <CardSkeletons label="Loading your cart" />;
  if (!cart) return <Text>Your cart could not be loaded. Try again in a moment.</Text>;
  const notices = cart.autoRemovedItems.map((item) => (
    <Alert
      key={item.id}
      color="yellow"
      title="Removed from your cart"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => remove.mutate(item.id)}
    >
      {item.reason}
    </Alert>
  ));
  if (cart.cartItems.length === 0)
    return (
      <Stack gap="sm">
        {notices}
        <EmptyState
          icon={<CartIcon />}
          title="Your cart is empty."
          action={
            <>
              <Button component={NavLinkTo} link={{ to: '/lotto-tickets' }}>
                Buy lotto tickets
              </Button>
              <Button component={NavLinkTo} link={{ to: '/charity-tickets' }} variant="light">
                Charity raffles
              </Button>
            </>
          }
        >
          Choose a lottery or a raffle, and your tickets wait here until you check out.
        </EmptyState>
      </Stack>
    );
  const total = orderTotal(cart, wallet);
  return (
    <Stack gap="sm">
      {notices}
      {/* A list, so a screen reader says how many lines the cart holds before reading them. */}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Items in your cart"
      >
        {cart.cartItems.map((item) => {
          const edit = editLink(item);
          return (
            <Card key={item.id} component="li" withBorder padding="md">
              {/* The price and the line's actions go under its words where both do not fit beside
                  each other (a phone), rather than squeezing the words into a narrow column. */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 18rem' }}>
                  <LineMark offerKey={item.productOfferKey} drawNo={item.drawNo} picture={picture} />
                  <div>
                    <Text fw={700}>{item.description}</Text>
                    <Text size="sm">
                      Draw {item.drawNo}, {longDrawDate(item.drawDate)}
                      {item.quickpick ? ' · numbers picked when you buy' : ''}
                      {item.favourite ? ' · your favourite numbers' : ''}
                      {item.recurringPurchase.enabled ? ` · ${item.recurringPurchase.type}` : ''}
                      {item.minimumJackpotAmount &&
                        ` when the jackpot is at least ${formatWhole(item.minimumJackpotAmount)}`}
                      {item.scheduledPurchase?.type === 'pre_order' ? ' · paid when its draw opens' : ''}
                    </Text>
                    {item.numShares !== null && <SharesControl customerId={customerId} item={item} />}
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700}>{formatMoney(item.price)}</Text>
                  {edit && item.numShares === null && (
                    <Anchor
                      component={NavLinkTo}
                      link={edit}
                      size="sm"
                      aria-label={`Edit ${item.description}`}
                    >
                      Edit
                    </Anchor>
                  )}
                  <CloseButton
                    aria-label={`Remove ${item.description}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item.id)}
                  />
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {cart.promotions.map((promotion) => (
        <Group key={promotion.id} justify="space-between" wrap="nowrap">
          <Text>
            Promotion {promotion.code}: {promotion.description}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700}>{formatMoney(promotion.discount)}</Text>
            <CloseButton
              aria-label={`Remove promotion ${promotion.code}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(promotion.id)}
            />
          </Group>
        </Group>
      ))}
      {vouchers && cart.promotions.length === 0 && <PromotionBox customerId={customerId} />}
      <Totals cart={cart} total={total} wallet={wallet} />
      {Object.entries(cart.blockedReasons).map(([id, message]) => (
        <BlockedReason key={id} id={id} message={message} />
      ))}
      {cart.requiresUnattendedPaymentMethod && <Text size="sm">{recurringPaymentNote(cart)}</Text>}
      {cart.showRegulation && (
        <Alert color="gray" title="Gamble responsibly">
          Set a limit and stick to it. For free, confidential support call Gambling Help on 1800 858 858.
        </Alert>
      )}
      {action}
    </Stack>
  );
}

/** How the cart's recurring tickets are paid, named as the customer chose them: autoplay, a subscription, or both. */
function recurringPaymentNote(cart: Cart): string {
  const types = new Set(
    cart.cartItems
      .filter((item) => item.recurringPurchase.enabled)
      .map((item) => item.recurringPurchase.type),
  );
  const tickets = types.has('subscription')
    ? types.has('autoplay')
      ? 'Autoplay and subscription tickets are'
      : 'Subscription tickets are'
    : 'Tickets on autoplay are';
  return `${tickets} bought for each draw from your wallet, so keep it topped up.`;
}

function Totals({
  cart,
  total,
  wallet,
}: {
  cart: Cart;
  total: ReturnType<typeof orderTotal>;
  wallet: Money | null;
}) {
  const line = (label: string, value: Money, testId?: string, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 800 : 400}>{label}</Text>
      <Text fw={strong ? 800 : 400} data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {line('Total', cart.cartTotal, 'cart-total', true)}
      {cart.preOrderTotal.amount > 0 &&
        line('Pre-orders, paid from your wallet when their draw opens', cart.preOrderTotal)}
      {wallet && (
        <>
          {line('Pay now', total.dueNow, 'order-total')}
          {line('From your wallet', total.fromWallet)}
          {total.remainder.amount > 0 && (
            <Alert color="orange" data-testid="wallet-short">
              Your wallet is {formatMoney(total.remainder)} short of this order. Add funds to your wallet to
              buy these tickets.
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

/** Limits are changed on the limits page; a limit raised waits for its cooling-off (spec 3 §4). */
const LIMIT_ACTIONS = new Set(['spend_limit', 'global_spend_limit', 'deposit_limit']);

function BlockedReason({ id, message }: { id: string; message: string }) {
  const action = blockedReasonAction(id);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Alert color="red" role="alert" withCloseButton={action === 'close'} onClose={() => setClosed(true)}>
      {message}
      {LIMIT_ACTIONS.has(action) && (
        <>
          {' '}
          <NavLinkTo to="/my-account/spend-limits">See your limits</NavLinkTo>
        </>
      )}
      {action === 'verify_account_required' && (
        <>
          {' '}
          <NavLinkTo to="/my-account/verify-account" search={{ from: 'checkout' }}>
            Verify your account
          </NavLinkTo>
        </>
      )}
    </Alert>
  );
}

/** The same share of the same draw, `numShares` of it: what a share's edit sends. */
const withShares = (item: CartItem, numShares: number): CartItemInput => ({
  productOfferKey: item.productOfferKey,
  gameType: item.gameType,
  gameOffer: item.gameOffer,
  drawNo: item.drawNo,
  numDraws: item.numDraws,
  numGames: item.numGames,
  quickpick: item.quickpick,
  games: item.games,
  ...(item.syndicateKey ? { syndicateKey: item.syndicateKey } : {}),
  ...(item.causeKey ? { causeKey: item.causeKey } : {}),
  numShares,
});

/** A share's edit is its number of shares (issue 38, point 7): one fewer or one more, priced again. */
function SharesControl({ customerId, item }: { customerId: string | undefined; item: CartItem }) {
  const queryClient = useQueryClient();
  const update = useMutation(cartChanges.updateItem(queryClient, customerId, item.id));
  const shares = item.numShares ?? 1;
  const change = (by: number) => update.mutate(withShares(item, shares + by));
  return (
    <Group gap={4} mt="xs" wrap="nowrap" role="group" aria-label={`Shares of ${item.description}`}>
      <Button
        size="compact-sm"
        variant="default"
        aria-label="One share fewer"
        disabled={shares <= 1 || update.isPending}
        onClick={() => change(-1)}
      >
        −
      </Button>
      <Text size="sm" aria-live="polite" miw="4.5em" ta="center">
        {shares === 1 ? '1 share' : `${shares} shares`}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        aria-label="One share more"
        disabled={update.isPending}
        onClick={() => change(1)}
      >
        +
      </Button>
    </Group>
  );
}

function PromotionBox({ customerId }: { customerId: string | undefined }) {
  const queryClient = useQueryClient();
  const mutation = useMutation(cartChanges.applyPromotion(queryClient, customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { promotionCode: '' },
    rules: { promotionCode: (code) => (code.trim() === '' ? 'Enter a promotion code' : undefined) },
    submission: mutation,
    afterSuccess: 'reset',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Promotion code"
          autoComplete="off"
          style={{ flex: 1 }}
          {...form.getInputProps('promotionCode')}
        />
        <Button type="submit" variant="light" loading={isSubmitting}>
          Apply
        </Button>
      </Group>
      <FormError message={general} />
    </form>
  );
}

/** The way on from the cart: to checkout, which asks a visitor to sign in first. */
export function CheckoutLink() {
  return (
    <Button component={NavLinkTo} link={{ to: '/cart/buy' }} fullWidth size="md">
      Checkout
    </Button>
  );
}
