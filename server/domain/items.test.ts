import { describe, expect, it } from 'vitest';
import { itemDescription } from './items';

const row = (product_type: 'lottery_ticket' | 'raffle_ticket', num_games: number) => ({
  product_type,
  num_games,
  num_shares: null,
  syndicate_key: null,
  num_draws: 1,
  num_weeks: 1,
});

describe('itemDescription', () => {
  it('names a lottery ticket by its offer and game offer', () => {
    expect(
      itemDescription(row('lottery_ticket', 4), {
        offer: 'Powerball',
        gameOffer: 'Standard',
        syndicate: undefined,
      }),
    ).toBe('Powerball Standard: 4 games, 1 draw');
  });

  it('never says a raffle’s name twice', () => {
    const names = { offer: 'Surf Life Saving Raffle', gameOffer: 'Raffle tickets', syndicate: undefined };
    expect(itemDescription(row('raffle_ticket', 2), names)).toBe(
      'Surf Life Saving Raffle: 2 tickets, 1 draw',
    );
  });

  it('keeps what a raffle’s game offer adds to its tickets', () => {
    const names = { offer: 'Community Cash Club', gameOffer: 'Monthly tickets', syndicate: undefined };
    expect(itemDescription(row('raffle_ticket', 1), names)).toBe(
      'Community Cash Club Monthly: 1 ticket, 1 draw',
    );
  });
});
