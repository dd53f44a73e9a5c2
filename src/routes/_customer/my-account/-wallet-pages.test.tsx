/** The wallet's pages (spec 3 §1), rendered by the app's router against the in-process API. */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as wallet from '@contract/endpoints/wallet';
import { canonicalPath, DEMO_PASSWORD, LOADED, renderPage, screen } from '@/testing/render';

describe('the wallet pages', () => {
  it('transactions: a skeleton while they load, then what the list will hold when it is empty', async () => {
    const { release } = await renderPage('/my-account/transactions', {
      signedInAs: 'wallet@luckydip.test',
      held: [wallet.transactions],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your transactions' })).toBeTruthy();
    release();
    expect(await screen.findByText('No transactions yet.', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Your wallet: $5.00');
    expect(canonicalPath()).toBe('/my-account/transactions');
  });

  it('transactions: the failure in the app’s words when they cannot be read', async () => {
    await renderPage('/my-account/transactions', {
      signedInAs: 'limits@luckydip.test',
      failing: [wallet.transactions],
    });
    expect(
      await screen.findByText(
        'Your transactions could not be loaded. Try again in a moment.',
        undefined,
        LOADED,
      ),
    ).toBeTruthy();
  });

  it('withdraw: winnings go to the customer’s bank account, and the withdrawal’s page says so', async () => {
    const { user, router } = await renderPage('/my-account/withdraw', { signedInAs: 'winner@luckydip.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' }, LOADED)).toBeTruthy();
    // No bank account yet: what a withdrawal may be is said, an account is added first, then chosen.
    expect(
      await screen.findByText(
        /^Each withdrawal is from \$\d+\.\d{2} to \$[\d,]+\.\d{2}, paid to your bank account\.$/,
        undefined,
        LOADED,
      ),
    ).toBeTruthy();
    await user.type(await screen.findByLabelText(/^Account name/, undefined, LOADED), 'Robin Winner');
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Re-enter account number/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await user.type(await screen.findByLabelText(/^Amount/, undefined, LOADED), '20');
    await user.type(screen.getByLabelText(/^Your password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your withdrawal' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('Withdrawal requested', undefined, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/my-account\/withdraw\/details\//);
    // The withdrawal is the first of the customer's transactions.
    await user.click(screen.getByRole('link', { name: 'Your transactions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LOADED)).toBeTruthy();
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getAllByText(/Withdrawal/).length).toBeGreaterThan(0), LOADED);
    expect(screen.queryByRole('status', { name: 'Loading your transactions' })).toBeNull();
    expect(within(main).queryByText('No transactions yet.')).toBeNull();
    // And the winnings it was paid from, before it.
    expect(within(main).getByRole('cell', { name: 'Prize' })).toBeTruthy();
  });
});
