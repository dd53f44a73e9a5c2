/**
 * One drawn draw in a results list: the game, its number and date, the winning numbers (a raffle's
 * major prize and winning ticket), division one, and the way to its full result.
 */
import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PastDraw } from '@contract/schemas/results';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { NavLinkTo } from '@/ui/nav-link-to';
import { WinningNumbers } from './winning-numbers';

export const drawResultPath = (draw: Pick<PastDraw, 'offerUrl' | 'drawNo'>) =>
  `/${draw.offerUrl}/results/draw/${draw.drawNo}`;

/** A raffle draw's prizes and winners; without a number, the offer's next draw. */
export const prizesAndWinnersPath = (offerUrl: string, drawNo?: number) =>
  `/${offerUrl}/prizes-and-winners${drawNo === undefined ? '' : `/${drawNo}`}`;

export function PastDrawCard({ draw, headingLevel = 2 }: { draw: PastDraw; headingLevel?: 2 | 3 }) {
  const raffle = draw.type === 'raffle_ticket_draw';
  const first = draw.divisions[0];
  const major = draw.winnerInfo[0];
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={headingLevel} size="h4">
            {draw.offerName} draw {draw.drawNo}
          </Title>
          <Text size="sm" c="dimmed">
            {longDrawDate(draw.drawDate)}
          </Text>
        </Group>
        {raffle ? (
          major && (
            <Text>
              {major.prize}: ticket {major.ticketNumber.toLocaleString('en-AU')}, won by {major.winner}
            </Text>
          )
        ) : (
          <>
            {draw.winningNumbers && <WinningNumbers numbers={draw.winningNumbers} />}
            {first && (
              <Text size="sm">
                Division 1:{' '}
                {first.winners === 0
                  ? `not won (${formatMoney(first.prize)}${draw.prizePoolSuffix ? ` ${draw.prizePoolSuffix}` : ''})`
                  : `${first.winners.toLocaleString('en-AU')} winning ${first.winners === 1 ? 'game' : 'games'}, ${formatMoney(first.prize)} each`}
              </Text>
            )}
          </>
        )}
        <Group gap="md">
          <NavLinkTo href={raffle ? prizesAndWinnersPath(draw.offerUrl, draw.drawNo) : drawResultPath(draw)}>
            {raffle ? 'All prizes and winners' : 'Full results and prizes'}
            <VisuallyHidden> for draw {draw.drawNo}</VisuallyHidden>
          </NavLinkTo>
        </Group>
      </Stack>
    </Card>
  );
}
