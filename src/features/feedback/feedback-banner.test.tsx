import { describe, expect, it } from 'vitest';
import { render, screen } from '@/testing/render';
import { FeedbackBanner } from './feedback-banner';

describe('the feedback banner', () => {
  it('is a one-line strip in variant a and a card with its title in b', async () => {
    const { unmount } = await render(
      <FeedbackBanner variant="a" title="Tell us" text="Two minutes of feedback." signedIn={false} />,
    );
    expect(await screen.findByRole('button', { name: 'Give feedback' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tell us' })).toBeNull();
    unmount();
    await render(<FeedbackBanner variant="b" title="Tell us" text="Two minutes." signedIn={false} />);
    expect(await screen.findByRole('heading', { name: 'Tell us' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Give feedback' })).toBeTruthy();
  });

  it('asks at once in variant c, and sends the answer chosen there with the variant that asked', async () => {
    // The dialog's growing text box listens for fonts loading, which this test DOM lacks.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    const { user, api } = await render(
      <FeedbackBanner variant="c" title="Tell us" text="Two minutes." signedIn={false} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Okay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us how we are doing' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Okay' }).checked).toBe(true);
    await user.type(screen.getByLabelText('Anything you would like to tell us?'), 'Quick to buy.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(/Thank you for your feedback/)).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    const stored = (await (await api.app.request('/api/sandbox/feedback')).json()) as {
      result: { rating: string; comment: string; variant: string }[];
    };
    expect(stored.result[0]).toMatchObject({ rating: 'neutral', comment: 'Quick to buy.', variant: 'c' });
  });
});
