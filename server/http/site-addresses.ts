/**
 * What the site's addresses are made of, read once per answer by the sitemap and by the page
 * status of a navigation: the offers, the causes, the partners, the content service's published pages and its
 * route-path overrides (original path -> the path the site uses).
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
  const [offers, causes, partnerSlugs, pageItems, siteItems] = await Promise.all([
    data.catalogue.offers(),
    data.catalogue.causes(),
    data.partners.slugs(),
    data.content.items('pages'),
    data.content.items('site_config'),
  ]);
  const pages = visibleItems(pageItems, new Date(c.var.now()), false).flatMap((item) => {
    const path = asString(item.path);
    return path ? [{ name: asString(item.name) ?? '', path }] : [];
  });
  return {
    offers,
    causeSlugs: causes.map((cause) => cause.url_slug),
    partnerSlugs,
    pages,
    routePaths: stringRecord(siteItems[0]?.data.route_paths),
  };
}
