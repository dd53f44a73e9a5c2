/** Reading a ticket page as a customer does. */
import { expect, type Page } from '@playwright/test';

/**
 * The first game of a Powerball ticket whose draw is still to come: its seven numbers and its
 * Powerball, as the ticket page lists them.
 */
export async function firstPowerballGame(page: Page): Promise<{ numbers: number[]; powerball: number }> {
  const drawSection = page.getByRole('region', { name: /^Draw \d+$/ });
  await expect(drawSection.getByText('Still to come')).toBeVisible();
  const numbers = (
    await drawSection
      .getByRole('list', { name: 'Your numbers' })
      .first()
      .getByRole('listitem')
      .allInnerTexts()
  ).map(Number);
  const powerball = Number(
    await drawSection.getByRole('list', { name: 'Your powerball' }).first().innerText(),
  );
  expect(numbers).toHaveLength(7);
  return { numbers, powerball };
}
