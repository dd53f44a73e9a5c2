/**
 * The partner purchase page's body (spec 2 §2): who the partner is and what they sell, the draw on
 * sale, how many tickets (or games), and the partner cart as the server prices it; what pays for it
 * (or the way to sign in first) is the route's. The partner's fetch status drives what shows:
 * skeletons while pending, and a partner that could not be found says so.
 */
import { Alert, Anchor, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Partner, PartnerCart } from '@contract/schemas/partners';
import type { ProductOffer } from '@contract/schemas/shop';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';
import { drawDayWithDate } from '@/lib/draw-labels';
import { formatMoney, formatWhole } from '@/lib/money';
import { ContentImage } from '@/ui/content-image';
import { partnerFetchStatus, partnerQueries } from './queries';

/**
 * The sizes offered: a raffle's own bundles, or for a lottery's games a few of its sizes, as
 * partners' pages keep the choice short.
 */
const LOTTERY_SIZES = [4, 6, 10, 14, 20];

export function partnerSizes(offer: ProductOffer, gameOfferKey: string) {
  const gameOffer = offer.gameTypes
    .flatMap((type) => type.gameOffers)
    .find((entry) => entry.key === gameOfferKey);
  const prices = gameOffer?.prices ?? [];
  const sizes =
    offer.type === 'raffle_ticket' ? prices : prices.filter((price) => LOTTERY_SIZES.includes(price.games));
  return {
    sizes: sizes.map((entry) => ({
      games: entry.games,
      price: { amount: entry.price, currency: gameOffer?.priceCurrency ?? '' },
    })),
    defaultSize: gameOffer?.defaultGames ?? sizes[0]?.games ?? 1,
  };
}

interface PartnerPurchaseViewProps {
  slug: string;
  customerId: string | null;
  /** What the partner sells, from the catalogue (undefined while it loads). */
  offer: ProductOffer | undefined;
  size: number | undefined;
  onSize: (size: number) => void;
  /** What pays for the priced cart: Buy, a deposit, or signing in first. */
  action: (partner: Partner, cart: PartnerCart) => ReactNode;
}

export function PartnerPurchaseView({
  slug,
  customerId,
  offer,
  size,
  onSize,
  action,
}: PartnerPurchaseViewProps) {
  const partnerQuery = useQuery(partnerQueries.partner(slug));
  const status = partnerFetchStatus(partnerQuery);
  const partner = partnerQuery.data;
  if (status === 'rejected')
    return (
      <Alert color="red" role="alert" title="We could not load this partner">
        {GENERIC_ERROR_MESSAGE}
      </Alert>
    );
  if (!partner || !offer)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the partner’s tickets">
        <Skeleton height={36} width="60%" />
        <Skeleton height={48} />
        <Skeleton height={220} />
      </Stack>
    );
  const { sizes, defaultSize } = partnerSizes(offer, partner.gameOffer);
  const chosen = sizes.some((entry) => entry.games === size) ? (size ?? defaultSize) : defaultSize;
  const draw = offer.draws.find((entry) => entry.purchaseStatus !== 'sold_out');
  const raffle = offer.type === 'raffle_ticket';
  const unit = (count: number) =>
    raffle ? (count === 1 ? 'ticket' : 'tickets') : count === 1 ? 'game' : 'games';
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {partner.logo && (
          <img
            src={partner.logo.url}
            alt={partner.logo.alt}
            width={64}
            height={64}
            style={{ flex: 'none' }}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {partner.kind === 'charity' ? 'Support' : 'Buy through'} {partner.name}
          </Text>
          <Title order={1}>{offer.name}</Title>
          <Text>{partner.description}</Text>
        </Stack>
      </Group>
      {!draw ? (
        <Alert color="gray" role="status">
          No draw of {offer.name} is on sale at the moment. Come back soon.
        </Alert>
      ) : (
        <Card withBorder padding="lg">
          {draw.drawData?.featureImage && (
            <Card.Section mb="md">
              {/* The prize is named in words below it. */}
              <ContentImage
                url={draw.drawData.featureImage}
                alt=""
                sizes="(min-width: 36em) 34rem, 100vw"
                main
              />
            </Card.Section>
          )}
          <Stack gap="md">
            <Stack gap={2}>
              <Text fw={600}>
                Draw {draw.drawNo}: {drawDayWithDate(draw.drawDate)}
              </Text>
              {draw.drawData ? (
                <Text>
                  First prize: {draw.drawData.name}, worth {formatWhole(draw.drawData.value)}
                </Text>
              ) : (
                draw.prizePool && <Text>Jackpot: {formatWhole(draw.prizePool)}</Text>
              )}
            </Stack>
            <Radio.Group
              label={`How many ${raffle ? 'tickets' : 'games'}?`}
              value={String(chosen)}
              onChange={(value) => onSize(Number(value))}
            >
              <Group gap="md" mt="xs">
                {sizes.map((entry) => (
                  <Radio
                    key={entry.games}
                    value={String(entry.games)}
                    label={`${entry.games} ${unit(entry.games)} · ${formatMoney(entry.price)}`}
                  />
                ))}
              </Group>
            </Radio.Group>
            <PricedCart
              slug={slug}
              customerId={customerId}
              item={{
                lottery: offer.key,
                raffleOffer: partner.gameOffer,
                drawNumber: draw.drawNo,
                numGames: chosen,
              }}
              render={(cart) => action(partner, cart)}
            />
          </Stack>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        Sold by Lucky Dip on behalf of{' '}
        {partner.website ? (
          <Anchor href={partner.website} underline="always">
            {partner.name}
          </Anchor>
        ) : (
          partner.name
        )}
        . Your tickets are in your Lucky Dip account, with their results.
      </Text>
    </Stack>
  );
}

function PricedCart({
  slug,
  customerId,
  item,
  render,
}: {
  slug: string;
  customerId: string | null;
  item: { lottery: string; raffleOffer: string; drawNumber: number; numGames: number };
  render: (cart: PartnerCart) => ReactNode;
}) {
  const cart = useQuery(partnerQueries.cart(slug, customerId, item));
  if (cart.isError)
    return (
      <Alert color="red" role="alert">
        {cart.error instanceof ApiError
          ? (cart.error.messages[0]?.message ?? GENERIC_ERROR_MESSAGE)
          : GENERIC_ERROR_MESSAGE}
      </Alert>
    );
  if (!cart.data) return <Skeleton height={96} aria-label="Pricing your tickets" />;
  const [line] = cart.data.cartItems;
  const blocked = Object.values(cart.data.blockedReasons);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text>{line?.description}</Text>
        <Text fw={700} size="lg">
          {formatMoney(cart.data.cartTotal)}
        </Text>
      </Group>
      {blocked.map((reason) => (
        <Alert key={reason} color="yellow" role="status">
          {reason}
        </Alert>
      ))}
      {render(cart.data)}
    </Stack>
  );
}
