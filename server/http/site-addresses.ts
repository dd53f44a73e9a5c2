/**
 * What the site's addresses are made of, read once per answer by the sitemap and by the page
 * status of a navigation: the offers, the causes, the partners, the content service's published
 * pages and its route-path overrides (original path -> the path the site uses), and the news.
 */
import type { Context } from 'hono';
import type { StoredOffer } from '../db/catalogue';
import { visibleItems } from '../services/cms/items';
import type { AppEnv } from './app-env';

export interface SiteAddresses {
  offers: StoredOffer[];
  causeSlugs: string[];
  /** Partners' pages (/purchase/{slug}) are not in the sitemap: partners link to them. */
  partnerSlugs: string[];
  pages: { name: string; path: string }[];
  routePaths: Record<string, string>;
  /** The news: its categories, and each published post with its category. */
  blogCategories: string[];
  blogPosts: { slug: string; category: string }[];
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

export async function siteAddresses(c: Context<AppEnv>): Promise<SiteAddresses> {
  const { data } = c.var;
  const [offers, causes, partnerSlugs, pageItems, siteItems, categoryItems, postItems] = await Promise.all([
    data.catalogue.offers(),
    data.catalogue.causes(),
    data.partners.slugs(),
    data.content.items('pages'),
    data.content.items('site_config'),
    data.content.items('blog_categories'),
    data.content.items('blog_posts'),
  ]);
  const now = new Date(c.var.now());
  const pages = visibleItems(pageItems, now, false).flatMap((item) => {
    const path = asString(item.path);
    return path ? [{ name: asString(item.name) ?? '', path }] : [];
  });
  return {
    offers,
    causeSlugs: causes.map((cause) => cause.url_slug),
    partnerSlugs,
    pages,
    routePaths: stringRecord(siteItems[0]?.data.route_paths),
    blogCategories: visibleItems(categoryItems, now, false).map((item) => item.id),
    blogPosts: visibleItems(postItems, now, false).map((item) => ({
      slug: item.id,
      category: asString(item.category) ?? '',
    })),
  };
}
