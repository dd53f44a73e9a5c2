import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as auth from '@contract/endpoints/auth';
import * as blog from '@contract/endpoints/blog';
import * as content from '@contract/endpoints/content';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';

describe('content editors', () => {
  it('preview drafts with their own sign-in, and change translations; a customer can do neither', async () => {
    const t = await apiTestApp();
    const tokenOf = async (email: string) =>
      (await t.answer(auth.login, { body: { email, password: DEMO_PASSWORD } })).result.accessToken;
    const editor = await tokenOf('editor@luckydip.test');
    const customer = await tokenOf('demo@luckydip.test');
    const canEdit = async (token: string) => (await t.answer(account.customer, {}, { token })).result.canEdit;
    expect(await canEdit(editor)).toBe(true);
    expect(await canEdit(customer)).toBe(false);

    // A preview is asked for by its header, as the editor's preview pages ask.
    const asPreview = (token?: string) => ({ token, headers: { 'x-preview': 'editor' } });
    const calendar = { params: { id: 'christmas-draw-calendar' } };
    const draft = await t.call(blog.post, calendar, asPreview(editor));
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect((await t.call(content.page, { params: { id: 'careers' } }, asPreview(editor))).status).toBe(200);
    const refused = await t.call(blog.post, calendar, asPreview(customer));
    expect(refused.status).toBe(403);
    expect((await read(refused)).messages[0]?.message).toBe('Previews are for content editors.');
    expect((await t.call(content.page, { params: { id: 'careers' } }, asPreview())).status).toBe(401);
    // Without asking for a preview, an editor sees what everyone sees.
    expect((await t.call(content.page, { params: { id: 'careers' } }, { token: editor })).status).toBe(404);

    const locale = { locale: 'en-AU' };
    const change = (token: string) =>
      t.call(
        content.changeTranslation,
        {
          params: locale,
          body: { collection: 'pages', itemId: 'faq', key: 'seo_title', value: 'Your questions' },
        },
        { token },
      );
    expect((await change(customer)).status).toBe(403);
    expect((await change(editor)).status).toBe(200);
    const texts = await t.answer(content.translations, {
      params: locale,
      query: { c: ['pages'], id: ['faq'], t: ['seo_title'] },
    });
    expect(texts.result.map((text) => text.value)).toEqual(['Your questions']);
  });
});
