/** The customer's ticket pages (spec 2 §2), rendered by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as results from '@contract/endpoints/results';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the ticket pages', () => {
  it('show a skeleton while the tickets load, then each order', async () => {
    const { release } = await renderPage('/my-account/upcoming-tickets', {
      signedInAs: 'limits@luckydip.test',
      held: [results.orders],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming tickets' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('status', { name: /^Loading/ })).toBeTruthy();
    release();
    expect(await screen.findByRole('article', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText(/^Powerball Standard: 33 games/)).toBeTruthy();
    expect(canonicalPath()).toBe('/my-account/upcoming-tickets');
  });

  it('say what a list will hold when it holds nothing yet', async () => {
    await renderPage('/my-account/past-tickets', { signedInAs: 'demo@luckydip.test' });
    expect(
      await screen.findByText('None of your tickets has been drawn yet.', undefined, LOADED),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a lottery' }).getAttribute('href')).toBe('/lotto-tickets');
  });

  it('say the tickets are not saved here when no answer comes', async () => {
    await renderPage('/my-account/upcoming-tickets', {
      signedInAs: 'limits@luckydip.test',
      failing: [results.orders],
    });
    expect(
      await screen.findByRole('heading', { name: 'This page is not saved on this device' }, LOADED),
    ).toBeTruthy();
  });

  it('open a ticket from the list, with its numbers, at its own address', async () => {
    const { user, router } = await renderPage('/my-account/upcoming-tickets', {
      signedInAs: 'limits@luckydip.test',
    });
    const order = await screen.findByRole('article', undefined, LOADED);
    await user.click(within(order).getByRole('link', { name: /View ticket/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Powerball/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upcoming tickets/ })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/my-account\/upcoming-tickets\/ticket\/\d+$/);
    expect(canonicalPath()).toBe(router.state.location.pathname);
  });
});
