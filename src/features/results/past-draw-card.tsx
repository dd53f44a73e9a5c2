/**
 * One drawn draw in a results list: the game, its number and date, the winning numbers (a raffle's
 * major prize and winning ticket), division one, and the way to its full result.
 */
import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PastDraw } from '@contract/schemas/results';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney, formatWhole } from '@/lib/money';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';
import { GameMark, gameColour, useGameBrand } from '@/ui/game-brand';
import { WinningNumbers } from '@/ui/number-balls';
import { formatCount } from '@/lib/site-locale';

/** A lottery draw's full result; a raffle draw's prizes and winners. */
export const drawResultLink = (draw: Pick<PastDraw, 'offerUrl' | 'drawNo' | 'type'>): AppLink =>
  draw.type === 'raffle_ticket_draw'
    ? prizesAndWinnersLink(draw.offerUrl, draw.drawNo)
    : {
        to: '/$productOfferKey/results/draw/$drawNo',
        params: { productOfferKey: draw.offerUrl, drawNo: String(draw.drawNo) },
      };

/** A raffle draw's prizes and winners; without a number, the offer's next draw. */
export const prizesAndWinnersLink = (offerUrl: string, drawNo?: number): AppLink => ({
  to: '/$productOfferKey/prizes-and-winners/{-$drawNo}',
  params: { productOfferKey: offerUrl, drawNo: drawNo === undefined ? undefined : String(drawNo) },
});

export function PastDrawCard({ draw, headingLevel = 2 }: { draw: PastDraw; headingLevel?: 2 | 3 }) {
  const raffle = draw.type === 'raffle_ticket_draw';
  const first = draw.divisions[0];
  const major = draw.winnerInfo[0];
  const brand = useGameBrand(draw.offerKey);
  return (
    <Card withBorder padding="md" component="article" style={gameColour(brand)}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <GameMark brand={brand} size={32} />
            <Title order={headingLevel} size="h4">
              {draw.offerName} draw {draw.drawNo}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {longDrawDate(draw.drawDate)}
          </Text>
        </Group>
        {raffle ? (
          major && (
            <Text>
              {major.prize}: ticket {formatCount(major.ticketNumber)}, won by {major.winner}
            </Text>
          )
        ) : (
          <>
            {draw.winningNumbers && <WinningNumbers numbers={draw.winningNumbers} />}
            {first && (
              <Text size="sm">
                Division 1:{' '}
                {first.winners === 0
                  ? `not won (${formatWhole(first.prize)}${draw.prizePoolSuffix ? ` ${draw.prizePoolSuffix}` : ''})`
                  : `${formatCount(first.winners)} winning ${first.winners === 1 ? 'game' : 'games'}, ${formatMoney(first.prize)} each`}
              </Text>
            )}
          </>
        )}
        <Group gap="md">
          <NavLinkTo link={drawResultLink(draw)}>
            {raffle ? 'All prizes and winners' : 'Full results and prizes'}
            <VisuallyHidden> for draw {draw.drawNo}</VisuallyHidden>
          </NavLinkTo>
        </Group>
      </Stack>
    </Card>
  );
}
