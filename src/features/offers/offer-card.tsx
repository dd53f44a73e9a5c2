/**
 * An offer in a catalogue or on the home page: its jackpot or raffle prize, when its next draw is
 * (relative day in Sydney time), a countdown to its close of sales, and the way in. Raffles show
 * the tickets left or sold out. The card wears the game's colour and mark (ui/game-brand.tsx).
 * Sold out is a plain styled label: the home page shows these cards, and Mantine's Badge would
 * put its code into every first visit for a label most visits never see.
 */
import type { ProductOffer } from '@contract/schemas/shop';
import { drawTime, relativeDrawDay } from '@/lib/draw-labels';
import { formatWhole } from '@/lib/money';
import frame from '@/ui/frame.module.css';
import { ContentImage } from '@/ui/content-image';
import { Jackpot } from '@/ui/jackpot';
import { NavLinkTo } from '@/ui/nav-link-to';
import { SalesCountdown } from '@/ui/sales-countdown';
import { useRenderTime } from '@/ui/use-hydrated';
import { featuredDraw } from './catalogue';
import { GameMark, gameColour, useGameBrand } from '@/ui/game-brand';
import classes from './offer-card.module.css';
import { formatCount } from '@/lib/site-locale';

export function OfferCard({
  offer,
  headingLevel = 3,
  first = false,
}: {
  offer: ProductOffer;
  headingLevel?: 2 | 3;
  /** The first card of its page, whose picture shows without scrolling: it is not left to wait. */
  first?: boolean;
}) {
  const draw = featuredDraw(offer);
  const now = useRenderTime();
  const brand = useGameBrand(offer.key);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${frame.paper} ${frame.roomy} ${classes.card}`} style={gameColour(brand)}>
      {draw?.drawData?.featureImage && (
        // The prize's name is the card's next words: the picture adds no words of its own.
        <ContentImage
          url={draw.drawData.featureImage}
          alt=""
          sizes="(min-width: 75em) 300px, (min-width: 48em) 45vw, 100vw"
          main={first}
          className={classes.picture}
        />
      )}
      <div className={classes.head}>
        <GameMark brand={brand} />
        <Heading style={{ margin: 0, fontSize: 'var(--mantine-font-size-lg)' }}>{offer.name}</Heading>
      </div>
      {draw?.drawData ? (
        <>
          <p className={`${frame.text} ${classes.jackpot}`}>{draw.drawData.name}</p>
          <p className={frame.small}>Prize valued at {formatWhole(draw.drawData.value)}</p>
          {draw.purchaseStatus === 'sold_out' ? (
            <span className={classes.soldOut}>Sold out</span>
          ) : (
            <p className={frame.small}>{formatCount(draw.drawData.ticketsRemaining)} tickets left</p>
          )}
        </>
      ) : (
        draw && <Jackpot draw={draw} className={classes.jackpot} />
      )}
      {draw && !draw.drawData && (
        <p className={`${frame.small} ${classes.strong}`}>
          Draw {relativeDrawDay(draw.drawDate, now)}, {drawTime(draw.drawDate)}
        </p>
      )}
      {draw && draw.purchaseStatus !== 'sold_out' && (
        <SalesCountdown stop={draw.stop} className={`${frame.small} ${classes.closing}`} />
      )}
      <p className={`${frame.small} ${frame.spaced}`}>{offer.description}</p>
      <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: offer.url }} className={classes.play}>
        Play {offer.name}
      </NavLinkTo>
    </div>
  );
}
