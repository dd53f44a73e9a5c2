/** An offer page's heading: the name, the next draw's jackpot or raffle prize, and when sales close. */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductOffer } from '@contract/schemas/shop';
import { drawDayWithDate, drawTime, relativeDrawDay } from '@/lib/draw-labels';
import { formatWhole } from '@/lib/money';
import { Jackpot } from '@/ui/jackpot';
import { useRenderTime } from '@/ui/use-hydrated';
import { featuredDraw } from './catalogue';

/** "This Saturday" reads "this Saturday" inside a sentence; a date keeps its capitals. */
const inSentence = (label: string) =>
  label.replace(/^(This|Next|Today|Tonight|Tomorrow)\b/, (word) => word.toLowerCase());

export function OfferHeader({ offer }: { offer: ProductOffer }) {
  const draw = featuredDraw(offer);
  const now = useRenderTime();
  return (
    <Stack gap={6}>
      <Title order={1}>{offer.name}</Title>
      <Text>{offer.description}</Text>
      {draw && (
        <Group gap="lg" align="baseline" wrap="wrap">
          {draw.drawData ? (
            <Text fw={800} size="xl">
              {/* A cash prize is its value; a house or a car is worth saying. */}
              {/cash$/i.test(draw.drawData.name)
                ? draw.drawData.name
                : `${draw.drawData.name}, valued at ${formatWhole(draw.drawData.value)}`}
            </Text>
          ) : (
            <Text fw={800} size="xl">
              <Jackpot draw={draw} />
            </Text>
          )}
          <Text size="sm">
            Draw {draw.drawNo}: {drawDayWithDate(draw.drawDate, now)}, {drawTime(draw.drawDate)}
          </Text>
          <Text size="sm" fw={600}>
            Sales close {inSentence(relativeDrawDay(draw.stop, now))} at {drawTime(draw.stop)}
          </Text>
          {draw.purchaseStatus === 'sold_out' && <Badge color="gray">Sold out</Badge>}
        </Group>
      )}
    </Stack>
  );
}
