/**
 * The sandbox gateway's card form, in its frame, as a customer fills it: the name in the app, the
 * card's details in the gateway's own form. And the bank's 3-D Secure challenge frame.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const CARDS = {
  frictionless: '4111 1111 1111 1111',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
};

export const cardForm = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Card details"]');

export const challengeFrame = (page: Page) => page.frameLocator('iframe[title="Your bank\'s verification"]');

/**
 * A card added on a deposit form, saved for next time unless `save` is false; `kept` where the
 * form saves it without asking.
 */
export async function addCard(
  page: Page,
  number: string,
  { save = true, name = 'Pat Player', kept = false } = {},
) {
  await page.getByLabel('Name on card').fill(name);
  if (save && !kept) await page.getByLabel('Save this card for next time').check();
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  // By keyboard, as a keyboard user would: the gateway's sandboxed form runs in a process of its
  // own, and a mouse click just after the page scrolled to it was sometimes routed to the page
  // around it and lost (no request left the frame); keys go to the focused frame.
  await form.getByRole('button', { name: 'Use this card' }).press('Enter');
  // A form that keeps the card without asking (autoplay's) says what it does next itself.
  if (kept) return;
  await expect(
    page.getByText(
      save ? 'Your card has been saved.' : 'Your card is ready for this payment. It is not saved.',
    ),
  ).toBeVisible();
}
