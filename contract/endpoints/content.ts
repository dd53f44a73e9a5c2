/**
 * The content service (spec 3 §3, §4, §7; /api/cms): the theme, the site's settings, navigation,
 * component variants and pages, each as the service keeps it (the news: ./blog.ts); the contact form, the one collection visitors may write to; and translations, which content
 * editors change. A listing takes the item query language and answers only the fields it asks
 * for (its id always), so its items are `Listed`. A content editor's preview (`preview`) reads
 * drafts and archived items too.
 */
import type {
  CmsComponent,
  CmsPage,
  CmsTheme,
  ContactMessage,
  ItemListing,
  Listed,
  NavItem,
  SiteContent,
  Translation,
  TranslationChange,
  TranslationQuery,
} from '../schemas/content';
import { endpoint } from './endpoint';

const read = { service: 'cms', personal: false, method: 'GET' } as const;
const items = { ...read, cache: 'public' } as const;
/** A locale's translations, as `en-AU`. */
const TRANSLATIONS = '/:locale{[a-z]{2}-[A-Z]{2}}/items';

export const theme = endpoint<{ answer: CmsTheme }>()({ ...read, path: '/items/theme', cache: 'cms-theme' });
export const site = endpoint<{ answer: SiteContent }>()({ ...items, path: '/items/site_config' });
export const navigation = endpoint<{ answer: { primary: NavItem[] } }>()({
  ...read,
  path: '/navigation',
  cache: 'cms-navigation',
});
export const component = endpoint<{ answer: CmsComponent }>()({
  ...read,
  path: '/components/:key',
  cache: 'cms-components',
});
export const pages = endpoint<{ query: ItemListing; answer: Listed<CmsPage>[] }>()({
  ...items,
  path: '/items/pages',
  paged: true,
});
export const page = endpoint<{ answer: CmsPage }>()({ ...items, path: '/items/pages/:id' });
/** Kept (a signed-in customer's as theirs), sent on to support, and acknowledged with its reference. */
export const contact = endpoint<{ body: ContactMessage; answer: { reference: number } }>()({
  service: 'cms',
  personal: 'if-signed-in',
  method: 'POST',
  path: '/items/contact_page',
  status: 201,
});
export const translations = endpoint<{ query: TranslationQuery; answer: Translation[] }>()({
  ...read,
  path: TRANSLATIONS,
  cache: 'cms-translations',
});
/** A content editor's change to a translated text. */
export const changeTranslation = endpoint<{ body: TranslationChange; answer: TranslationChange }>()({
  service: 'cms',
  personal: true,
  method: 'PUT',
  path: TRANSLATIONS,
});
