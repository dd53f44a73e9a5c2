import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { camelizeKeys } from '@contract/case';
import {
  blogCategorySchema,
  blogPostSchema,
  blogSettingsSchema,
  cmsComponentSchema,
  cmsPageSchema,
  cmsThemeSchema,
  navigationSchema,
  siteContentSchema,
} from '@contract/schemas/content';
import { testApp } from '../../testing/test-app';
import { ONE_LINE } from '@contract/form-rules';

interface Body<T> {
  result: T;
  page_info?: { total: number; total_pages: number; page: number };
  messages: { code: string; message: string }[];
  errors?: Record<string, { message: string }[]>;
}
const read = async <T>(response: Response) => (await response.json()) as Body<T>;
type Page = { id: string; path: string; title: string; status: string };

describe('content service', () => {
  it('serves the theme and site config as single items', async () => {
    const { signed } = await testApp();
    const theme = await read<{ colors: Record<string, string[]>; border_radius: string }>(
      await signed('/api/cms/items/theme'),
    );
    expect(Object.keys(theme.result.colors)).toHaveLength(9);
    expect(theme.result.colors.primary).toHaveLength(10);
    const site = await read<{ site_name: string; route_paths: object }>(
      await signed('/api/cms/items/site_config'),
    );
    expect(site.result.site_name).toBe('Lucky Dip');
  });

  it('lists only published pages whose date has come', async () => {
    const { signed } = await testApp();
    const { result, page_info } = await read<Page[]>(
      await signed('/api/cms/items/pages?fields=id,path,status'),
    );
    const ids = result.map((page) => page.id);
    expect(ids).toContain('privacy');
    expect(ids).not.toContain('careers');
    expect(ids).not.toContain('summer-draws');
    expect(page_info?.total).toBe(8);
    expect((await signed('/api/cms/items/pages/careers')).status).toBe(404);
  });

  it('shows drafts to previews that carry the token', async () => {
    const { signed } = await testApp();
    const response = await signed('/api/cms/items/pages/careers', {
      headers: { 'x-preview-token': 'luckydip-preview' },
    });
    expect(response.status).toBe(200);
    expect(
      (await signed('/api/cms/items/pages/careers', { headers: { 'x-preview-token': 'guess' } })).status,
    ).toBe(404);
  });

  it('filters, sorts, limits and pages', async () => {
    const { signed } = await testApp();
    const filter = encodeURIComponent(
      JSON.stringify({ path: { _in: ['/about/faq', '/about/privacy', '/about'] } }),
    );
    const { result, page_info } = await read<Page[]>(
      await signed(`/api/cms/items/pages?filter=${filter}&sort=-path&limit=2&offset=1&fields=path`),
    );
    expect(result).toEqual([
      { id: 'faq', path: '/about/faq' },
      { id: 'about', path: '/about' },
    ]);
    expect(page_info).toMatchObject({ total: 3, total_pages: 2, page: 1 });
    const bad = await signed(`/api/cms/items/pages?filter=${encodeURIComponent('{"path":{"_regex":"x"}}')}`);
    expect(bad.status).toBe(400);
  });

  it('serves navigation with route types, component variants, files and translations', async () => {
    const { signed, app } = await testApp();
    const nav = await read<{ primary: { key: string; route_type: string | null; children: unknown[] }[] }>(
      await signed('/api/cms/navigation'),
    );
    expect(nav.result.primary.map((item) => item.route_type)).toEqual([
      null,
      'internal',
      null,
      'internal',
      'internal',
      'external',
    ]);
    // The membership item, which the navigation dots until its page is visited.
    expect(nav.result.primary[4]).toMatchObject({ key: 'membership', route_type: 'internal' });
    expect(nav.result.primary[0]!.children.length).toBeGreaterThan(0);
    const usp = await read<{ variant: string }>(await signed('/api/cms/components/unique_selling_point'));
    expect(usp.result.variant).toBe('a');
    const logo = await app.request('/api/cms/files/logo');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const translations = await read<{ item_id: string; key: string; value: string }[]>(
      await signed('/api/cms/en-AU/items?c[]=pages&id[]=faq&t[]=seo_title'),
    );
    expect(translations.result).toEqual([
      { collection: 'pages', item_id: 'faq', key: 'seo_title', value: 'Frequently asked questions' },
    ]);
  });

  it('serves a picture at the widths of a srcset, as WebP drawn at that width, and no other width', async () => {
    const { signed, app } = await testApp();
    const causes = await read<{ key: string; image: { url: string; alt: string } | null }[]>(
      await signed('/api/v2/causes'),
    );
    const image = causes.result.find((cause) => cause.key === 'surf_life_saving')?.image;
    expect(image?.alt).toMatch(/flags/);
    for (const width of [320, 1280]) {
      const sized = await app.request(`${image!.url}?width=${width}`);
      expect(sized.headers.get('content-type')).toBe('image/webp');
      expect(sized.headers.get('cache-control')).toBe('public, max-age=86400');
      const picture = await sharp(Buffer.from(await sized.arrayBuffer())).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', width, (width * 9) / 16]);
    }
    expect((await app.request(`${image!.url}?width=500`)).status).toBe(400);
    expect((await app.request(`${image!.url}?width=`)).status).toBe(400);
    expect((await app.request('/api/cms/files/no-such-file?width=320')).status).toBe(404);
  });

  it('keeps a contact-form message, sends it to support, acknowledges it to the sender, and refuses writes to other collections', async () => {
    const { signed, app } = await testApp();
    const send = (body: object) =>
      signed('/api/cms/items/contact_page', { method: 'POST', body: JSON.stringify(body) });
    const bad = await send({ name: '', email: 'x' });
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
    const mailbox = async (to: string) =>
      (await read<{ subject: string; text: string }[]>(await app.request(`/api/sandbox/mailbox?to=${to}`)))
        .result;
    expect((await mailbox('support@luckydip.test'))[0]!.subject).toBe(
      `Contact form #${answer.result.reference}: Dana`,
    );
    const [acknowledged] = await mailbox('dana@example.test');
    expect(acknowledged!.subject).toBe(`We have your message (reference ${answer.result.reference})`);
    expect(acknowledged!.text).not.toContain('Where is my ticket?');
    const kept = await read<{ name: string; message: string; customer_id: number | null }[]>(
      await app.request('/api/sandbox/contact-messages'),
    );
    expect(kept.result[0]).toMatchObject({ name: 'Dana', message: 'Where is my ticket?', customer_id: null });
    // Nothing else is written to: there is no such call.
    expect((await signed('/api/cms/items/pages', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('takes five contact-form messages from one address in a quarter of an hour, not a sixth', async () => {
    const { signed } = await testApp();
    const send = () =>
      signed('/api/cms/items/contact_page', {
        method: 'POST',
        body: JSON.stringify({ name: 'Dana', email: 'dana@example.test', message: 'Hello' }),
      });
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it('serves what the storefront relies on, in the shapes of the contract', async () => {
    const { signed } = await testApp();
    const result = async (path: string) => camelizeKeys((await read(await signed(path))).result);
    cmsThemeSchema.parse(await result('/api/cms/items/theme'));
    siteContentSchema.parse(await result('/api/cms/items/site_config'));
    navigationSchema.parse(await result('/api/cms/navigation'));
    cmsPageSchema.parse(await result('/api/cms/items/pages/privacy'));
    cmsComponentSchema.parse(await result('/api/cms/components/unique_selling_point'));
    blogSettingsSchema.parse(await result('/api/cms/items/blog'));
    blogCategorySchema
      .array()
      .min(3)
      .parse(await result('/api/cms/items/blog_categories'));
    blogPostSchema
      .array()
      .min(10)
      .parse(await result('/api/cms/items/blog_posts'));
  });

  it('lists a category’s news newest first, a page at a time, and a draft only to a preview', async () => {
    const { signed } = await testApp();
    const filter = encodeURIComponent(JSON.stringify({ category: { _eq: 'news' } }));
    const page = async (offset: number, headers: Record<string, string> = {}) =>
      read<{ slug: string; date_published: string }[]>(
        await signed(
          `/api/cms/items/blog_posts?filter=${filter}&sort=-date_published&limit=4&offset=${offset}&fields=slug,date_published`,
          { headers },
        ),
      );
    const first = await page(0);
    expect(first.result).toHaveLength(4);
    expect(first.page_info?.total).toBe(6);
    const dates = first.result.map((post) => post.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(4)).result).toHaveLength(2);
    const all = async (headers?: Record<string, string>) =>
      [...(await page(0, headers)).result, ...(await page(4, headers)).result].map((post) => post.slug);
    expect(await all()).not.toContain('christmas-draw-calendar');
    expect(
      (await page(0, { 'x-preview-token': 'luckydip-preview' })).result.map((post) => post.slug),
    ).toContain('christmas-draw-calendar');
    expect((await signed('/api/cms/items/blog_posts/winter-raffle-results')).status).toBe(404);
  });

  it('sends the Cache-Control of the cache-policy table', async () => {
    const { signed, app } = await testApp();
    expect((await signed('/api/cms/items/theme')).headers.get('cache-control')).toBe('public, max-age=600');
    expect((await signed('/api/cms/navigation')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await app.request('/api/cms/files/logo')).headers.get('cache-control')).toBe(
      'public, max-age=86400',
    );
  });
});
