/**
 * The notifications feed (spec 3 §2): content cards, each viewed or not. A card flagged
 * `hideInFeed` is shown elsewhere, so the feed does not list it and the bell does not count it.
 * GET /customer/content-cards, newest first; POST /customer/content-cards/viewed marks cards seen.
 */
import { z } from 'zod';
import * as contentCardEndpoints from '../endpoints/content-cards';
import { routesOf } from './routes';

export const contentCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  hideInFeed: z.boolean(),
  viewed: z.boolean(),
  createdAt: z.string(),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const cardsViewedSchema = z.object({ ids: z.array(z.string().max(20)).min(1).max(100) });
export type CardsViewed = z.infer<typeof cardsViewedSchema>;

/** The sandbox's way to send a customer a card, as the retailer's messaging would. */
export const newContentCardSchema = z.object({
  email: z.email(),
  title: z.string().min(1).max(120),
  message: z.string().min(1).max(500),
  link: z.string().startsWith('/').max(200).optional(),
  linkText: z.string().max(60).optional(),
  hideInFeed: z.boolean().optional(),
});
export type NewContentCard = z.infer<typeof newContentCardSchema>;

export const contentCardRoutes = routesOf(contentCardEndpoints, {
  cards: { answer: z.array(contentCardSchema) },
  viewed: { body: cardsViewedSchema, answer: z.null() },
});
