import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/schemas/shop';
import { replayOrders } from './replay';

const order = (id: number, productOfferKey: string): Order => ({
  id,
  productType: 'lottery_ticket',
  productOfferKey,
  lotteryKey: productOfferKey,
  lottery: productOfferKey,
  gameType: 'standard',
  gameOffer: `${productOfferKey}-standard`,
  gameOfferName: 'Standard',
  quickpick: false,
  favourite: false,
  causeKey: null,
  syndicateKey: null,
  syndicateName: null,
  numShares: null,
  numRaffleTickets: null,
  description: `${productOfferKey} ticket`,
  price: { amount: 1.35, currency: 'AUD' },
  paid: { amount: 1.35, currency: 'AUD' },
  status: 'purchased',
  draws: [{ drawNo: 1500, drawDate: '2026-11-20T08:30:00Z' }],
  games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [8] }],
  ticketNumbers: [],
  autoplayId: null,
  recurringType: null,
  replay: {
    productOfferKey,
    gameType: 'standard',
    gameOffer: `${productOfferKey}-standard`,
    numDraws: 1,
    quickpick: false,
    numGames: 1,
    games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [8] }],
  },
});

describe('buying a receipt again', () => {
  it('puts each order in the cart as built, for the next draw of its offer on sale', () => {
    const replay = replayOrders([order(1, 'powerball'), order(2, 'oz-lotto')], (key) =>
      key === 'powerball' ? 1581 : 990,
    );
    expect(replay.offSale).toEqual([]);
    expect(replay.items.map(({ item }) => [item.productOfferKey, item.drawNo])).toEqual([
      ['powerball', 1581],
      ['oz-lotto', 990],
    ]);
    expect(replay.items[0]!.item.games).toEqual([{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [8] }]);
  });

  it('sets apart an order whose offer has no draw on sale', () => {
    const replay = replayOrders([order(1, 'powerball'), order(2, 'gone')], (key) =>
      key === 'powerball' ? 1581 : undefined,
    );
    expect(replay.items).toHaveLength(1);
    expect(replay.offSale.map((entry) => entry.id)).toEqual([2]);
  });
});
