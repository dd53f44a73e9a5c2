/** A lotto party session's shares as the cart takes them (spec 3 §3): its own game offer and draw. */
import type { PartySession } from '@contract/schemas/lotto-party';
import type { CartItemInput } from '@contract/schemas/shop';

export function shareItem(session: PartySession, shares: number): CartItemInput {
  return {
    productOfferKey: session.productOfferKey,
    gameType: 'standard',
    gameOffer: session.gameOfferKey,
    drawNo: session.draws[0]?.drawNo ?? 0,
    numDraws: 1,
    numGames: session.numGames,
    quickpick: true,
    games: [],
    syndicateKey: session.syndicateKey,
    numShares: shares,
  };
}
