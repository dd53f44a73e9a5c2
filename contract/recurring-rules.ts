/**
 * Recurring purchase rules the PWA and the API share: how long a timed pause may last (the site
 * configuration's autoplay and subscription timed pause, spec 1 §3), the subscription calendar's
 * address, autoplay's page size and the failure notices.
 */
export const TIMED_PAUSE = { optionsWeeks: [1, 2, 4, 8], maxWeeks: 8 } as const;

/**
 * Spec 2 §2: a subscription product's draw calendar, a PDF the API makes at a site address (not a
 * page of the app, so not a typed link).
 */
export const subscriptionCalendarPath = (offerKey: string) =>
  `/public/pdf/subscription/${offerKey}-calendar.pdf`;

/** Spec 2 §9 leaves it open: the customer's autoplays, ten a page like their tickets. */
export const AUTOPLAY_PAGE_SIZE = 10;

/** Spec 2 §8: autoplay's status changes that fail (a lotto party session's autoplay says the same). */
export const AUTOPLAY_NOTICES = {
  cannotUnpause: {
    title: 'Cannot Unpause AutoPlay',
    message: 'The organiser has turned off ticket creation into future draws and cannot be unpaused.',
  },
  autoplayFailed: {
    title: 'Cannot update AutoPlay status',
    message: 'Sorry, there was an unexpected error while updating your autoplay. Please try again.',
  },
  /** Spec 2 §8 leaves a subscription's failed update unshown: autoplay's words, for a subscription. */
  subscriptionFailed: {
    title: 'Cannot update subscription status',
    message: 'Sorry, there was an unexpected error while updating your subscription. Please try again.',
  },
} as const;
