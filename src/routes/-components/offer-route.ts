/**
 * Which offer page a path shows (spec 2 §2): `/{productOfferKey}[/{suffix}]` (the router has read
 * route-path overrides already), gated by the offer's capability (lotteries: commercial lotteries; raffles: charity
 * lotteries). A path that names no offer may still be a content page (the About pages live at
 * `/about/...`), so the offer routes fall back to the content service before answering 404.
 */
import { notFound, redirect } from '@tanstack/react-router';
import type { ProductOffer } from '@contract/schemas/shop';
import { holdsCapability, requireCapability } from '@/features/capabilities/route-gate';
import { findOffer, gameTypeFor } from '@/features/offers/catalogue';
import { offerQueries, offersFor } from '@/features/offers/queries';
import type { RouterContext } from '@/lib/router-context';
import { loadContentPage, type ContentPageRef } from '@/routes/-components/content-page';

export type OfferMatch =
  { kind: 'offer'; offerKey: string; rest: string[] } | ({ kind: 'content' } & ContentPageRef);

/** `read`: the page only reads (results, terms), so it stays open to a customer on a break. */
type OfferUse = 'sell' | 'read';

export async function requireOfferCapability(
  context: RouterContext,
  offer: ProductOffer,
  use: OfferUse = 'sell',
) {
  await requireCapability(
    context,
    offer.displayCategory === 'raffle' ? 'charity_lotteries' : 'commercial_lotteries',
    { readWhilePaused: use === 'read' },
  );
}

/**
 * An offer's pages may be shown (its capability) and have what they all render: the names of the
 * causes it supports (loaded here, so a prerendered page carries them and hydrates with them).
 */
async function offerReady(context: RouterContext, offer: ProductOffer, use: OfferUse) {
  await Promise.all([
    requireOfferCapability(context, offer, use),
    offer.causes.length > 0 && context.queryClient.ensureQueryData(offerQueries.causes()),
  ]);
}

/** The offer a path names, with the path's remaining segments, or the content page there. */
export async function resolveOfferPath(context: RouterContext, pathname: string): Promise<OfferMatch> {
  const [key = '', ...rest] = pathname.split('/').filter(Boolean);
  const match = await offerOrContentPage(context, key, pathname);
  return match.kind === 'content' ? match : { kind: 'offer', offerKey: match.offer.key, rest };
}

/**
 * An offer route whose path a content page may also have (`/about/terms-and-conditions` is the
 * site's terms, not the terms of an offer called "about"): the offer, or that content page.
 */
export async function offerOrContentPage(
  context: RouterContext,
  key: string,
  pathname: string,
  use: OfferUse = 'sell',
): Promise<{ kind: 'offer'; offer: ProductOffer } | ({ kind: 'content' } & ContentPageRef)> {
  const offers = await context.queryClient.ensureQueryData(offersFor(context));
  const offer = findOffer(offers.offers, key);
  if (!offer) {
    await leadFromRegionalName(context, offers.offers, key, pathname);
    return { kind: 'content', ...(await loadContentPage(context, pathname)) };
  }
  await offerReady(context, offer, use);
  return { kind: 'offer', offer };
}

/**
 * A game a region knows by another name (spec 2: an offer's `urlAliases`, Gold Lotto for Saturday
 * Lotto in Queensland): with the sub-variants capability, the address by that name leads to the
 * game's own; without it, the name is no page.
 */
async function leadFromRegionalName(
  context: RouterContext,
  offers: ProductOffer[],
  key: string,
  pathname: string,
): Promise<void> {
  const alias = offers.flatMap((offer) => offer.urlAliases).find((entry) => entry.subvariant === key);
  if (alias && alias.url !== key && (await holdsCapability(context, 'sub_variants')))
    throw redirect({ href: pathname.replace(`/${key}`, `/${alias.url}`), replace: true });
}

/** An offer route whose path has a fixed shape (`/buy`, `/statistics`...): the offer, or 404. */
export async function requireOffer(
  context: RouterContext,
  key: string,
  use: OfferUse = 'sell',
): Promise<ProductOffer> {
  const offers = await context.queryClient.ensureQueryData(offersFor(context));
  const offer = findOffer(offers.offers, key);
  if (!offer) throw notFound();
  await offerReady(context, offer, use);
  return offer;
}

export function requireGameType(offer: ProductOffer, suffix: string | undefined) {
  const gameType = gameTypeFor(offer, suffix);
  if (!gameType) throw notFound();
  return gameType;
}
