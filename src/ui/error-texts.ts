/** The error pages' exact texts (spec 1 §2, "Error pages"). */
import type { AppLink } from '@/lib/app-link';

export interface ErrorTexts {
  heading: string;
  body: string;
}

export const ERROR_TEXTS = {
  blocked: {
    heading: "It's not you, it's us!",
    body: 'There are currently no products available, please check back later. Thank you for being patient.',
  },
  busy: {
    heading: 'Our servers are busy',
    body: 'We are experiencing large load times on our server. Thank you for being patient.',
  },
  maintenance: {
    heading: "There's a spanner in the works!",
    body: "We'll be up and running again soon after this scheduled maintenance.",
  },
  notFound: {
    heading: 'Something went wrong.',
    body: "It's looking like you may have taken a wrong turn.",
  },
  fallback: {
    heading: "It's not you, it's us!",
    body: 'Looks like something went wrong on our end.',
  },
} as const satisfies Record<string, ErrorTexts>;

/** A 404 page that knows what was not found: its own words, and where to look instead. */
export interface NotFoundTexts extends ErrorTexts {
  links?: { label: string; link: AppLink }[];
}

export const NOT_FOUND_LINK = 'Try heading home and finding your bearing.';
export const MAINTENANCE_FOOTER = 'All times are AEST (UTC+10).';
export const BUSY_REFRESH_SECONDS = 30;

export function busyRefreshText(seconds: number): string {
  return `This page will refresh automatically in ${seconds} seconds.`;
}

export type ErrorPageKind = keyof typeof ERROR_TEXTS;

/** An unrecoverable error picks its page by status: 418, 503, 404, and any other code is "busy". */
export function errorKindFor(status: number): ErrorPageKind {
  if (status === 418) return 'blocked';
  if (status === 503) return 'maintenance';
  if (status === 404) return 'notFound';
  return 'busy';
}
