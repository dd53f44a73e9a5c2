/**
 * The content service (/api/cms): items by collection in the manner of a headless CMS, files,
 * navigation, component variants and translations. Only visible content is served (spec 3 §4);
 * a request with the preview token (`x-preview-token`) also sees drafts and archived items.
 */
import { Hono, type Context } from 'hono';
import { camelizeKeys } from '@contract/case';
import {
  blogRoutes,
  contentRoutes as routes,
  type CmsComponent,
  type ItemQuery,
  type NavItem,
} from '@contract/schemas/content';
import type { AppEnv } from '../../http/app-env';

import { signIn } from '../../http/require-customer';
import { handle, reply } from '../../http/route';
import { contactForm } from './contact-form';
import { queryItems, visibleItems } from './items';
import { Refused } from '../../refusal';

/**
 * A preview asked for (`x-preview`, with a content editor's sign-in) sees drafts and archived
 * items too, as does one with the preview token; anyone else asking for a preview is refused.
 */
async function items(c: Context<AppEnv>, collection: string) {
  if (c.req.header('x-preview') !== undefined) await requireEditor(c, EDITORS_ONLY);
  const token = c.req.header('x-preview-token');
  const preview =
    (token !== undefined && token === c.var.config.previewToken) || c.req.header('x-preview') !== undefined;
  return visibleItems(await c.var.data.content.items(collection), new Date(c.var.now()), preview);
}

export const EDITORS_ONLY = 'Previews are for content editors.';
const EDITORS_ONLY_TRANSLATIONS = 'Only content editors can change translations.';

/** A signed-in content editor (spec 1 §6 canEdit) goes on; anyone else is refused with `message`. */
async function requireEditor(c: Context<AppEnv>, message: string): Promise<void> {
  await signIn(c);
  const customer = await c.var.data.customers.overview(c.var.grant.customerId);
  if (customer?.can_edit !== 1) throw Refused.of(403, 'forbidden', message);
}

/**
 * An item as the service keeps it (snake_case, as a headless CMS does) in the contract's camelCase;
 * the envelope writes it back. What it holds is the editors' to write: every test holds it to the
 * contract's schema (`CHECK_ANSWERS`).
 */
const asContract = <T>(item: Record<string, unknown>): T => camelizeKeys<T>(item);

/** A collection with a single item, answered as an object. */
async function single<T>(c: Context<AppEnv>, collection: string): Promise<T> {
  const [item] = await items(c, collection);
  if (!item) throw Refused.of(404, 'not_found', `${collection} is not set.`);
  return asContract<T>(item);
}

/** A collection's items as the query asks: filtered, sorted, a page of them, the fields it names. */
async function listing<T>(c: Context<AppEnv>, collection: string, query: ItemQuery) {
  const { data, total } = queryItems(await items(c, collection), query);
  const pageSize = query.limit && query.limit > 0 ? query.limit : Math.max(total, 1);
  return reply(
    data.map((item) => asContract<T>(item)),
    {
      pageInfo: {
        page: Math.floor((query.offset ?? 0) / pageSize) + 1,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      },
    },
  );
}

async function one<T>(c: Context<AppEnv>, collection: string, id: string): Promise<T> {
  const item = (await items(c, collection)).find((entry) => entry.id === id);
  if (!item) throw Refused.of(404, 'not_found', 'There is no such item.');
  return asContract<T>(item);
}

export function cmsService(): Hono<AppEnv> {
  const cms = new Hono<AppEnv>();

  handle(cms, routes.theme, (c) => single(c, 'theme'));
  handle(cms, routes.site, (c) => single(c, 'site_config'));
  handle(cms, blogRoutes.settings, (c) => single(c, 'blog'));
  handle(cms, routes.pages, (c, { query }) => listing(c, 'pages', query));
  handle(cms, blogRoutes.categories, (c, { query }) => listing(c, 'blog_categories', query));
  handle(cms, blogRoutes.posts, (c, { query }) => listing(c, 'blog_posts', query));
  handle(cms, routes.page, (c, { params }) => one(c, 'pages', params.id));
  handle(cms, blogRoutes.post, (c, { params }) => one(c, 'blog_posts', params.id));

  // Visitors may write to one collection only: the contact form.
  contactForm(cms);

  handle(cms, routes.navigation, async (c) => ({
    primary: (await items(c, 'navigation')).map((item) => asContract<NavItem>(item)),
  }));

  handle(cms, routes.component, async (c, { params }) => {
    const component = (await items(c, 'components')).find((entry) => entry.id === params.key);
    if (!component) throw Refused.of(404, 'not_found', 'There is no such component.');
    return asContract<CmsComponent>({ key: component.id, ...component });
  });

  // Translations: each list given narrows them, to its collections, item ids or keys.
  handle(cms, routes.translations, async (c, { params, query }) => {
    const wanted = (list: string[] | undefined, value: string) => !list?.length || list.includes(value);
    const texts = await c.var.data.content.translations(params.locale);
    return texts.filter(
      (text) =>
        wanted(query.c, text.collection) && wanted(query.id, text.itemId) && wanted(query.t, text.key),
    );
  });
  // A content editor's change to a translated text (spec 1 §6: editors edit translations).
  handle(cms, routes.changeTranslation, async (c, { params, body }) => {
    await requireEditor(c, EDITORS_ONLY_TRANSLATIONS);
    await c.var.data.content.putTranslation(params.locale, body, true);
    return body;
  });

  return cms;
}
