/**
 * Reading the catalogue: which offers a catalogue page lists, an offer's draw to feature, the
 * route suffix of each ticket type (spec 2 §2), and where an offer's pages live.
 */
import { GAME_TYPE_SUFFIXES, type GameTypeKey } from '@contract/game-types';
import type { GameType, ProductOffer, UpcomingDraw } from '@contract/schemas/shop';
import type { AppLink } from '@/lib/app-link';

export type Catalogue = 'lotteries' | 'raffles' | 'syndicates';

export function catalogueOffers(offers: ProductOffer[], catalogue: Catalogue): ProductOffer[] {
  const listed = offers.filter((offer) => offer.availability === 'available' && !offer.suspended);
  if (catalogue === 'lotteries') return listed.filter((offer) => offer.displayCategory === 'lottery');
  if (catalogue === 'raffles') return listed.filter((offer) => offer.displayCategory === 'raffle');
  return listed.filter((offer) => offer.syndicates.length > 0);
}

/** The draw an offer leads with: the first on sale, or the first at all (a sold-out raffle). */
export const featuredDraw = (offer: ProductOffer): UpcomingDraw | undefined =>
  offer.draws.find((draw) => draw.purchaseStatus === 'open') ?? offer.draws[0];

const isGameTypeKey = (key: string): key is GameTypeKey => key in GAME_TYPE_SUFFIXES;

export function gameTypeSuffix(key: string): string {
  return isGameTypeKey(key) ? GAME_TYPE_SUFFIXES[key] : key;
}

/** The game type a URL suffix names (`systems` is reduced_system); the standard type has none. */
export function gameTypeFor(offer: ProductOffer, suffix: string | undefined): GameType | undefined {
  if (suffix === undefined)
    return offer.gameTypes.find((type) => type.key === 'standard') ?? offer.gameTypes[0];
  return offer.gameTypes.find((type) => gameTypeSuffix(type.key) === suffix);
}

/** The page of an offer's ticket type: the offer's own page for its standard type. */
export function gameTypeLink(offer: ProductOffer, gameType: GameType): AppLink {
  const standard = gameTypeFor(offer, undefined);
  return standard?.key === gameType.key
    ? { to: '/$productOfferKey', params: { productOfferKey: offer.url } }
    : {
        to: '/$productOfferKey/$gameTypeKey',
        params: { productOfferKey: offer.url, gameTypeKey: gameTypeSuffix(gameType.key) },
      };
}

export const findOffer = (offers: ProductOffer[], key: string) =>
  offers.find((offer) => offer.key === key || offer.url === key);
