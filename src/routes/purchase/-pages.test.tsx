/** A partner's purchase pages (spec 2 §2, partners), by the app's router against the in-process API. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as partners from '@contract/endpoints/partners';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

const PAGE = '/purchase/surf-life-saving';

describe('the partner purchase pages', () => {
  it('show a skeleton while the partner loads, then its raffle and the sizes to choose from', async () => {
    const { release } = await renderPage(PAGE, { held: [partners.partner] });
    expect(await screen.findByRole('status', { name: /^Loading/ }, LOADED)).toBeTruthy();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Surf Life Saving Raffle' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByText('Support Surf Life Saving Australia')).toBeTruthy();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    expect(canonicalPath()).toBe(PAGE);
  });

  it('say so when the partner cannot be loaded', async () => {
    await renderPage(PAGE, { failing: [partners.partner] });
    expect(await screen.findByText('We could not load this partner', undefined, LOADED)).toBeTruthy();
  });

  it('a partner the API does not know is the 404 page, saying so', async () => {
    await renderPage('/purchase/no-such-partner');
    expect(await screen.findByText('Partner not found', undefined, LOADED)).toBeTruthy();
  });

  it('a customer buys the partner’s tickets with the wallet and is thanked on the receipt', async () => {
    const { user } = await renderPage(`${PAGE}?size=2`, { signedInAs: 'winner@luckydip.test' });
    const two = await screen.findByRole('radio', { name: /^2 tickets/ }, LOADED);
    expect((two as HTMLInputElement).checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Buy now · $10.00' }, LOADED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your receipt' }, LOADED)).toBeTruthy();
    const main = screen.getByRole('main');
    await waitFor(
      () => expect(main.textContent).toContain('Thank you for supporting Surf Life Saving Australia.'),
      LOADED,
    );
    expect(main.textContent).toContain('Surf Life Saving Raffle: 2 tickets, 1 draw$10.00');
    // Thanked once, by the partner's name.
    expect(main.textContent?.match(/Thank you/g)).toHaveLength(1);
  });
});
