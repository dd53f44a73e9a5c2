import { screen, waitFor } from '@testing-library/react';
import { generate } from 'otplib';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, render } from '@/testing/render';
import { LoginPage } from './login-page';

async function renderLogin() {
  const onSignedIn = vi.fn();
  const view = await render(
    <LoginPage onSignedIn={onSignedIn} rememberForDays={30} supportHref="/about/contact-us" target="/" />,
  );
  return { ...view, onSignedIn };
}

async function submitCredentials(
  user: Awaited<ReturnType<typeof renderLogin>>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form', () => {
  it('names each missing field and sends nothing', async () => {
    const { user, calls } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.filter((call) => call.endsWith('/login'))).toEqual([]);
  });

  it("shows the server's refusal, and clears a field's error once it is edited", async () => {
    const { user } = await renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();

    await user.clear(screen.getByLabelText(/^Email/));
    await submitCredentials(user, 'demo@luckydip.test', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');
  });

  it('signs the demo customer in with one request, however often the button is pressed', async () => {
    const { user, calls, onSignedIn } = await renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), ' demo@luckydip.test ');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ customer: { email: 'demo@luckydip.test' } });
    expect(calls.filter((call) => call === 'POST /api/v2/login')).toHaveLength(1);
  });
});

describe('the code entry', () => {
  it('refuses an incomplete code, then a wrong one, then takes the authenticator code', async () => {
    const { user, onSignedIn } = await renderLogin();
    await submitCredentials(user, 'authenticator@luckydip.test', DEMO_PASSWORD);
    expect(
      await screen.findByRole('heading', { name: 'Enter the 6 digit code from your authenticator app' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('A 6 digit code is required.')).toBeTruthy();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('000000');
    expect(
      await screen.findByText('Code is incorrect or expired. Try again or contact support.'),
    ).toBeTruthy();
    // A refused code is cleared for the next try, with the cursor back in the first cell.
    expect(screen.getByLabelText<HTMLInputElement>('Digit 1 of 6').value).toBe('');

    await user.keyboard(await generate({ secret: DEMO_TOTP_SECRET }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('fills the cells from a paste and moves back on backspace', async () => {
    const { user } = await renderLogin();
    await submitCredentials(user, 'authenticator@luckydip.test', DEMO_PASSWORD);
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('12a3');
    const cell = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 6`).value;
    expect([cell(1), cell(2), cell(3), cell(4)]).toEqual(['1', '2', '3', '']);
    await user.keyboard('{Backspace}');
    expect(cell(3)).toBe('');
  });
});
