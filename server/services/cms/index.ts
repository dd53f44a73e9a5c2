/**
 * The content service (/api/cms): items by collection in the manner of a headless CMS, files,
 * navigation, component variants and translations. Only visible content is served (spec 3 §4);
 * a request with the preview token (`x-preview-token`) also sees drafts and archived items.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { itemQuerySchema, translationChangeSchema } from '@contract/schemas/content';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { isImageWidth } from '@contract/content-images';
import { contactForm } from './contact-form';
import { pickFields, queryItems, visibleItems } from './items';
import { sizedImage } from './sized-images';

/** Collections with a single item, answered as an object rather than a list. */
const SINGLETONS = new Set(['theme', 'site_config', 'blog']);

async function items(c: Context<AppEnv>, collection: string) {
  const token = c.req.header('x-preview-token');
  const preview =
    (token !== undefined && token === c.var.config.previewToken) || c.get('editorPreview') === true;
  return visibleItems(await c.var.data.content.items(collection), new Date(c.var.now()), preview);
}

export const EDITORS_ONLY = 'Previews are for content editors.';
const EDITORS_ONLY_TRANSLATIONS = 'Only content editors can change translations.';

/** A signed-in content editor (spec 1 §6 canEdit) goes on; anyone else is refused with `message`. */
function requireEditor(message: string): MiddlewareHandler<AppEnv> {
  const signedIn = requireCustomer();
  return (c, next) =>
    signedIn(c, async () => {
      const customer = await c.var.data.customers.overview(c.var.grant.customerId);
      if (customer?.can_edit !== 1) throw HttpError.of(403, 'forbidden', message);
      await next();
    });
}

/**
 * A preview asked for by a content editor (`x-preview` with their token) sees drafts and archived
 * items too; anyone else asking for one is refused, plainly.
 */
function editorPreview(): MiddlewareHandler<AppEnv> {
  const editor = requireEditor(EDITORS_ONLY);
  return (c, next) =>
    c.req.header('x-preview') === undefined
      ? next()
      : editor(c, async () => {
          c.set('editorPreview', true);
          await next();
        });
}

export function cmsService(): Hono<AppEnv> {
  const cms = new Hono<AppEnv>();
  cms.use('/items/*', editorPreview());

  cms.get('/items/:collection', valid('query', itemQuerySchema), async (c) => {
    const collection = c.req.param('collection');
    const query = c.req.valid('query');
    if (SINGLETONS.has(collection)) {
      const [item] = await items(c, collection);
      if (!item) throw HttpError.of(404, 'not_found', `${collection} is not set.`);
      return ok(c, pickFields(item, query.fields));
    }
    const { data, total } = queryItems(await items(c, collection), query);
    const pageSize = query.limit && query.limit > 0 ? query.limit : Math.max(total, 1);
    return ok(c, data, {
      pageInfo: {
        page: Math.floor((query.offset ?? 0) / pageSize) + 1,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      },
    });
  });

  cms.get('/items/:collection/:id', async (c) => {
    const item = (await items(c, c.req.param('collection'))).find((entry) => entry.id === c.req.param('id'));
    if (!item) throw HttpError.of(404, 'not_found', 'There is no such item.');
    return ok(c, pickFields(item, c.req.query('fields')));
  });

  // Visitors may write to one collection only: the contact form.
  cms.route('/', contactForm());
  cms.post('/items/:collection', () => {
    throw HttpError.of(403, 'forbidden', 'This collection cannot be written to.');
  });

  cms.get('/navigation', async (c) => ok(c, { primary: await items(c, 'navigation') }));

  cms.get('/components/:key', async (c) => {
    const component = (await items(c, 'components')).find((entry) => entry.id === c.req.param('key'));
    if (!component) throw HttpError.of(404, 'not_found', 'There is no such component.');
    return ok(c, { key: component.id, ...component });
  });

  // Translations: c[] collections, id[] item ids, t[] keys; each list optional.
  // A content editor's change to a translated text (spec 1 §6: editors edit translations).
  cms.put(
    '/:locale{[a-z]{2}-[A-Z]{2}}/items',
    requireEditor(EDITORS_ONLY_TRANSLATIONS),
    valid('json', translationChangeSchema),
    async (c) => {
      const text = c.req.valid('json');
      await c.var.data.content.putTranslation(c.req.param('locale'), text, true);
      return ok(c, text);
    },
  );

  cms.get('/:locale{[a-z]{2}-[A-Z]{2}}/items', async (c) => {
    const wanted = (name: string, value: string) => {
      const list = c.req.queries(name) ?? [];
      return list.length === 0 || list.includes(value);
    };
    const texts = await c.var.data.content.translations(c.req.param('locale'));
    return ok(
      c,
      texts.filter(
        (text) => wanted('c[]', text.collection) && wanted('id[]', text.itemId) && wanted('t[]', text.key),
      ),
    );
  });

  return cms;
}

/**
 * Files (logos, images) at /api/cms/files: public and unsigned, because the browser loads them
 * straight from <img> tags, which cannot carry signature headers. A picture is also served at one
 * of the widths of a `srcset` (`?width=640`), as WebP.
 */
export function cmsFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get('/:id', async (c) => {
    const id = c.req.param('id');
    const asked = c.req.query('width');
    const width = asked === undefined ? undefined : Number(asked);
    if (width !== undefined && !isImageWidth(width))
      throw HttpError.of(400, 'bad_width', 'That width is not one the pictures are served at.');
    const file = await c.var.data.content.file(id);
    if (!file) throw HttpError.of(404, 'not_found', 'There is no such file.');
    if (width === undefined) {
      c.header('Content-Type', file.type);
      return c.body(new Uint8Array(file.data));
    }
    if (!file.type.startsWith('image/'))
      throw HttpError.of(400, 'not_an_image', 'Only a picture is served at a width.');
    c.header('Content-Type', 'image/webp');
    return c.body(new Uint8Array(await sizedImage(id, file.data, file.type, width)));
  });
  return files;
}
