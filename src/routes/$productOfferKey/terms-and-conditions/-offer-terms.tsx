/** An offer's terms and conditions, and a draw's own when one is named. */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { DrawDetails, ProductOffer } from '@contract/schemas/shop';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { drawTime, longDrawDate } from '@/lib/draw-labels';
import { formatWhole } from '@/lib/money';
import { formatCount } from '@/lib/site-locale';

export function OfferTerms({ offer, draw }: { offer: ProductOffer; draw?: DrawDetails }) {
  const title = draw
    ? `${offer.name} draw ${draw.drawNo}: terms and conditions`
    : `${offer.name}: terms and conditions`;
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} canonicalParams={{ productOfferKey: offer.url }} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{offer.terms}</Text>
        {draw && (
          <Text>
            Draw {draw.drawNo}
            {draw.drawData
              ? ` offers ${draw.drawData.name}, valued at ${formatWhole(draw.drawData.value)}, with ${formatCount(draw.drawData.ticketsTotal)} tickets`
              : ''}
            . Sales close {longDrawDate(draw.stop)} at {drawTime(draw.stop)} and the draw takes place{' '}
            {longDrawDate(draw.drawDate)} at {drawTime(draw.drawDate)}, Sydney time.
          </Text>
        )}
        <Text>
          Lucky Dip&apos;s general terms and conditions also apply, as do the responsible gambling tools in
          your account.
        </Text>
      </Stack>
    </Container>
  );
}
