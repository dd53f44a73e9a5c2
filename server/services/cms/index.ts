/**
 * The content service (/api/cms): items by collection in the manner of a headless CMS, files,
 * navigation, component variants and translations. Only visible content is served (spec 3 §4);
 * a request with the preview token (`x-preview-token`) also sees drafts and archived items.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { sendEmail } from '../../sandbox/mailbox';
import { INVALID_EMAIL, REQUIRED } from '../../../src/lib/form-messages';
import { itemQuerySchema, pickFields, queryItems, readItems } from './items';

/** Collections with a single item, answered as an object rather than a list. */
const SINGLETONS = new Set(['theme', 'site_config']);
const PUBLIC_CACHE = 'public, max-age=60';

const contactSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(120),
  email: z.email(INVALID_EMAIL),
  message: z.string().trim().min(1, REQUIRED).max(4000),
});

export function cmsService(): Hono<AppEnv> {
  const cms = new Hono<AppEnv>();
  const preview = (header: string | undefined, token: string) => header !== undefined && header === token;
  const items = (
    c: { var: AppEnv['Variables']; req: { header(name: string): string | undefined } },
    collection: string,
  ) =>
    readItems(
      c.var.db,
      collection,
      new Date(),
      preview(c.req.header('x-preview-token'), c.var.config.previewToken),
    );

  cms.get('/items/:collection', (c) => {
    const collection = c.req.param('collection');
    const query = validate(itemQuerySchema, c.req.query());
    c.header('Cache-Control', PUBLIC_CACHE);
    if (SINGLETONS.has(collection)) {
      const item = items(c, collection)[0];
      if (!item) throw HttpError.of(404, 'not_found', `${collection} is not set.`);
      return ok(c, pickFields(item, query.fields));
    }
    const { data, total } = queryItems(items(c, collection), query);
    const pageSize = query.limit && query.limit > 0 ? query.limit : Math.max(total, 1);
    return ok(c, data, {
      page_info: {
        page: Math.floor((query.offset ?? 0) / pageSize) + 1,
        page_size: pageSize,
        total,
        total_pages: Math.max(1, Math.ceil(total / pageSize)),
      },
    });
  });

  cms.get('/items/:collection/:id', (c) => {
    const item = items(c, c.req.param('collection')).find((entry) => entry.id === c.req.param('id'));
    if (!item) throw HttpError.of(404, 'not_found', 'There is no such item.');
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, pickFields(item, c.req.query('fields')));
  });

  // Visitors may write to one collection only: the contact form, which support reads by email.
  cms.post('/items/:collection', async (c) => {
    if (c.req.param('collection') !== 'contact_page') {
      throw HttpError.of(403, 'forbidden', 'This collection cannot be written to.');
    }
    const message = validate(contactSchema, await c.req.json());
    sendEmail(
      c.var.db,
      'support@luckydip.test',
      `Contact form: ${message.name}`,
      `${message.email}\n\n${message.message}`,
    );
    return ok(
      c,
      { received: true },
      { messages: [{ code: 'success', message: 'Thanks, we will be in touch soon.', level: 'success' }] },
      201,
    );
  });

  cms.get('/navigation', (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, { primary: items(c, 'navigation') });
  });

  cms.get('/components/:key', (c) => {
    const component = items(c, 'components').find((entry) => entry.id === c.req.param('key'));
    if (!component) throw HttpError.of(404, 'not_found', 'There is no such component.');
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, { key: component.id, ...component });
  });

  // Translations: c[] collections, id[] item ids, t[] keys; each list optional.
  cms.get('/:locale{[a-z]{2}-[A-Z]{2}}/items', (c) => {
    const collections = c.req.queries('c[]') ?? [];
    const ids = c.req.queries('id[]') ?? [];
    const keys = c.req.queries('t[]') ?? [];
    const rows = c.var.db
      .prepare(
        'SELECT collection, item_id, key, value FROM cms_translations WHERE locale = ? ORDER BY collection, item_id, key',
      )
      .all(c.req.param('locale')) as { collection: string; item_id: string; key: string; value: string }[];
    const wanted = (list: string[], value: string) => list.length === 0 || list.includes(value);
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(
      c,
      rows.filter(
        (row) => wanted(collections, row.collection) && wanted(ids, row.item_id) && wanted(keys, row.key),
      ),
    );
  });

  return cms;
}

/**
 * Files (logos, images) at /api/cms/files: public and unsigned, because the browser loads them
 * straight from <img> tags, which cannot carry signature headers.
 */
export function cmsFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get('/:id', (c) => {
    const file = c.var.db.prepare('SELECT type, data FROM cms_files WHERE id = ?').get(c.req.param('id')) as
      { type: string; data: Buffer } | undefined;
    if (!file) throw HttpError.of(404, 'not_found', 'There is no such file.');
    c.header('Content-Type', file.type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(file.data));
  });
  return files;
}
