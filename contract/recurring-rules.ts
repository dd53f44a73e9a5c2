/**
 * Recurring purchase rules the PWA and the API share: how long a timed pause may last (the site
 * configuration's autoplay and subscription timed pause, spec 1 §3), and autoplay's page size.
 */
export const TIMED_PAUSE = { optionsWeeks: [1, 2, 4, 8], maxWeeks: 8 } as const;

/** Spec 2 §9 leaves it open: the customer's autoplays, ten a page like their tickets. */
export const AUTOPLAY_PAGE_SIZE = 10;
