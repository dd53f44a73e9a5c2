/**
 * The site-feedback event (spec 1 §3, §7): POST /event with `{ event }`, stored with the client's
 * information. The rating is one of three; the comment and the email (asked only of visitors who
 * are not signed in) may be left empty.
 */
import { z } from 'zod';
import * as feedbackEndpoints from '../endpoints/feedback';
import { EMAIL_MAX_LENGTH, FEEDBACK_COMMENT_MAX, INVALID_EMAIL } from '../form-rules';
import { routesOf } from './routes';

export const FEEDBACK_RATINGS = ['not_satisfied', 'neutral', 'satisfied'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const clientInformationSchema = z.object({
  build: z.enum(['release', 'internal']),
  name: z.literal('Web'),
  version: z.string().max(40),
  timezone: z.string().max(64),
  locale: z.string().max(35),
});
export type ClientInformation = z.infer<typeof clientInformationSchema>;

export const feedbackEventSchema = z.object({
  category: z.literal('user'),
  eventType: z.literal('feedback_event'),
  name: z.literal('feedback'),
  rating: z.enum(FEEDBACK_RATINGS),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX),
  email: z.union([z.literal(''), z.email(INVALID_EMAIL).max(EMAIL_MAX_LENGTH)]),
  /** The path the customer was on. */
  source: z.string().max(2048),
  /** The widget or banner variant that asked. */
  variant: z.string().max(40),
  clientInformation: clientInformationSchema,
});
export type FeedbackEvent = z.infer<typeof feedbackEventSchema>;

export const eventInputSchema = z.object({ event: feedbackEventSchema });

export const feedbackRoutes = routesOf(feedbackEndpoints, {
  send: { body: eventInputSchema, answer: z.object({ id: z.number().int() }) },
});
