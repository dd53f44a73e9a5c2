/** The recurring purchases' pages (spec 2 §2, §8), by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as recurring from '@contract/endpoints/recurring';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the recurring purchases’ pages', () => {
  it('autoplay: a skeleton while it loads, then what the list will hold when it is empty', async () => {
    const { release } = await renderPage('/my-account/autoplay', {
      signedInAs: 'demo@luckydip.test',
      held: [recurring.autoplays],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Autoplay' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your recurring purchases' })).toBeTruthy();
    release();
    expect(await screen.findByText('You have no tickets on autoplay.', undefined, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/my-account/autoplay');
  });

  it('subscriptions: not saved here when no answer comes', async () => {
    await renderPage('/my-account/subscriptions', {
      signedInAs: 'subscriber@luckydip.test',
      failing: [recurring.subscriptions],
    });
    expect(
      await screen.findByRole('heading', { name: 'This page is not saved on this device' }, LOADED),
    ).toBeTruthy();
  });

  it('a ticket bought on autoplay is listed, opens at its own address, and pauses', async () => {
    const { user, router } = await renderPage('/powerball', { signedInAs: 'winner@luckydip.test' });
    await user.click(await screen.findByRole('button', { name: 'Quick pick all games' }, LOADED));
    await user.click(screen.getByRole('checkbox', { name: /Play every draw with autoplay/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByRole('dialog', { name: 'Added to your cart' }, LOADED);
    await user.click(within(added).getByRole('button', { name: 'Go to cart' }));
    await user.click(await screen.findByRole('link', { name: 'Checkout' }, LOADED));
    await user.click(await screen.findByRole('button', { name: /^Buy now · / }, LOADED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your receipt' }, LOADED)).toBeTruthy();

    await router.navigate({ to: '/my-account/autoplay/{-$page}', params: { page: 1 } });
    const item = await screen.findByRole('article', undefined, LOADED);
    await user.click(within(item).getByRole('link', { name: /^Powerball/ }));
    const status = await screen.findByRole('region', { name: 'Pause or cancel' }, LOADED);
    expect(canonicalPath()).toBe(router.state.location.pathname);
    await user.click(within(status).getByRole('button', { name: /^Pause / }));
    expect(await within(status).findByRole('button', { name: /^Turn .* back on$/ }, LOADED)).toBeTruthy();
  });
});
