/** Lotto Party's pages (spec 3 §2), by the app's router against the in-process API. */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as party from '@contract/endpoints/lotto-party';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

/** The modal's step line is written in parts ("Step {n} of {m}: {name}"). */
const shows = (modal: HTMLElement, text: string) =>
  waitFor(() => expect(modal.textContent).toContain(text), LOADED);

describe('the Lotto Party pages', () => {
  it('a visitor reads what a Lotto Party is and is asked to log in, and back here after', async () => {
    await renderPage('/lotto-party');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotto Party' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Flotto-party',
    );
    expect(canonicalPath()).toBe('/lotto-party');
  });

  it('a customer’s groups: a skeleton while they load, then what to do with none', async () => {
    const { release } = await renderPage('/lotto-party', {
      signedInAs: 'demo@luckydip.test',
      held: [party.groups],
    });
    expect(await screen.findByRole('status', { name: 'Loading your groups' }, LOADED)).toBeTruthy();
    release();
    expect(
      await screen.findByText(/You are not in a Lotto Party group yet\./, undefined, LOADED),
    ).toBeTruthy();
  });

  it('a customer’s groups: the spec’s error when they cannot be read', async () => {
    await renderPage('/lotto-party', { signedInAs: 'demo@luckydip.test', failing: [party.groups] });
    expect(await screen.findByText('Something went wrong', undefined, LOADED)).toBeTruthy();
  });

  it('a customer starts a Lotto Party: a name, a draw, shares, and the session to join', async () => {
    const { user } = await renderPage('/lotto-party', { signedInAs: 'demo@luckydip.test' });
    await user.click(await screen.findByRole('button', { name: 'Start a Lotto Party' }, LOADED));
    const modal = await screen.findByRole('dialog', { name: 'Start a Lotto Party' }, LOADED);
    await shows(modal, 'Step 1 of 5: Name');
    await user.type(within(modal).getByLabelText(/^Group name/), 'Page test syndicate');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await shows(modal, 'Step 2 of 5: Draw');
    await user.selectOptions(within(modal).getByLabelText(/^Lottery/), 'powerball');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await shows(modal, 'Step 3 of 5: Shares');
    await user.selectOptions(within(modal).getByLabelText(/^Price of a share/), '5');
    const shares = within(modal).getByLabelText(/^Number of shares/);
    await user.clear(shares);
    await user.type(shares, '10');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await shows(modal, 'Step 4 of 5: Autoplay');
    await user.click(within(modal).getByRole('button', { name: 'Create the session' }));
    await shows(modal, 'Step 5 of 5: Join');
    expect(within(modal).getByText(/10 shares at \$5\.00 each/)).toBeTruthy();
    expect(within(modal).getByLabelText<HTMLInputElement>(/^Invite link/).value).toMatch(
      /\/lotto-party\/group\?/,
    );
  });
});
