/**
 * "Check my numbers" (issue "Results, my tickets and the draw engine"): numbers typed for a game are
 * scored against the game's results saved on the device (every page of them read so far), by the
 * game's own prize divisions (contract/prize-divisions), so it works offline too.
 */
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOTTERY_RULES, scoreGame } from '../../../contract/prize-divisions';
import type { PastDraw } from '../../../contract/schemas/results';
import type { NumberSet } from '../../../contract/schemas/shop';
import { longDrawDate } from '../../lib/draw-labels';
import { formatMoney } from '../../lib/money';
import { ErrorAlert } from '../../ui/error-alert';
import { useAppForm, type FieldRules } from '../../ui/use-app-form';
import type { ResultsPage } from './queries';

type Typed = Record<string, string>;

export const typedNumbers = (text: string) =>
  text
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);

export function numbersRule(set: Pick<NumberSet, 'count' | 'min' | 'max'>) {
  return (text: string | undefined) => {
    const numbers = typedNumbers(text ?? '');
    const fits =
      numbers.length === set.count &&
      new Set(numbers).size === numbers.length &&
      numbers.every((number) => number >= set.min && number <= set.max);
    if (fits) return undefined;
    return set.count === 1
      ? `Enter a number from ${set.min} to ${set.max}`
      : `Enter ${set.count} different numbers from ${set.min} to ${set.max}`;
  };
}

export interface CheckedDraw {
  draw: PastDraw;
  division: number | null;
}

/** How the numbers would have done in each saved draw, latest first. */
export function checkNumbers(
  lotteryKey: string,
  game: Record<string, number[]>,
  draws: PastDraw[],
): CheckedDraw[] {
  const rules = LOTTERY_RULES[lotteryKey];
  if (!rules) return [];
  const unique = [...new Map(draws.map((draw) => [draw.drawId, draw])).values()].sort(
    (a, b) => Date.parse(b.drawDate) - Date.parse(a.drawDate),
  );
  return unique.flatMap((draw) =>
    draw.winningNumbers ? [{ draw, division: scoreGame(rules, game, draw.winningNumbers).division }] : [],
  );
}

const prizeThen = (draw: PastDraw, division: number | null) => {
  const prize = draw.divisions.find((row) => row.division === division)?.prize;
  return prize ? formatMoney(prize) : '—';
};

export function CheckMyNumbers({
  offerKey,
  lotteryKey,
  sets,
}: {
  offerKey: string;
  lotteryKey: string;
  sets: NumberSet[];
}) {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<CheckedDraw[]>();
  const rules: FieldRules<Typed> = Object.fromEntries(sets.map((set) => [set.key, numbersRule(set)]));
  // Worked out on the device: it runs offline as well as on.
  const check = useMutation({
    networkMode: 'always',
    mutationFn: (typed: Typed) => {
      const game = Object.fromEntries(sets.map((set) => [set.key, typedNumbers(typed[set.key] ?? '')]));
      const saved = queryClient
        .getQueriesData<ResultsPage<PastDraw>>({ queryKey: ['results', 'game', offerKey] })
        .flatMap(([, page]) => page?.items ?? []);
      return Promise.resolve(checkNumbers(lotteryKey, game, saved));
    },
    onSuccess: setChecked,
  });
  const { form, onSubmit, isSubmitting, general } = useAppForm<Typed>({
    initialValues: Object.fromEntries(sets.map((set) => [set.key, ''])),
    rules,
    submission: check,
  });
  const wins = checked?.filter((entry) => entry.division !== null) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="check-heading">
      <Title order={2} size="h3" id="check-heading">
        Check my numbers
      </Title>
      <Text size="sm">See how your numbers would have done in the draws saved on this device.</Text>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {sets.map((set) => (
            <TextInput
              key={set.key}
              label={set.count === 1 ? `Your ${set.name}` : `Your ${set.count} ${set.name.toLowerCase()}`}
              description={`${set.min} to ${set.max}, separated by spaces`}
              inputMode="numeric"
              {...form.getInputProps(set.key)}
            />
          ))}
          <Button type="submit" loading={isSubmitting}>
            Check
          </Button>
        </Group>
      </form>
      <ErrorAlert message={general} />
      {checked && (
        <Stack gap="xs" aria-live="polite">
          <Text fw={700} data-testid="check-summary">
            {checked.length === 0
              ? 'No results of this game are saved on this device yet.'
              : `In ${checked.length} saved ${checked.length === 1 ? 'draw' : 'draws'}, your numbers would have won ${wins.length} ${wins.length === 1 ? 'time' : 'times'}.`}
          </Text>
          {wins.length > 0 && (
            <Table withTableBorder maw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Draw</Table.Th>
                  <Table.Th scope="col">Division</Table.Th>
                  <Table.Th scope="col">Prize then</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {wins.map(({ draw, division }) => (
                  <Table.Tr key={draw.drawId}>
                    <Table.Td>
                      {draw.drawNo}, {longDrawDate(draw.drawDate)}
                    </Table.Td>
                    <Table.Td>Division {division}</Table.Td>
                    <Table.Td>{prizeThen(draw, division)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Stack>
  );
}
