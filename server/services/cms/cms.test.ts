import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import * as blog from '@contract/endpoints/blog';
import * as catalogue from '@contract/endpoints/catalogue';
import * as content from '@contract/endpoints/content';
import type { ContactMessage } from '@contract/schemas/content';
import { ONE_LINE } from '@contract/form-rules';
import { apiTestApp, read } from '../../testing/api-helpers';

const PREVIEW = { 'x-preview-token': 'luckydip-preview' };

describe('content service', () => {
  it('serves the theme and site config as single items', async () => {
    const t = await apiTestApp();
    const theme = (await t.answer(content.theme, {})).result;
    expect(Object.keys(theme.colors ?? {})).toHaveLength(9);
    expect(theme.colors?.primary).toHaveLength(10);
    expect((await t.answer(content.site, {})).result.siteName).toBe('Lucky Dip');
  });

  it('lists only published pages whose date has come', async () => {
    const t = await apiTestApp();
    const { result, pageInfo } = await t.answer(content.pages, { query: { fields: 'id,path,status' } });
    const ids = result.map((page) => page.id);
    expect(ids).toContain('privacy');
    expect(ids).not.toContain('careers');
    expect(ids).not.toContain('summer-draws');
    expect(pageInfo?.total).toBe(8);
    expect((await t.call(content.page, { params: { id: 'careers' } })).status).toBe(404);
  });

  it('shows drafts to previews that carry the token', async () => {
    const t = await apiTestApp();
    const careers = (headers: Record<string, string>) =>
      t.call(content.page, { params: { id: 'careers' } }, { headers });
    expect((await careers(PREVIEW)).status).toBe(200);
    expect((await careers({ 'x-preview-token': 'guess' })).status).toBe(404);
  });

  it('filters, sorts, limits and pages', async () => {
    const t = await apiTestApp();
    const filter = JSON.stringify({ path: { _in: ['/about/faq', '/about/privacy', '/about'] } });
    const { result, pageInfo } = await t.answer(content.pages, {
      query: { filter, sort: '-path', limit: 2, offset: 1, fields: 'path' },
    });
    expect(result).toEqual([
      { id: 'faq', path: '/about/faq' },
      { id: 'about', path: '/about' },
    ]);
    expect(pageInfo).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    const bad = await t.call(content.pages, { query: { filter: '{"path":{"_regex":"x"}}' } });
    expect(bad.status).toBe(400);
  });

  it('serves navigation with route types, component variants, files and translations', async () => {
    const t = await apiTestApp();
    const { primary } = (await t.answer(content.navigation, {})).result;
    expect(primary.map((item) => item.routeType)).toEqual([
      null,
      'internal',
      null,
      'internal',
      'internal',
      'external',
    ]);
    // The membership item, which the navigation dots until its page is visited.
    expect(primary[4]).toMatchObject({ key: 'membership', routeType: 'internal' });
    expect(primary[0]!.children?.length).toBeGreaterThan(0);
    const usp = await t.answer(content.component, { params: { key: 'unique_selling_point' } });
    expect(usp.result.variant).toBe('a');
    // A file is addressed by the content that names it, not by a declaration.
    const logo = await t.app.request('/api/cms/files/logo');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const translations = await t.answer(content.translations, {
      params: { locale: 'en-AU' },
      query: { c: ['pages'], id: ['faq'], t: ['seo_title'] },
    });
    expect(translations.result).toEqual([
      { collection: 'pages', itemId: 'faq', key: 'seo_title', value: 'Frequently asked questions' },
    ]);
    // Each list narrows; a list of two takes either.
    const two = await t.answer(content.translations, {
      params: { locale: 'en-AU' },
      query: { id: ['faq', 'privacy'], t: ['seo_title'] },
    });
    expect(two.result.map((text) => text.itemId).sort()).toEqual(['faq', 'privacy']);
  });

  it('serves a picture at the widths of a srcset, as WebP drawn at that width, and no other width', async () => {
    const t = await apiTestApp();
    const causes = (await t.answer(catalogue.causes, {})).result;
    const image = causes.find((cause) => cause.key === 'surf_life_saving')?.image;
    expect(image?.alt).toMatch(/flags/);
    for (const width of [320, 1280]) {
      const sized = await t.app.request(`${image!.url}?width=${width}`);
      expect(sized.headers.get('content-type')).toBe('image/webp');
      expect(sized.headers.get('cache-control')).toBe('public, max-age=86400');
      const picture = await sharp(Buffer.from(await sized.arrayBuffer())).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', width, (width * 9) / 16]);
    }
    expect((await t.app.request(`${image!.url}?width=500`)).status).toBe(400);
    expect((await t.app.request(`${image!.url}?width=`)).status).toBe(400);
    expect((await t.app.request('/api/cms/files/no-such-file?width=320')).status).toBe(404);
  });

  it('keeps a contact-form message, sends it to support, acknowledges it to the sender, and refuses writes to other collections', async () => {
    const t = await apiTestApp();
    const send = (body: ContactMessage) => t.call(content.contact, { body });
    const bad = await send({ name: '', email: 'x', message: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await read(bad)).errors ?? {}).sort()).toEqual(['email', 'message', 'name']);
    // A line break in the name would become a header of the email to support.
    const injected = await send({
      name: 'Dana\r\nBcc: all@example.test',
      email: 'dana@example.test',
      message: 'Hi',
    });
    expect(injected.status).toBe(422);
    expect((await read(injected)).errors?.name?.[0]?.message).toBe(ONE_LINE);
    const good = await send({ name: ' Dana ', email: 'dana@example.test', message: 'Where is my ticket?' });
    expect(good.status).toBe(201);
    const answer = await read<{ reference: number }>(good);
    expect(answer.messages[0]?.message).toBe('Thanks, we will be in touch soon.');
    expect((await t.mail('support@luckydip.test'))[0]!.subject).toBe(
      `Contact form #${answer.result.reference}: Dana`,
    );
    const [acknowledged] = await t.mail('dana@example.test');
    expect(acknowledged!.subject).toBe(`We have your message (reference ${answer.result.reference})`);
    expect(acknowledged!.text).not.toContain('Where is my ticket?');
    const kept = await read<{ name: string; message: string; customer_id: number | null }[]>(
      await t.app.request('/api/sandbox/contact-messages'),
    );
    expect(kept.result[0]).toMatchObject({ name: 'Dana', message: 'Where is my ticket?', customer_id: null });
    // Nothing else is written to: no such call is declared, and the address answers as unknown.
    expect((await t.signed('/api/cms/items/pages', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('takes five contact-form messages from one address in a quarter of an hour, not a sixth', async () => {
    const t = await apiTestApp();
    const send = () =>
      t.call(content.contact, { body: { name: 'Dana', email: 'dana@example.test', message: 'Hello' } });
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it('serves what the storefront relies on, each answer checked against its schema as it is sent', async () => {
    const t = await apiTestApp();
    const served = async (response: Promise<Response>) => expect((await response).status).toBe(200);
    await served(t.call(content.theme, {}));
    await served(t.call(content.site, {}));
    await served(t.call(content.navigation, {}));
    await served(t.call(content.page, { params: { id: 'privacy' } }));
    await served(t.call(content.component, { params: { key: 'unique_selling_point' } }));
    await served(t.call(blog.settings, {}));
    expect((await t.answer(blog.categories, {})).result.length).toBeGreaterThanOrEqual(3);
    expect((await t.answer(blog.posts, {})).result.length).toBeGreaterThanOrEqual(10);
  });

  it('lists a category’s news newest first, a page at a time, and a draft only to a preview', async () => {
    const t = await apiTestApp();
    const filter = JSON.stringify({ category: { _eq: 'news' } });
    const page = async (offset: number, headers: Record<string, string> = {}) =>
      t.answer(
        blog.posts,
        { query: { filter, sort: '-date_published', limit: 4, offset, fields: 'slug,date_published' } },
        { headers },
      );
    const first = await page(0);
    expect(first.result).toHaveLength(4);
    expect(first.pageInfo?.total).toBe(6);
    const dates = first.result.map((post) => post.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(4)).result).toHaveLength(2);
    const all = async (headers?: Record<string, string>) =>
      [...(await page(0, headers)).result, ...(await page(4, headers)).result].map((post) => post.slug);
    expect(await all()).not.toContain('christmas-draw-calendar');
    expect((await page(0, PREVIEW)).result.map((post) => post.slug)).toContain('christmas-draw-calendar');
    expect((await t.call(blog.post, { params: { id: 'winter-raffle-results' } })).status).toBe(404);
  });

  it('sends the Cache-Control of the cache-policy table', async () => {
    const t = await apiTestApp();
    const cacheControl = async (response: Response | Promise<Response>) =>
      (await response).headers.get('cache-control');
    expect(await cacheControl(t.call(content.theme, {}))).toBe('public, max-age=600');
    expect(await cacheControl(t.call(content.navigation, {}))).toBe('public, max-age=86400');
    expect(await cacheControl(t.app.request('/api/cms/files/logo'))).toBe('public, max-age=86400');
  });
});
