/**
 * An offer page's heading: the game's mark and name, the next draw's jackpot or raffle prize (and
 * the prize's picture beside it, the page's main picture), and a live countdown to the close of sales. Plain elements in Mantine's look (ui/frame.module.css): each offer page is kept
 * on the device, and Mantine's components write their settings into every element's style.
 */
import type { ProductOffer } from '@contract/schemas/shop';
import { drawDayWithDate, drawTime } from '@/lib/draw-labels';
import { formatWhole } from '@/lib/money';
import frame from '@/ui/frame.module.css';
import { ContentImage } from '@/ui/content-image';
import { GameMark, gameColour, useGameBrand } from '@/ui/game-brand';
import { Jackpot } from '@/ui/jackpot';
import { SalesCountdown } from '@/ui/sales-countdown';
import { useRenderTime } from '@/ui/use-hydrated';
import { featuredDraw } from './catalogue';
import classes from './offer-card.module.css';

export function OfferHeader({ offer }: { offer: ProductOffer }) {
  const draw = featuredDraw(offer);
  const now = useRenderTime();
  const brand = useGameBrand(offer.key);
  const picture = draw?.drawData?.featureImage;
  const heading = (
    <div className={`${frame.stack} ${classes.header}`} style={gameColour(brand)}>
      <div className={classes.head}>
        <GameMark brand={brand} size={48} />
        <h1 className={frame.title}>{offer.name}</h1>
      </div>
      <p className={frame.text}>{offer.description}</p>
      {draw && (
        <div className={`${frame.group} ${classes.when}`}>
          <p className={`${frame.text} ${classes.prize}`}>
            {draw.drawData ? (
              // A cash prize is its value; a house or a car is worth saying.
              /cash$/i.test(draw.drawData.name) ? (
                draw.drawData.name
              ) : (
                `${draw.drawData.name}, valued at ${formatWhole(draw.drawData.value)}`
              )
            ) : (
              <Jackpot draw={draw} />
            )}
          </p>
          <p className={frame.small}>
            Draw {draw.drawNo}: {drawDayWithDate(draw.drawDate, now)}, {drawTime(draw.drawDate)}
          </p>
          <SalesCountdown stop={draw.stop} className={`${frame.small} ${classes.strong}`} />
          {draw.purchaseStatus === 'sold_out' && <span className={classes.soldOut}>Sold out</span>}
        </div>
      )}
    </div>
  );
  if (!picture || !draw.drawData) return heading;
  return (
    <div className={classes.withPicture}>
      {heading}
      <ContentImage url={picture} alt={draw.drawData.name} sizes="(min-width: 48em) 40vw, 100vw" main />
    </div>
  );
}
