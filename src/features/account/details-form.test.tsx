import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/testing/render';
import { DetailsForm } from './details-form';
import { accountQueries } from './queries';

const renderDetails = () =>
  render(({ customerId }) => <DetailsForm customerId={customerId} supportHref="/about/contact-us" />, {
    signedInAs: 'demo@luckydip.test',
  });

describe('the details form', () => {
  it('shows the identity fields it cannot change, and the contact details it can', async () => {
    await renderDetails();
    expect((await screen.findByLabelText<HTMLInputElement>(/^First name/)).readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('demo@luckydip.test');
    expect(screen.getByLabelText<HTMLInputElement>(/^Suburb/).value).toBe('Sydney');
  });

  it('checks the rules before sending, and puts the server’s refusal on its field', async () => {
    const { user } = await renderDetails();
    const postcode = await screen.findByLabelText(/^Postcode/);
    await user.clear(postcode);
    await user.type(postcode, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('Please enter a valid post code')).toBeTruthy();

    await user.clear(postcode);
    await user.type(postcode, '2000');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'confirm@luckydip.test');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('An account with this email already exists. Log in or reset your password.'),
    ).toBeTruthy();
  });

  it('saves address line 2 and keeps the saved details in the cache', async () => {
    const { user, queryClient, customer } = await renderDetails();
    await user.type(await screen.findByLabelText(/^Address line 2/), 'Unit 4');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(accountQueries.details(customer!.customerId).queryKey)).toMatchObject({
        addressLine2: 'Unit 4',
      }),
    );
  });
});
