import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../contract/case';
import { testApp } from '../testing/test-app';

const config = async (t: Awaited<ReturnType<typeof testApp>>) =>
  camelizeKeys<{ result: { disableIndexing: boolean } }>(await (await t.signed('/api/v2/config')).json())
    .result;

describe('indexing', () => {
  it('is allowed by default: robots.txt lets crawlers in but keeps them out of the API and accounts', async () => {
    const t = await testApp();
    const robots = await t.app.request('/robots.txt');
    expect(await robots.text()).toContain('Allow: /\nDisallow: /api/\nDisallow: /my-account/');
    expect((await t.app.request('/')).headers.get('x-robots-tag')).toBeNull();
    expect((await config(t)).disableIndexing).toBe(false);
  });

  it('with DISABLE_INDEXING, robots.txt, every answer and the site configuration say noindex', async () => {
    const t = await testApp({ disableIndexing: true });
    expect(await (await t.app.request('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await t.app.request('/')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await t.app.request('/about/privacy')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await config(t)).disableIndexing).toBe(true);
  });
});
