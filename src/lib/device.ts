/** What the browser the app runs in is: read only in the browser, after hydration. */

/** Opened from the home screen or app list, as an installed app. */
export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  ('standalone' in navigator && navigator.standalone === true);

/**
 * iOS browsers all use Safari's engine, install only from Safari's Share menu, and push only once
 * installed. An iPad asks for desktop sites by default and names itself a Mac: one with a touch
 * screen is an iPad.
 */
export const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
