/**
 * One recommended draw where a placement shows it: why it is recommended, the game, its jackpot
 * and draw, what a quick pick costs, and the two ways on: add the quick pick here, or choose the
 * numbers on the offer page (opened at that draw), in the game's colour with its mark. Plain
 * markup, as the home page's cards are.
 */
import type { RecommendationReason } from '@contract/placements';
import type { Recommendation } from '@contract/schemas/placements';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import frame from '@/ui/frame.module.css';
import { GameMark, gameColour, useGameBrand } from '@/ui/game-brand';
import { Jackpot } from '@/ui/jackpot';
import { NavLinkTo } from '@/ui/nav-link-to';
import classes from './recommendation-card.module.css';

const REASONS: Record<RecommendationReason, string> = {
  bought_before: 'You play this',
  similar_customers: 'Players like you choose this',
  popular: 'Popular now',
  jackpot: 'Biggest jackpot',
  closing: 'Sales close soonest',
  next_draw: 'Play the next draw too',
};

export interface RecommendationCardProps {
  item: Recommendation;
  onAdd: (item: Recommendation) => void;
  /** This card's add is on its way. */
  adding: boolean;
  added: boolean;
  offline: boolean;
  headingLevel?: 3 | 4;
}

export function RecommendationCard({
  item,
  onAdd,
  adding,
  added,
  offline,
  headingLevel = 3,
}: RecommendationCardProps) {
  const Heading = `h${headingLevel}` as const;
  const brand = useGameBrand(item.productOfferKey);
  const quickPick = `Quick pick, ${item.numGames} ${item.numGames === 1 ? 'game' : 'games'}`;
  return (
    <article
      className={`${frame.paper} ${classes.card}`}
      style={gameColour(brand)}
      aria-label={`${item.offerName}: ${REASONS[item.reason]}`}
    >
      <p className={`${frame.small} ${classes.reason}`}>{REASONS[item.reason]}</p>
      <div className={classes.head}>
        <GameMark brand={brand} size={32} />
        <Heading className={classes.name}>{item.offerName}</Heading>
      </div>
      {item.prizePool && <Jackpot draw={item} className={classes.jackpot} />}
      <p className={frame.small}>
        Draw {item.drawNo}, {longDrawDate(item.drawDate)}
      </p>
      <p className={frame.small}>
        {quickPick} · {formatMoney(item.price)}
      </p>
      <div className={classes.actions}>
        {added ? (
          <p className={`${frame.small} ${classes.added}`} role="status">
            Added to your cart
          </p>
        ) : (
          <button
            type="button"
            className={frame.button}
            disabled={adding || offline}
            aria-busy={adding || undefined}
            onClick={() => onAdd(item)}
          >
            {offline ? 'Add to cart (needs a connection)' : adding ? 'Adding…' : 'Add to cart'}
            <span className={frame.visuallyHidden}>
              : {item.offerName}, {quickPick.toLowerCase()}
            </span>
          </button>
        )}
        <NavLinkTo
          to="/$productOfferKey"
          params={{ productOfferKey: item.offerUrl }}
          search={{ firstDrawNo: item.drawNo }}
          className={frame.anchor}
        >
          Choose your numbers<span className={frame.visuallyHidden}> for {item.offerName}</span>
        </NavLinkTo>
      </div>
    </article>
  );
}
