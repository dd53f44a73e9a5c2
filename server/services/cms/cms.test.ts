import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '@contract/case';
import {
  cmsComponentSchema,
  cmsPageSchema,
  cmsThemeSchema,
  navigationSchema,
  siteContentSchema,
} from '@contract/schemas/content';
import { testApp } from '../../testing/test-app';

interface Body<T> {
  result: T;
  page_info?: { total: number; total_pages: number; page: number };
  messages: { code: string }[];
  errors?: Record<string, unknown[]>;
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
      await signed('/api/cms/items/site_config?fields=site_name'),
    );
    expect(site.result).toEqual({ site_name: 'Lucky Dip' });
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
    expect(result).toEqual([{ path: '/about/faq' }, { path: '/about' }]);
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

  it('takes contact-form messages and refuses writes to other collections', async () => {
    const { signed, app } = await testApp();
    const bad = await signed('/api/cms/items/contact_page', {
      method: 'POST',
      body: JSON.stringify({ name: '', email: 'x' }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await read(bad)).errors ?? {}).sort()).toEqual(['email', 'message', 'name']);
    const good = await signed('/api/cms/items/contact_page', {
      method: 'POST',
      body: JSON.stringify({ name: 'Dana', email: 'demo@luckydip.test', message: 'Hello' }),
    });
    expect(good.status).toBe(201);
    const mailbox = await read<{ subject: string }[]>(
      await app.request('/api/sandbox/mailbox?to=support@luckydip.test'),
    );
    expect(mailbox.result[0]!.subject).toBe('Contact form: Dana');
    expect((await signed('/api/cms/items/pages', { method: 'POST', body: '{}' })).status).toBe(403);
  });

  it('serves what the storefront relies on, in the shapes of the contract', async () => {
    const { signed } = await testApp();
    const result = async (path: string) => camelizeKeys((await read(await signed(path))).result);
    cmsThemeSchema.parse(await result('/api/cms/items/theme'));
    siteContentSchema.parse(await result('/api/cms/items/site_config'));
    navigationSchema.parse(await result('/api/cms/navigation'));
    cmsPageSchema.parse(await result('/api/cms/items/pages/privacy'));
    cmsComponentSchema.parse(await result('/api/cms/components/unique_selling_point'));
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
