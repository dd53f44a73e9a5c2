import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';

describe('content editors', () => {
  it('preview drafts with their own sign-in, and change translations; a customer can do neither', async () => {
    const t = await apiTestApp();
    const tokenOf = async (email: string) =>
      (await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }))).result
        .access_token;
    const editor = await tokenOf('editor@luckydip.test');
    const customer = await tokenOf('demo@luckydip.test');
    const preview = (path: string, token?: string) =>
      t.signed(`/api/cms${path}`, {
        headers: { 'x-preview': 'editor', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });

    const me = await read<{ can_edit: boolean }>(await t.call(account.customer, {}, { token: editor }));
    expect(me.result.can_edit).toBe(true);
    expect(
      (await read<{ can_edit: boolean }>(await t.call(account.customer, {}, { token: customer }))).result
        .can_edit,
    ).toBe(false);

    const draft = await preview('/items/blog_posts/christmas-draw-calendar', editor);
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect((await preview('/items/pages/careers', editor)).status).toBe(200);
    const refused = await preview('/items/blog_posts/christmas-draw-calendar', customer);
    expect(refused.status).toBe(403);
    expect((await read(refused)).messages[0]?.message).toBe('Previews are for content editors.');
    expect((await preview('/items/pages/careers')).status).toBe(401);
    // Without asking for a preview, an editor sees what everyone sees.
    expect((await t.signed('/api/cms/items/pages/careers')).status).toBe(404);

    const change = (token: string) =>
      t.signed('/api/cms/en-AU/items', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({
          collection: 'pages',
          item_id: 'faq',
          key: 'seo_title',
          value: 'Your questions',
        }),
      });
    expect((await change(customer)).status).toBe(403);
    expect((await change(editor)).status).toBe(200);
    const texts = await read<{ value: string }[]>(
      await t.signed('/api/cms/en-AU/items?c[]=pages&id[]=faq&t[]=seo_title'),
    );
    expect(texts.result.map((text) => text.value)).toEqual(['Your questions']);
  });
});
