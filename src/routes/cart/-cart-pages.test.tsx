/** The cart and checkout (spec 2 §2, §5), by the app's router against the in-process API. */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as cart from '@contract/endpoints/cart';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the cart pages', () => {
  it('a customer’s cart shows a skeleton while it loads, then says it is empty and where to shop', async () => {
    const { release } = await renderPage('/cart', {
      signedInAs: 'demo@luckydip.test',
      held: [cart.customers],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your cart' })).toBeTruthy();
    release();
    expect(await screen.findByText('Your cart is empty.', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy lotto tickets' }).getAttribute('href')).toBe(
      '/lotto-tickets',
    );
    expect(canonicalPath()).toBe('/cart');
  });

  it('says when the cart cannot be read', async () => {
    await renderPage('/cart', { signedInAs: 'demo@luckydip.test', failing: [cart.customers] });
    expect(
      await screen.findByText('Your cart could not be loaded. Try again in a moment.', undefined, LOADED),
    ).toBeTruthy();
  });

  it('a customer buys a ticket: cart, checkout with the wallet, then the receipt', async () => {
    const { user } = await renderPage('/powerball', { signedInAs: 'winner@luckydip.test' });
    await user.click(await screen.findByRole('button', { name: 'Quick pick all games' }, LOADED));
    const price = screen.getByTestId('ticket-price').textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByRole('dialog', { name: 'Added to your cart' }, LOADED);
    await user.click(within(added).getByRole('button', { name: 'Go to cart' }));
    expect((await screen.findByTestId('cart-total', undefined, LOADED)).textContent).toBe(price);
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, LOADED)).toBeTruthy();
    expect((await screen.findByTestId('order-total', undefined, LOADED)).textContent).toBe(price);
    await user.click(await screen.findByRole('button', { name: `Buy now · ${price}` }, LOADED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your receipt' }, LOADED)).toBeTruthy();
    expect((await screen.findByTestId('receipt-total', undefined, LOADED)).textContent).toBe(price);
    // What was bought has left the cart.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cart, 1 item' })).toBeNull(), LOADED);
  });
});
