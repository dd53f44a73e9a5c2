/** The account's pages (spec 1 §2), rendered by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as results from '@contract/endpoints/results';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the account pages', () => {
  it('the overview shows skeletons while it loads, then the balance and the next draws', async () => {
    const { release } = await renderPage('/my-account', {
      signedInAs: 'limits@luckydip.test',
      held: [results.orders],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello, / }, LOADED)).toBeTruthy();
    expect((await screen.findByTestId('wallet-balance')).textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(screen.getByLabelText('Loading next draws')).toBeTruthy();
    release();
    const next = screen.getByRole('region', { name: 'Next draws' });
    expect(await within(next).findByRole('article', undefined, LOADED)).toBeTruthy();
    expect(within(next).getByText(/^Powerball Standard: 33 games/)).toBeTruthy();
    expect(screen.queryByLabelText('Loading next draws')).toBeNull();
    expect(within(next).getByRole('link', { name: 'All upcoming tickets' })).toBeTruthy();
    expect(canonicalPath()).toBe('/my-account');
  });

  it('the overview of a customer with no tickets says where to find some', async () => {
    await renderPage('/my-account', { signedInAs: 'verify@luckydip.test' });
    expect(
      await screen.findByText('You have no tickets in draws still to come.', undefined, LOADED),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Find a lottery' })[0]?.getAttribute('href')).toBe(
      '/lotto-tickets',
    );
  });

  it('the overview says what is not saved when no answer comes', async () => {
    await renderPage('/my-account', { signedInAs: 'demo@luckydip.test', failing: [results.orders] });
    expect(
      (await screen.findAllByRole('heading', { name: 'This page is not saved on this device' }, LOADED))
        .length,
    ).toBeGreaterThan(0);
  });

  it('a visitor who is not signed in is sent to log in, and back after', async () => {
    const { router } = await renderPage('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ redirect: '/my-account' });
  });

  it('from the overview to my details, where a change is saved', async () => {
    const { user } = await renderPage('/my-account', { signedInAs: 'demo@luckydip.test' });
    const pages = await screen.findByRole('navigation', { name: 'Account pages' }, LOADED);
    await user.click(within(pages).getByRole('link', { name: 'My details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My details' }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/my-account/my-details');
    const mobile = await screen.findByLabelText(/^Mobile/, undefined, LOADED);
    await user.clear(mobile);
    await user.type(mobile, '0412 345 678');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText(/saved/i, undefined, LOADED)).toBeTruthy();
  });
});
