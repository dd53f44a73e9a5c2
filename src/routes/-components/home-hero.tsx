/**
 * The home page's hero (#39): the biggest jackpot (the recommendations service's
 * `feature_placement`, the same for everyone) in its game's colour, with one way in (its game's
 * page, at that draw), beside what Lucky Dip is. The draw is loaded with the page and prerendered in
 * it; where its placement could not be read, what Lucky Dip is shows alone.
 */
import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@contract/schemas/placements';
import { placementQueries, recommendationsOf } from '@/features/placements/queries';
import { drawTime, relativeDrawDay } from '@/lib/draw-labels';
import frame from '@/ui/frame.module.css';
import { GameMark, gameColour, useGameBrand } from '@/ui/game-brand';
import { Jackpot } from '@/ui/jackpot';
import { NavLinkTo } from '@/ui/nav-link-to';
import { SalesCountdown } from '@/ui/sales-countdown';
import { useRenderTime, useVisitor } from '@/ui/use-hydrated';
import { FEATURE_KEYS } from '@/routes/-components/home-feature';
import classes from '@/routes/-components/home.module.css';

export function FeaturedJackpot() {
  const visitor = useVisitor();
  const { data } = useQuery(
    placementQueries.placements({ keys: FEATURE_KEYS, pricingId: visitor.pricingId() }),
  );
  const item = recommendationsOf(data, FEATURE_KEYS)[0];
  return item ? <JackpotPanel item={item} /> : null;
}

function JackpotPanel({ item }: { item: Recommendation }) {
  const brand = useGameBrand(item.productOfferKey);
  const now = useRenderTime();
  return (
    <section className={classes.jackpotPanel} style={gameColour(brand)} aria-label="Biggest jackpot">
      <p className={classes.eyebrow}>
        <GameMark brand={brand} size={32} />
        Biggest jackpot
      </p>
      <p className={classes.gameName}>{item.offerName}</p>
      {item.prizePool && <Jackpot draw={item} className={classes.bigJackpot} />}
      <p className={frame.text}>
        Draw {relativeDrawDay(item.drawDate, now)}, {drawTime(item.drawDate)}
      </p>
      <SalesCountdown stop={item.stop} className={`${frame.text} ${classes.countdown}`} />
      <NavLinkTo
        to="/$productOfferKey"
        params={{ productOfferKey: item.offerUrl }}
        search={{ firstDrawNo: item.drawNo }}
        className={classes.cta}
      >
        Play {item.offerName}
      </NavLinkTo>
    </section>
  );
}
