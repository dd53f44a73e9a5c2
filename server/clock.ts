/**
 * The one clock: every service, data module and SQL timestamp reads the time from the Clock the
 * app was built with (AppDeps.now), so the draw engine and tests can move time.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const unixSeconds = (clock: Clock) => Math.floor(clock() / 1000);
export const isoTime = (clock: Clock) => new Date(clock()).toISOString();
