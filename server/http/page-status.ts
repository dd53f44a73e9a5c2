/**
 * Whether a navigation's address is a page of the site (issue 38, point 11), so an address that is
 * none answers 404 with the shell (which renders the 404 page) and is never indexed. The PWA's
 * routes come from the build (`route-patterns.json`, written by the prerender from the router
 * itself); what fills their segments is checked against the data the PWA's loaders read: the
 * offers, their game types and draws, the causes, the content service's pages and its route-path
 * overrides, the news's categories and posts. Segments only the signed-in customer's data can tell (a ticket, a receipt, under
 * /my-account/ and out of the robots' reach) are taken as they come; their pages say "not found".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GIVEAWAY_TYPE_SEGMENT,
  PAGE_SEGMENT,
  POSITIVE_NUMBER_SEGMENT,
  YEAR_MONTH_SEGMENT,
} from '@contract/address-segments';
import { isBlogPage } from '@contract/blog';
import { GAME_TYPE_SUFFIXES, type GameTypeKey } from '@contract/game-types';
import type { Draw, StoredOffer } from '../db/catalogue';
import type { SiteAddresses } from './site-addresses';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/**
 * The address by a game's own name for one by the name a region knows it by (spec 2: an offer's
 * URL aliases, `/gold-lotto/results` for `/saturday-lotto/results`); undefined for any other.
 */
export function ownAddress(path: string, offers: Pick<StoredOffer, 'branding'>[]): string | undefined {
  const [, first = '', ...rest] = path.split('/');
  const alias = offers
    .flatMap((offer) => offer.branding?.regionOverrides ?? [])
    .find((override) => override.subvariant === first && override.url !== first);
  return alias && ['', alias.url, ...rest].join('/');
}

/** The routes' paths the build wrote, or undefined before a build (every address is then a page). */
export function readRoutePatterns(distDir: string): string[] | undefined {
  const file = join(distDir, ROUTE_PATTERNS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : undefined;
}

export interface PageLookup extends SiteAddresses {
  draw(lotteryKey: string, drawNo: number): Promise<Draw | undefined>;
}

/**
 * What a route's segments matched so far, for the segments after it: the offer a
 * `$productOfferKey` named, the news category a `$categorySlug` did.
 */
interface Matched {
  offer?: StoredOffer;
  blogCategory?: string;
}

type Segment =
  { kind: 'fixed'; text: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '$') return { kind: 'splat' };
      const optional = /^\{-\$(\w+)\}$/.exec(part);
      if (optional) return { kind: 'param', name: optional[1]!, optional: true };
      if (part.startsWith('$')) return { kind: 'param', name: part.slice(1), optional: false };
      return { kind: 'fixed', text: part };
    });
}

const suffixOf = (gameType: string) =>
  gameType in GAME_TYPE_SUFFIXES ? GAME_TYPE_SUFFIXES[gameType as GameTypeKey] : gameType;

/** Whether `value` may fill the parameter `name`, given what the segments before it matched. */
async function fills(name: string, value: string, matched: Matched, lookup: PageLookup): Promise<boolean> {
  switch (name) {
    case 'productOfferKey':
      matched.offer = lookup.offers.find((offer) => offer.url === value || offer.key === value);
      return matched.offer !== undefined;
    case 'causeSlug':
      return lookup.causeSlugs.includes(value);
    case 'partnerSlug':
      return lookup.partnerSlugs.includes(value);
    case 'gameTypeKey':
      return matched.offer?.gameOffers.some((gameOffer) => suffixOf(gameOffer.game_type) === value) ?? false;
    case 'drawNo':
      return (
        POSITIVE_NUMBER_SEGMENT.test(value) &&
        matched.offer !== undefined &&
        (await lookup.draw(matched.offer.lottery_key, Number(value))) !== undefined
      );
    case 'date':
      return YEAR_MONTH_SEGMENT.test(value);
    // A Daily Winners giveaway: its type, and a number of that shape (one the program never had
    // says "not found" on its page).
    case 'giveawayType':
      return GIVEAWAY_TYPE_SEGMENT.test(value);
    case 'drawNumber':
      return POSITIVE_NUMBER_SEGMENT.test(value);
    case 'categorySlug':
      matched.blogCategory = lookup.blogCategories.find((slug) => slug === value);
      return matched.blogCategory !== undefined;
    case 'blogSlug':
      return lookup.blogPosts.some((post) => post.slug === value);
    // A page of a list; of a news category, one it has.
    case 'page':
      return (
        PAGE_SEGMENT.test(value) &&
        (matched.blogCategory === undefined ||
          isBlogPage(
            Number(value),
            lookup.blogPosts.filter((post) => post.category === matched.blogCategory).length,
          ))
      );
    default:
      return value !== '';
  }
}

async function matches(
  segments: Segment[],
  parts: string[],
  matched: Matched,
  lookup: PageLookup,
): Promise<boolean> {
  const [segment, ...rest] = segments;
  if (!segment) return parts.length === 0;
  if (segment.kind === 'splat') return false;
  const [part, ...after] = parts;
  if (segment.kind === 'param' && segment.optional && (await matches(rest, parts, { ...matched }, lookup)))
    return true;
  if (part === undefined) return false;
  if (segment.kind === 'fixed') return segment.text === part && matches(rest, after, matched, lookup);
  const next = { ...matched };
  return (await fills(segment.name, part, next, lookup)) && matches(rest, after, next, lookup);
}

/**
 * Whether `path` is a page: a content page (at its overridden address, or at its own when none is
 * set), or a route whose segments all hold. The catch-all route (`/$`) is the content pages and
 * the 404 page, so it matches nothing more here.
 */
export async function isPage(path: string, patterns: string[], lookup: PageLookup): Promise<boolean> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const original = Object.entries(lookup.routePaths).find(([, target]) => target === trimmed)?.[0] ?? trimmed;
  if (lookup.pages.some((page) => page.path === original)) return true;
  const parts = original.split('/').filter(Boolean);
  for (const pattern of patterns) if (await matches(segmentsOf(pattern), parts, {}, lookup)) return true;
  return false;
}
