/** One draw of an offer: prize, dates, status, tickets left, and buying for it while on sale. */
import { linkOptions } from '@tanstack/react-router';
import { Anchor, Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { drawPreviewQuery } from '@/features/offers/page-queries';
import { offerQueries } from '@/features/offers/queries';
import { drawTime, longDrawDate } from '@/lib/draw-labels';
import { formatWhole } from '@/lib/money';
import { Jackpot } from '@/ui/jackpot';
import { isOnSale } from '@contract/ticket-rules';
import { formatCount } from '@/lib/site-locale';

const STATUS: Record<string, string> = {
  open: 'On sale',
  pre_order: 'Pre-order',
  sold_out: 'Sold out',
  past_draw: 'Drawn',
};

export function DrawPage({
  lotteryKey,
  drawNo,
  preview,
}: {
  offerKey: string;
  lotteryKey: string;
  drawNo: number;
  /** Not on sale yet: read from its preview. */
  preview: boolean;
}) {
  const { data: draw } = useSuspenseQuery(
    preview ? drawPreviewQuery(lotteryKey, drawNo) : offerQueries.draw(lotteryKey, drawNo),
  );
  const onSale = !preview && isOnSale(draw);
  const preOrdersOpen = draw.drawData?.drawPreOrderStartDate;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta
        title={`${draw.offerName} draw ${drawNo}`}
        canonicalParams={{ productOfferKey: draw.offerKey }}
      />
      <Stack gap="sm">
        <Text>
          <Anchor
            component={NavLinkTo}
            link={linkOptions({ to: '/$productOfferKey', params: { productOfferKey: draw.offerKey } })}
          >
            {draw.offerName}
          </Anchor>
        </Text>
        <Title order={1}>
          {draw.offerName} draw {drawNo}
        </Title>
        <Badge size="lg" variant="light" w="fit-content">
          {preview ? 'Not on sale yet' : STATUS[draw.purchaseStatus]}
        </Badge>
        {draw.drawData ? (
          <>
            <Text fw={800} size="xl">
              {draw.drawData.name}
            </Text>
            <Text>Prize valued at {formatWhole(draw.drawData.value)}</Text>
            <Text>
              {formatCount(draw.drawData.ticketsRemaining)} of {formatCount(draw.drawData.ticketsTotal)}{' '}
              tickets left
            </Text>
          </>
        ) : (
          <Text fw={800} size="xl">
            <Jackpot draw={draw} />
          </Text>
        )}
        <Text>
          Sales close {longDrawDate(draw.stop)} at {drawTime(draw.stop)}; drawn {longDrawDate(draw.drawDate)}{' '}
          at {drawTime(draw.drawDate)}.
        </Text>
        {preview && (
          <Text>
            {preOrdersOpen
              ? `Pre-orders open ${longDrawDate(preOrdersOpen)}.`
              : 'Tickets for this draw go on sale once the draws before it are on sale.'}
          </Text>
        )}
        {preOrdersOpen && !preview && draw.purchaseStatus === 'pre_order' && (
          <Text size="sm">Pre-orders opened {longDrawDate(preOrdersOpen)}.</Text>
        )}
        {onSale && (
          <Button
            component={NavLinkTo}
            link={linkOptions({
              to: '/$productOfferKey/draw/$drawNo/buy',
              params: { productOfferKey: draw.offerKey, drawNo: String(drawNo) },
            })}
            w="fit-content"
          >
            Buy tickets for this draw
          </Button>
        )}
        {/* A draw's terms are published with its sales. */}
        {!preview && (
          <Anchor
            component={NavLinkTo}
            link={linkOptions({
              to: '/$productOfferKey/terms-and-conditions/$drawNo',
              params: { productOfferKey: draw.offerKey, drawNo: String(drawNo) },
            })}
          >
            Terms and conditions of this draw
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
