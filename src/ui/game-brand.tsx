/**
 * A game's identity wherever a game is shown (offers, results, tickets, the cart): its brand colour
 * from the API's branding (GET /branding) and its mark, drawn for this project (public/brand/,
 * named by the branding's url). The root route reads the branding before any page renders and
 * provides it here, so colours and marks are there from the first paint (and in prerendered
 * pages), and nothing moves when they arrive. The colour is a CSS variable (--game-colour) that
 * cards, buttons and number balls read, so what has no branding (a raffle, or a device that could
 * not read it) keeps the site's purple.
 */
import { createContext, use, type CSSProperties, type ReactNode } from 'react';
import type { ProductBranding } from '@contract/schemas/shop';
import { ContentThumbnail } from './content-image';
import classes from './game-brand.module.css';

export const GameBrands = createContext<readonly ProductBranding[]>([]);

/** Each game's brand by offer key, for a list whose lines are of several games. */
export function useGameBrands(): (offerKey: string) => ProductBranding | undefined {
  const brands = use(GameBrands);
  return (offerKey) => brands.find((branding) => branding.offerKey === offerKey);
}

export const useGameBrand = (offerKey: string): ProductBranding | undefined => useGameBrands()(offerKey);

/** Gives an element, and everything in it, the game's colour. */
export const gameColour = (brand: ProductBranding | undefined): CSSProperties | undefined =>
  brand && ({ '--game-colour': brand.brandColourBackgroundText } as CSSProperties);

/** A block in the game's colour: its number balls and accents read it. */
export function GameColour({ offerKey, children }: { offerKey: string; children: ReactNode }) {
  return <div style={gameColour(useGameBrand(offerKey))}>{children}</div>;
}

/** The mark of the game an offer key names (a list's line, where the brand is read per line). */
export const OfferMark = ({ offerKey, size }: { offerKey: string; size?: number }) => (
  <GameMark brand={useGameBrand(offerKey)} size={size} />
);

/** Decorative: the game's name is always written beside it. */
export function GameMark({ brand, size = 40 }: { brand: ProductBranding | undefined; size?: number }) {
  return brand ? (
    <img src={`/brand/${brand.url}.svg`} alt="" width={size} height={size} className={classes.mark} />
  ) : null;
}

/** A raffle draw's prize picture by offer and draw, where the catalogue has that draw on sale. */
export type PrizePicture = (offerKey: string, drawNo: number) => string | undefined;

/**
 * What heads a line of the cart, a receipt or the tickets: the prize picture of a raffle's (first)
 * draw where the catalogue has one, its game's mark otherwise (a raffle has none).
 */
export function LineMark({
  offerKey,
  drawNo,
  picture,
  size = 32,
}: {
  offerKey: string;
  drawNo: number | undefined;
  picture: PrizePicture;
  size?: number;
}) {
  const prize = drawNo === undefined ? undefined : picture(offerKey, drawNo);
  return prize ? <ContentThumbnail url={prize} /> : <OfferMark offerKey={offerKey} size={size} />;
}
