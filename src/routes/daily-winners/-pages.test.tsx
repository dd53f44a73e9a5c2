/** Daily Winners' pages (spec 1 §2, spec 3 §4), by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as membership from '@contract/endpoints/membership';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the Daily Winners pages', () => {
  it('a giveaway list shows the page skeleton while it loads, then each giveaway', async () => {
    const { release } = await renderPage('/daily-winners/daily-giveaways', { held: [membership.giveaways] });
    expect(await screen.findByRole('status', { name: 'Loading' }, LOADED)).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /giveaways/i }, LOADED)).toBeTruthy();
    const main = screen.getByRole('main');
    const giveaways = within(main)
      .getAllByRole('link', { name: /./ })
      .filter((link) => link.getAttribute('href')?.startsWith('/daily-winners/giveaways/'));
    expect(giveaways.length).toBeGreaterThan(0);
    expect(canonicalPath()).toBe('/daily-winners/daily-giveaways');
  });

  it('a page past the last giveaway says there are none there', async () => {
    await renderPage('/daily-winners/daily-giveaways/99');
    expect(await screen.findByText('No giveaways here yet.', undefined, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/daily-winners/daily-giveaways/99');
  });

  it('a giveaway list says so when it cannot be fetched', async () => {
    await renderPage('/daily-winners/monthly-giveaways', { failing: [membership.giveaways] });
    expect(
      await screen.findByText(
        'We could not load these giveaways. Check your connection and try again.',
        undefined,
        LOADED,
      ),
    ).toBeTruthy();
  });

  it('a customer joins free from the landing, and may then unlock tonight’s entry', async () => {
    const { user } = await renderPage('/daily-winners', { signedInAs: 'demo@luckydip.test' });
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Join free' }, LOADED));
    const unlock = await screen.findAllByRole('button', { name: 'Unlock my entry' }, LOADED);
    expect(unlock.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Join free' })).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).queryByText('Join Daily Winners free to enter this giveaway.')).toBeNull();
  });
});
