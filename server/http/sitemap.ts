/**
 * /sitemap.xml (spec 1 §1, §3): the pages a visitor can open, from the routes, the offers on sale,
 * the causes and the content service's pages, each listed only when the visitor's segment holds
 * its capability (the native-app pages with `native_app`, the causes with `causes_directory`, Daily
 * Winners' public pages with `membership_program`, the news's categories and posts with `blog`,
 * the FAQ only WITHOUT `support_faq`, whose help centre answers instead), at the address the
 * content service's route-path overrides give it. With indexing disabled it lists nothing.
 */
import { Hono } from 'hono';
import type { CapabilityName } from '@contract/capability-names';
import { FAQ_PAGE_NAME } from '@contract/content-pages';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import type { ServerConfig } from '../config';
import type { StoredOffer } from '../db/catalogue';
import { visibleTo } from '../domain/offers';
import { capabilities } from '../services/main/capabilities';
import type { AppEnv } from './app-env';
import { escapeHtml } from './escape-html';
import { siteAddresses, type SiteAddresses } from './site-addresses';

type Gate = CapabilityName | undefined;

const ROUTES: [string, Gate][] = [
  ['/', undefined],
  ['/lotto-tickets', 'commercial_lotteries'],
  ['/charity-tickets', 'charity_lotteries'],
  ['/syndicates', 'multi_offer_site'],
  ['/social-play', 'social_syndicates'],
  ['/causes', 'causes_directory'],
  ['/lotto-results', undefined],
  ['/app', 'native_app'],
  ['/app/android', 'native_app'],
  ['/daily-winners', 'membership_program'],
  ['/daily-winners/winners', 'membership_program'],
  ['/daily-winners/monthly-giveaways', 'membership_program'],
  ['/daily-winners/daily-giveaways', 'membership_program'],
  ['/daily-winners/special-giveaways', 'membership_program'],
  ['/daily-winners/how-it-works', 'membership_program'],
];

const OFFER_GATES: Record<StoredOffer['type'], CapabilityName> = {
  lottery_ticket: 'commercial_lotteries',
  raffle_ticket: 'charity_lotteries',
  syndicate_share: 'syndicates',
  membership: 'membership_program',
};

export interface SitemapSources extends SiteAddresses {
  held: ReadonlySet<CapabilityName>;
}

/** The site's paths for the sitemap, in a stable order. */
export function sitemapPaths({
  held,
  offers,
  causeSlugs,
  pages,
  routePaths,
  blogCategories,
  blogPosts,
}: SitemapSources): string[] {
  const open = (gate: Gate) => gate === undefined || held.has(gate);
  const paths = ROUTES.filter(([, gate]) => open(gate)).map(([path]) => path);
  for (const offer of offers) {
    if (offer.suspended || offer.availability !== 'available' || !open(OFFER_GATES[offer.type])) continue;
    if (!visibleTo(offer, { pricingId: DEFAULT_PRICING_ID, segmentName: undefined })) continue;
    paths.push(`/${offer.url}`, `/${offer.url}/results`);
  }
  if (open('causes_directory')) paths.push(...causeSlugs.map((slug) => `/causes/${slug}`));
  if (open('blog'))
    paths.push(
      ...blogCategories.map((slug) => `/blog/category/${slug}`),
      ...blogPosts.map((post) => `/blog/${post.slug}`),
    );
  for (const page of pages)
    if (page.name !== FAQ_PAGE_NAME || !held.has('support_faq')) paths.push(page.path);
  return [...new Set(paths.map((path) => routePaths[path] ?? path))];
}

export function sitemapXml(base: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(base + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** What a visitor may do, the operator's suppressions taken away: what public pages are listed by. */
export function visitorHolds(config: ServerConfig): ReadonlySet<CapabilityName> {
  const visitor = capabilities(config.suppressedCapabilities).segments.find(
    (segment) => segment.name === 'visitor',
  );
  return new Set(visitor?.capabilities.filter((name) => !visitor.suppressed.includes(name)));
}

export function sitemap(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/sitemap.xml', async (c) => {
    const { config } = c.var;
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    if (config.disableIndexing) return c.body(sitemapXml('', []));
    const paths = sitemapPaths({ held: visitorHolds(config), ...(await siteAddresses(c)) });
    return c.body(sitemapXml(c.var.origin, paths));
  });
  return routes;
}
