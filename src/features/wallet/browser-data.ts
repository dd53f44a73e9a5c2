/**
 * The browser's facts a 3-D Secure issuer weighs (EMV 3DS browser data, spec 1 §9): colour depth
 * normalised to a value the protocol allows, and the challenge window that fits the screen.
 */
import type { BrowserData } from '@contract/schemas/wallet';
import { CHALLENGE_WINDOWS, CHALLENGE_WINDOW_SIZES, type ChallengeWindowSize } from '@contract/wallet-rules';

export const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;

/** The allowed colour depth nearest the screen's (the lower one on a tie). */
export function normaliseColourDepth(depth: number): number {
  return COLOUR_DEPTHS.reduce((best, candidate) =>
    Math.abs(candidate - depth) < Math.abs(best - depth) ? candidate : best,
  );
}

/** Room the challenge modal keeps around its frame. */
const MARGIN = 48;

/**
 * The largest fixed window that fits the viewport with the modal's margins; a phone-sized screen
 * (narrower than the extra-large window) gets the whole screen, which reads better than a box.
 */
export function challengeWindowSize(width: number, height: number): ChallengeWindowSize {
  if (width < CHALLENGE_WINDOWS.ExtraLarge.width) return 'FullScreen';
  const fits = CHALLENGE_WINDOW_SIZES.filter((size) => {
    const window = CHALLENGE_WINDOWS[size];
    return size !== 'FullScreen' && window.width + MARGIN <= width && window.height + MARGIN <= height;
  });
  return fits.reduce<ChallengeWindowSize>(
    (best, size) =>
      CHALLENGE_WINDOWS[size].width * CHALLENGE_WINDOWS[size].height >
      CHALLENGE_WINDOWS[best].width * CHALLENGE_WINDOWS[best].height
        ? size
        : best,
    fits[0] ?? 'FullScreen',
  );
}

export function browserData(): BrowserData {
  return {
    colorDepth: normaliseColourDepth(window.screen.colorDepth),
    screenHeight: window.screen.height,
    screenWidth: window.screen.width,
    javaEnabled: false,
    language: navigator.language,
    timeZoneOffset: new Date().getTimezoneOffset(),
    userAgent: navigator.userAgent,
    challengeWindowSize: challengeWindowSize(window.innerWidth, window.innerHeight),
  };
}
