/** The shop's pages (spec 2 §2): the catalogue and an offer's page, by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as catalogue from '@contract/endpoints/catalogue';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the shop pages', () => {
  it('an offer page shows the page skeleton while the catalogue loads, then the game', async () => {
    const { release } = await renderPage('/powerball', { held: [catalogue.offers] });
    expect(await screen.findByRole('status', { name: 'Loading' }, LOADED)).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /^Powerball/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick pick all games' })).toBeTruthy();
    expect(canonicalPath()).toBe('/powerball');
  });

  it('an offer page shows the spec’s page error when the catalogue cannot be fetched', async () => {
    await renderPage('/powerball', { failing: [catalogue.offers] });
    expect(await screen.findByText("It's not you, it's us!", undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('an address that names no offer and no page is the 404 page', async () => {
    await renderPage('/no-such-game/buy');
    expect(
      await screen.findByText("It's looking like you may have taken a wrong turn.", undefined, LOADED),
    ).toBeTruthy();
  });

  it('the lotteries list every lottery, each leading to its page', async () => {
    const { user } = await renderPage('/lotto-tickets');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: /Powerball/ }, LOADED));
    expect(await screen.findByRole('heading', { level: 1, name: /^Powerball/ }, LOADED)).toBeTruthy();
  });

  it('quick pick and add to cart: the cart holds the ticket at the price shown', async () => {
    const { user } = await renderPage('/powerball');
    await user.click(await screen.findByRole('button', { name: 'Quick pick all games' }, LOADED));
    const price = screen.getByTestId('ticket-price').textContent;
    expect(price).toMatch(/^\$\d+\.\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByRole('dialog', { name: 'Added to your cart' }, LOADED);
    await user.click(within(added).getByRole('button', { name: 'Go to cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' }, LOADED)).toBeTruthy();
    expect((await screen.findByTestId('cart-total', undefined, LOADED)).textContent).toBe(price);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });
});
