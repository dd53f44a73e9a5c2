/** The content service's pages and the news (spec 1 §2, spec 3 §6), by the app's router against the in-process API. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as blog from '@contract/endpoints/blog';
import * as content from '@contract/endpoints/content';
import { canonicalPath, LOADED, renderPage, screen } from '@/testing/render';

describe('the content pages', () => {
  it('a content page shows the page skeleton while it loads, then the page at its own address', async () => {
    const { release } = await renderPage('/about/privacy', { held: [content.page] });
    expect(await screen.findByRole('status', { name: 'Loading' }, LOADED)).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /privacy/i }, LOADED)).toBeTruthy();
    expect(canonicalPath()).toBe('/about/privacy');
  });

  it('an address the content service has no page for is the 404 page', async () => {
    await renderPage('/about/no-such-page');
    expect(
      await screen.findByText("It's looking like you may have taken a wrong turn.", undefined, LOADED),
    ).toBeTruthy();
  });

  it('the news list leads to a post, whose canonical address is its own', async () => {
    const { user, router } = await renderPage('/blog/category/news');
    const main = await screen.findByRole('main');
    const first = (await within(main).findAllByRole('link', undefined, LOADED)).find((link) =>
      /^\/blog\/(?!category\/)[^/.]+$/.test(link.getAttribute('href') ?? ''),
    );
    expect(first).toBeTruthy();
    const title = first!.textContent ?? '';
    await user.click(first!);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(first!.getAttribute('href'));
    expect(canonicalPath()).toBe(router.state.location.pathname);
  });

  it('the news says so when its posts cannot be fetched', async () => {
    await renderPage('/blog/category/news', { failing: [blog.posts] });
    expect(await screen.findByText("It's not you, it's us!", undefined, LOADED)).toBeTruthy();
  });

  it('the contact form names what is missing, then sends the message once and acknowledges it', async () => {
    const { user, calls } = await renderPage('/about/contact-us');
    const form = await screen.findByRole('form', { name: 'Contact us' }, LOADED);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(3);
    await user.type(within(form).getByLabelText(/^Your name/), 'Dana Reader');
    await user.type(within(form).getByLabelText(/^Email/), 'dana@example.test');
    await user.type(within(form).getByLabelText(/^Message/), 'My ticket for draw 1581 is not in my account.');
    await user.dblClick(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thanks, we will be in touch soon\./, undefined, LOADED)).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('POST ') && call.includes('contact'))).toHaveLength(1);
  });
});
