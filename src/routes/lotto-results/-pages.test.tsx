/** The results pages (spec 2 §2, §9), rendered by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as results from '@contract/endpoints/results';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the results pages', () => {
  it('show a skeleton while the results load, then the latest draw of each game', async () => {
    const { release } = await renderPage('/lotto-results', { held: [results.latest] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotto results' }, LOADED)).toBeTruthy();
    expect(await screen.findByLabelText('Loading results')).toBeTruthy();
    release();
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, LOADED);
    expect(screen.queryByLabelText('Loading results')).toBeNull();
    expect(screen.getAllByRole('link', { name: /draw \d+/i }).length).toBeGreaterThan(0);
    expect(within(pages).getByText('1').getAttribute('aria-current')).toBe('page');
    expect(canonicalPath()).toBe('/lotto-results');
  });

  it('say so when a page has no results, with the way back to the latest', async () => {
    await renderPage('/lotto-results/99');
    expect(await screen.findByText(/There are no results on this page/, undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the latest results' }).getAttribute('href')).toBe(
      '/lotto-results',
    );
    expect(canonicalPath()).toBe('/lotto-results/99');
  });

  it('say that the results are not saved here when no answer comes, and offer the pages that are', async () => {
    await renderPage('/lotto-results', { failing: [results.latest] });
    const notice = await screen.findByRole('status', { name: '' }, LOADED);
    expect(within(notice).getByRole('heading').textContent).toBe('This page is not saved on this device');
    expect(within(notice).getByRole('link', { name: 'Lotteries' }).getAttribute('href')).toBe(
      '/lotto-tickets',
    );
  });

  it('move to the next page and to the raffles’ list', async () => {
    const { user, router } = await renderPage('/lotto-results');
    await user.click(await screen.findByRole('link', { name: 'Next' }, LOADED));
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, LOADED);
    expect(within(pages).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe('/lotto-results/2');
    expect(canonicalPath()).toBe('/lotto-results/2');
    await user.click(screen.getByRole('link', { name: 'Raffles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raffle results' }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/lotto-results/raffles');
  });

  it('give a game’s results the offer’s own address as canonical', async () => {
    await renderPage('/powerball/results');
    expect(await screen.findByRole('heading', { level: 1, name: /Powerball results/ }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/powerball/results');
  });
});
