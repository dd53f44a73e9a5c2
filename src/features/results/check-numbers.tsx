/**
 * "Check my numbers" (issue "Results, my tickets and the draw engine"): numbers typed for a game, or
 * picked from the customer's tickets saved on the device, are scored against the game's results
 * saved on the device (every page of them read so far), by the game's own prize divisions
 * (contract/prize-divisions), so it works offline too.
 */
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOTTERY_RULES, scoreGame } from '@contract/prize-divisions';
import type { CustomerOrder, PastDraw } from '@contract/schemas/results';
import type { Game } from '@contract/schemas/shop';
import type { NumberSet } from '@contract/schemas/shop';
import { customerKey } from '@/lib/customer-key';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { deviceCustomer } from '@/lib/persisted-cache';
import { ErrorAlert } from '@/ui/error-alert';
import { useHydrated } from '@/ui/use-hydrated';
import { useAppForm, type FieldRules } from '@/ui/use-app-form';
import type { ResultsPage } from './queries';
import { SITE_LOCALE } from '@/lib/site-locale';

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

export interface SavedGame {
  label: string;
  game: Game;
}

const boughtFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
});

/** The games of a lottery's tickets among the customer's saved orders, each once, newest first. */
export function savedGames(orders: CustomerOrder[], lotteryKey: string): SavedGame[] {
  const unique = [...new Map(orders.map((order) => [order.id, order])).values()]
    .filter((order) => order.lotteryKey === lotteryKey)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const seen = new Set<string>();
  return unique.flatMap((order) =>
    order.games.flatMap((game, index) => {
      // Each set apart (the Powerball after the main numbers), as on the ticket.
      const numbers = Object.values(game)
        .map((set) => set.join(' '))
        .join(' | ');
      if (seen.has(numbers)) return [];
      seen.add(numbers);
      const bought = boughtFormat.format(new Date(order.createdAt));
      return [{ label: `Bought ${bought}, game ${index + 1}: ${numbers}`, game }];
    }),
  );
}

/** The customer's orders the device holds: their ticket lists and tickets read so far. */
function ordersOnDevice(queryClient: ReturnType<typeof useQueryClient>): CustomerOrder[] {
  const customerId = deviceCustomer();
  if (!customerId) return [];
  const key = customerKey(customerId);
  const lists = queryClient
    .getQueriesData<{ items: CustomerOrder[] }>({ queryKey: [...key, 'orders'] })
    .flatMap(([, page]) => page?.items ?? []);
  const single = queryClient
    .getQueriesData<CustomerOrder>({ queryKey: [...key, 'order'] })
    .flatMap(([, order]) => (order ? [order] : []));
  return [...lists, ...single];
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
  // The result of the numbers checked: it goes as soon as they change (or turn out wrong).
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
  // The device's copies are read after hydration: the prerendered page has none.
  const hydrated = useHydrated();
  const saved = hydrated ? savedGames(ordersOnDevice(queryClient), lotteryKey) : [];
  const pick = (index: string) => {
    const chosen = saved[Number(index)];
    setChecked(undefined);
    if (chosen)
      form.setValues(
        Object.fromEntries(sets.map((set) => [set.key, (chosen.game[set.key] ?? []).join(' ')])),
      );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="check-heading">
      <Title order={2} size="h3" id="check-heading">
        Check my numbers
      </Title>
      <Text size="sm">See how your numbers would have done in the draws saved on this device.</Text>
      {saved.length > 0 && (
        <NativeSelect
          label="Or pick one of your saved tickets"
          maw={520}
          defaultValue=""
          onChange={(event) => pick(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a ticket' },
            ...saved.map((entry, index) => ({ value: String(index), label: entry.label })),
          ]}
        />
      )}
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {sets.map((set) => {
            const input = form.getInputProps(set.key);
            // Mantine types it loosely; it takes the input's change event.
            const change = input.onChange as (event: React.ChangeEvent<HTMLInputElement>) => void;
            return (
              <TextInput
                key={set.key}
                label={set.count === 1 ? `Your ${set.name}` : `Your ${set.count} ${set.name.toLowerCase()}`}
                description={`${set.min} to ${set.max}, separated by spaces`}
                inputMode="numeric"
                {...input}
                onChange={(event) => {
                  setChecked(undefined);
                  change(event);
                }}
              />
            );
          })}
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
