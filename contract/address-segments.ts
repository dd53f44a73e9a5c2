/**
 * The shapes of address segments, which the PWA's router parses (a segment of another shape is the
 * 404 page) and the server's page status checks (it answers 404 for them): one rule for both.
 */

/** A page number: a whole number from 1 (page 1's address has none). */
export const PAGE_SEGMENT = /^[1-9]\d{0,5}$/;

/** A record's id: a whole number. */
export const ID_SEGMENT = /^\d{1,12}$/;

/** A scheduled purchase's id, as the API writes it. */
export const SCHEDULED_ID_SEGMENT = /^sp_[\w-]{1,40}$/;

/** A draw number: a whole number from 1. */
export const POSITIVE_NUMBER_SEGMENT = /^[1-9]\d{0,6}$/;

/** A month of a results archive: `2026-10`. */
export const YEAR_MONTH_SEGMENT = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A Daily Winners giveaway's type (contract/membership.ts's GIVEAWAY_TYPES, kept out of the entry). */
export const GIVEAWAY_TYPE_SEGMENT = /^(daily|major|monthly|preview|special)$/;

/** A news post's or category's slug: lower-case words joined by hyphens. */
export const BLOG_SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
