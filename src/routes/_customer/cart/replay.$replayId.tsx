import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router';
import { isOnSale } from '@contract/ticket-rules';
import { cartMutations } from '@/features/cart/changes';
import { checkoutQueries } from '@/features/checkout/queries';
import { replayOrders } from '@/features/checkout/replay';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { findOffer } from '@/features/offers/catalogue';
import { offersFor } from '@/features/offers/queries';
import { essentialJar } from '@/lib/cookies';
import { longDrawDate } from '@/lib/draw-labels';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useOnline } from '@/ui/use-online';

/**
 * Buy the same tickets again (spec 2 §2, protected): the replay id is the receipt's checkout id.
 * Its orders go into the cart as they were built, for the next draw on sale; the customer checks
 * them in the cart and pays there.
 */
export const Route = createFileRoute('/_customer/cart/replay/$replayId')({
  component: ReplayPage,
});

function ReplayPage() {
  const { customerId, visitor } = Route.useRouteContext();
  const { replayId } = Route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const receipt = useQuery(checkoutQueries.receipt(customerId, replayId));
  const offers = useQuery(offersFor({ visitor }));
  const add = useMutation(cartMutations.addItems(queryClient, customerId, essentialJar));

  const body = () => {
    if (receipt.status === 'pending' || offers.status === 'pending') return <Skeleton height={200} />;
    if (!receipt.data || !offers.data)
      return (
        <Alert color="red" role="alert" title="These tickets could not be found">
          This purchase is not one of yours, or it could not be loaded. Your receipts are in your account.
        </Alert>
      );
    const catalogue = offers.data.offers;
    const replay = replayOrders(receipt.data.orders, (key) => {
      const offer = findOffer(catalogue, key);
      return offer && !offer.suspended ? offer.draws.find(isOnSale)?.drawNo : undefined;
    });
    return (
      <Stack gap="sm">
        {replay.items.map(({ order, item }) => {
          const draw = findOffer(catalogue, order.productOfferKey)?.draws.find(
            (entry) => entry.drawNo === item.drawNo,
          );
          return (
            <Card key={order.id} withBorder padding="md">
              <Text fw={700}>{order.description}</Text>
              <Text size="sm">
                Draw {item.drawNo}
                {draw ? `, ${longDrawDate(draw.drawDate)}` : ''}
                {item.quickpick ? ' · new numbers picked when you buy' : ' · the same numbers'}
              </Text>
            </Card>
          );
        })}
        {replay.offSale.length > 0 && (
          <Alert color="yellow" title="Not on sale now">
            {replay.offSale.map((order) => order.description).join(', ')} cannot be bought again right now:
            there is no draw on sale.
          </Alert>
        )}
        <Group>
          <Button
            size="md"
            loading={add.isPending}
            disabled={replay.items.length === 0 || !online}
            onClick={() =>
              !add.isPending &&
              add.mutate(
                replay.items.map(({ item }) => item),
                { onSuccess: () => void navigate({ to: '/cart' }) },
              )
            }
          >
            Add to cart
          </Button>
          <Button
            component={NavLinkTo}
            link={linkOptions({ to: '/receipt/$checkoutId', params: { checkoutId: replayId } })}
            variant="subtle"
          >
            Back to the receipt
          </Button>
        </Group>
        {!online && <Text size="sm">You are offline. Add these tickets once you are back online.</Text>}
      </Stack>
    );
  };

  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Buy these tickets again" />
      <Stack gap="md">
        <Title order={1}>Buy these tickets again</Title>
        {body()}
      </Stack>
    </Container>
  );
}
