/** The sign-in pages (spec 1 §3, §4): log in, sign up, a forgotten password, by the app's router against the in-process API. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as auth from '@contract/endpoints/auth';
import { canonicalPath, DEMO_PASSWORD, LOADED, renderPage, screen } from '@/testing/render';

describe('the sign-in pages', () => {
  it('log in: the server’s refusal, then a sign-in that lands where the customer was going', async () => {
    const { user } = await renderPage('/login?redirect=%2Fmy-account%2Fmy-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/login');
    await user.type(screen.getByLabelText(/^Email/), 'demo@luckydip.test');
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(
      'The email or password is incorrect.',
    );
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The app loads again at the target, signed in (src/features/auth: a whole page load).
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/my-details'), LOADED);
    expect(document.cookie).toMatch(/(^|; )customer_id=/);
  });

  it('log in: the button is busy while the server answers, and one press signs in once', async () => {
    const { user, calls, release } = await renderPage('/login', { held: [auth.login] });
    await user.type(await screen.findByLabelText(/^Email/, undefined, LOADED), 'demo@luckydip.test');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.dblClick(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    release();
    await waitFor(() => expect(document.cookie).toMatch(/(^|; )customer_id=/), LOADED);
    expect(calls.filter((call) => call.endsWith('/login'))).toHaveLength(1);
  });

  it('log in: a dropped connection is told, and the form keeps what was typed', async () => {
    const { user } = await renderPage('/login', { failing: [auth.login] });
    await user.type(await screen.findByLabelText(/^Email/, undefined, LOADED), 'demo@luckydip.test');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).not.toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('demo@luckydip.test');
  });

  it('sign up: each missing field is named and nothing is sent', async () => {
    const { user, calls } = await renderPage('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: /account/i }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/signup');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(2);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a forgotten password: the reset link is sent and the page says where', async () => {
    const { user } = await renderPage('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/, undefined, LOADED), 'reset@luckydip.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/reset/i);
  });
});
