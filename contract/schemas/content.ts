/**
 * The content service (spec 3 §3, §4) as the PWA reads it: theme, site settings, navigation,
 * pages, component variants, translations, the contact form, and the item query language.
 * Content is written by editors and stored as the service stores it; these shapes are what the
 * storefront relies on, and the seeded content is checked against them.
 */
import { z } from 'zod';
import { CONTENT_STATUSES } from '../content-visibility';
import * as blogEndpoints from '../endpoints/blog';
import * as contentEndpoints from '../endpoints/content';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, REQUIRED } from '../form-rules';
import { email, requiredText } from './fields';
import { routesOf } from './routes';

export const ROUTE_TYPES = ['internal', 'internal_dynamic', 'external'] as const;
const routeType = z.enum(ROUTE_TYPES);
export type RouteType = z.infer<typeof routeType>;

export const navChildSchema = z.object({ label: z.string(), routeType, url: z.string() });
export type NavChild = z.infer<typeof navChildSchema>;

export const navItemSchema = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  routeType: routeType.nullable(),
  url: z.string().nullable(),
  children: z.array(navChildSchema),
});
export type NavItem = z.infer<typeof navItemSchema>;

/** GET /navigation. */
export const navigationSchema = z.object({ primary: z.array(navItemSchema) });

/** The theme item (GET /items/theme); every field is optional, the app has defaults. */
export const cmsThemeSchema = z
  .object({
    borderRadius: z.string(),
    boxShadow: z.string(),
    primaryColor: z.string(),
    colors: z.record(z.string(), z.array(z.string())),
    logos: z.object({ default: z.string(), white: z.string(), navbar: z.string() }).partial(),
    metaImages: z.object({ favicon: z.string(), appleTouch: z.string(), ogImage: z.string() }).partial(),
    headingFont: z.string(),
    bodyFont: z.string(),
  })
  .partial();
export type CmsTheme = z.infer<typeof cmsThemeSchema>;

export const lotterySchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** Curated by the content team for the home page's featured area. */
  featured: z.boolean(),
});
export type Lottery = z.infer<typeof lotterySchema>;

/** The site settings item (GET /items/site_config). */
export const siteContentSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  /** Route-path overrides: original path -> path to use. */
  routePaths: z.record(z.string(), z.string()),
  lotteries: z.array(lotterySchema),
  footer: z.object({
    supportUrl: z.string(),
    privacyUrl: z.string(),
    cookiePolicyUrl: z.string(),
    aboutUrl: z.string(),
    termsOfUseUrl: z.string(),
    termsUrl: z.string(),
    newsUrl: z.string(),
    responsibleGamblingUrl: z.string(),
    disclaimer: z.string(),
  }),
  socialLinks: z.array(z.object({ network: z.string(), url: z.string() })),
  paymentLogos: z.array(z.string()),
  regulationImages: z.array(z.object({ file: z.string(), alt: z.string(), url: z.string() })),
  sitewideBanner: z
    .object({ id: z.string(), text: z.string(), linkText: z.string(), linkUrl: z.string() })
    .optional(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  // Where an editor puts the contact form on a page (issue 36).
  z.object({ type: z.literal('contact_form') }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

/** A page (GET /items/pages/{id}); lists ask for fewer fields. */
export const cmsPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(CONTENT_STATUSES),
  datePublished: z.string().nullable(),
  body: z.array(pageBlockSchema),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;
export type CmsPageLink = Pick<CmsPage, 'id' | 'name' | 'path' | 'title'>;

/** GET /items/blog: the news's own settings (a single item). */
export const blogSettingsSchema = z.object({
  title: z.string(),
  description: z.string(),
  defaultCategory: z.string(),
});
export type BlogSettings = z.infer<typeof blogSettingsSchema>;

/** GET /items/blog_categories: a category of posts, its slug its id. */
export const blogCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** GET /items/blog_posts: a post, its slug its id; its picture a content-service file. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  author: z.string(),
  status: z.enum(CONTENT_STATUSES),
  datePublished: z.string().nullable(),
  image: z.object({ file: z.string(), alt: z.string() }),
  body: z.array(pageBlockSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post as lists show it: no body. */
export type BlogPostCard = Omit<BlogPost, 'body'>;

/** GET /components/{key}: a component variant and its copy. */
export const cmsComponentSchema = z.object({
  key: z.string(),
  variant: z.string(),
  title: z.string().optional(),
  text: z.string().optional(),
  items: z.array(z.object({ title: z.string(), text: z.string() })).optional(),
});
export type CmsComponent = z.infer<typeof cmsComponentSchema>;

/** GET /{locale}/items: one translated text. */
export const translationSchema = z.object({
  collection: z.string(),
  itemId: z.string(),
  key: z.string(),
  value: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

const names = (max: number) => z.array(z.string().max(max)).max(100).optional();
/** GET /{locale}/items: which texts, by collections (`c[]`), item ids (`id[]`) and keys (`t[]`); each list optional. */
export const translationQuerySchema = z.object({ c: names(64), id: names(128), t: names(64) });
export type TranslationQuery = z.infer<typeof translationQuerySchema>;

/** PUT /{locale}/items: a content editor's change to one translated text. */
export const translationChangeSchema = z.object({
  collection: requiredText(64),
  itemId: requiredText(128),
  key: requiredText(64),
  value: z.string().max(4000),
});
export type TranslationChange = z.infer<typeof translationChangeSchema>;

/** The item query language: `fields`, `filter` (JSON), `sort`, `limit` (-1: all), `offset`. */
export const itemQuerySchema = z.object({
  fields: z.string().optional(),
  filter: z.string().optional(),
  sort: z.string().optional(),
  limit: z.coerce.number().int().min(-1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ItemQuery = z.infer<typeof itemQuerySchema>;
/** A listing's query as the PWA writes it. */
export type ItemListing = z.input<typeof itemQuerySchema>;

/** An item of a listing: the fields it asked for, its id always. */
export type Listed<T extends { id: string }> = Pick<T, 'id'> & Partial<T>;
const listed = <S extends z.ZodObject<{ id: z.ZodString }>>(schema: S) =>
  z.array(schema.partial().required({ id: true }));

/** POST /items/contact_page: the one collection visitors may write to. */
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX),
  email,
  message: z.string().trim().min(1, REQUIRED).max(CONTACT_MESSAGE_MAX),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contentRoutes = routesOf(contentEndpoints, {
  theme: { answer: cmsThemeSchema },
  site: { answer: siteContentSchema },
  navigation: { answer: navigationSchema },
  component: { params: z.object({ key: z.string().max(80) }), answer: cmsComponentSchema },
  pages: { query: itemQuerySchema, answer: listed(cmsPageSchema) },
  page: { params: z.object({ id: z.string().max(128) }), answer: cmsPageSchema },
  contact: { body: contactMessageSchema, answer: z.object({ reference: z.number().int() }) },
  translations: { query: translationQuerySchema, answer: z.array(translationSchema) },
  changeTranslation: { body: translationChangeSchema, answer: translationChangeSchema },
});

export const blogRoutes = routesOf(blogEndpoints, {
  settings: { answer: blogSettingsSchema },
  categories: { query: itemQuerySchema, answer: z.array(blogCategorySchema) },
  posts: { query: itemQuerySchema, answer: listed(blogPostSchema) },
  post: { params: z.object({ id: z.string().max(128) }), answer: blogPostSchema },
});
