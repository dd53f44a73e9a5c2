/**
 * Results and the customer's tickets (spec 2 §3, §7, §9): past draws with their winning numbers,
 * prize divisions or raffle winners, and what the customer's own tickets won in them; the orders a
 * customer holds, upcoming or past, and one order in detail. Amounts are dollars with their currency.
 */
import { z } from 'zod';
import * as resultEndpoints from '../endpoints/results';
import { RESULTS_PAGE_SIZE, TICKETS_PAGE_SIZE } from '../paging';
import { moneySchema, pagingQuery, queryFlag } from './fields';
import { routesOf } from './routes';
import { CART_PRODUCT_TYPES, DRAW_STATUSES, DRAW_TYPES, gameSchema, orderSchema } from './shop';

export const RESULT_CATEGORIES = ['lottery', 'raffle'] as const;
export type ResultCategory = (typeof RESULT_CATEGORIES)[number];

/** GET /draws/pricing/{pricingId}/past/result_keys: the offers that have results. */
export const resultKeySchema = z.object({
  key: z.string(),
  lotteryKey: z.string(),
  name: z.string(),
  url: z.string(),
  category: z.enum(RESULT_CATEGORIES),
});
export type ResultKey = z.infer<typeof resultKeySchema>;

/** How one game scored: numbers and extras matched, the division won (or null). */
export const gameScoreSchema = z.object({
  numbers: z.number().int(),
  extra: z.number().int(),
  division: z.number().int().nullable(),
});

export const divisionSchema = z.object({
  division: z.number().int(),
  /** Paid to each winning game. */
  prize: moneySchema,
  winners: z.number().int(),
});
export type Division = z.infer<typeof divisionSchema>;

export const raffleWinnerSchema = z.object({
  rank: z.number().int(),
  prize: z.string(),
  value: moneySchema,
  ticketNumber: z.number().int(),
  /** As published: first name, initial and state. */
  winner: z.string(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/** One of the customer's tickets in a draw, with what it won. */
export const customerTicketSchema = z.object({
  orderId: z.number().int(),
  ticketId: z.number().int(),
  gameNo: z.number().int(),
  /** The game's numbers; null for a raffle ticket. */
  numbers: gameSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
  /** Per game the entry plays (a system plays many); null until the draw is scored. */
  result: z.array(gameScoreSchema).nullable(),
  division: z.number().int().nullable(),
  prize: moneySchema.nullable(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

export const pastDrawSchema = z.object({
  drawId: z.number().int(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  offerKey: z.string(),
  offerName: z.string(),
  offerUrl: z.string(),
  type: z.enum(DRAW_TYPES),
  drawDate: z.string(),
  status: z.enum(DRAW_STATUSES),
  /** By drawn set key; a raffle's under `tickets`. Null until drawn. */
  winningNumbers: z.record(z.string(), z.array(z.number().int())).nullable(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  /** A raffle's major prize. */
  drawData: z.object({ name: z.string(), value: moneySchema }).nullable(),
  divisions: z.array(divisionSchema),
  winnerInfo: z.array(raffleWinnerSchema),
  /** The signed-in customer's tickets in this draw (customer calls only). */
  customerData: z.object({ orders: z.array(customerTicketSchema) }).nullable(),
});
export type PastDraw = z.infer<typeof pastDrawSchema>;

/** GET /draw/details/{offerKey}/{drawNo}/prizes: a lottery's divisions, or a raffle's prizes. */
export const drawPrizeSchema = z.object({
  division: z.number().int(),
  name: z.string(),
  prize: moneySchema,
  winners: z.number().int(),
});
export type DrawPrize = z.infer<typeof drawPrizeSchema>;

export const ORDER_LISTS = ['upcoming_products', 'past_products'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** One draw of an order in detail: the winning numbers and each game's result in it. */
export const orderDrawSchema = z.object({
  drawId: z.number().int(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  status: z.enum(DRAW_STATUSES),
  winningNumbers: z.record(z.string(), z.array(z.number().int())).nullable(),
  tickets: z.array(customerTicketSchema),
  /** What this order won in this draw; null until scored. */
  prize: moneySchema.nullable(),
});
export type OrderDraw = z.infer<typeof orderDrawSchema>;

/** GET /orders and /orders/{id}: an order with where its draws stand. */
export const customerOrderSchema = orderSchema.omit({ replay: true }).extend({
  productType: z.enum(CART_PRODUCT_TYPES),
  lotteryKey: z.string(),
  offerUrl: z.string(),
  createdAt: z.string(),
  /** Its next draw not yet drawn, or null. */
  nextDrawDate: z.string().nullable(),
  /** Won so far, and the best division. */
  prize: moneySchema,
  bestDivision: z.number().int().nullable(),
  /** With show_details=true. */
  drawResults: z.array(orderDrawSchema).optional(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** GET /orders/recommended: offers to play next, the customer's own favourites first. */
export const recommendedOfferSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  url: z.string(),
  reason: z.enum(['played_before', 'popular']),
});
export type RecommendedOffer = z.infer<typeof recommendedOfferSchema>;

/** An offer's key (or its address) in a path. */
const offerKey = z.string().regex(/^[\w-]{1,80}$/);
const drawOf = z.object({ offerKey, drawNo: z.coerce.number().int().positive() });
const pastDraws = pagingQuery(RESULTS_PAGE_SIZE);
const orderId = z.object({ id: z.coerce.number().int().positive() });
const details = z.object({ showDetails: queryFlag.optional() });

export const resultRoutes = routesOf(resultEndpoints, {
  keys: { params: z.object({ pricingId: offerKey }), answer: z.array(resultKeySchema) },
  latest: {
    params: z.object({ pricingId: offerKey }),
    query: pastDraws.extend({ category: z.enum(RESULT_CATEGORIES).optional() }),
    answer: z.array(pastDrawSchema),
  },
  game: { params: z.object({ key: offerKey }), query: pastDraws, answer: z.array(pastDrawSchema) },
  month: {
    params: z.object({
      key: offerKey,
      year: z.coerce.number().int().min(2000).max(2100),
      month: z.coerce.number().int().min(1).max(12),
    }),
    query: pagingQuery(50),
    answer: z.array(pastDrawSchema),
  },
  draw: { query: drawOf, answer: pastDrawSchema },
  prizes: { params: drawOf, answer: z.array(drawPrizeSchema) },
  winners: { params: drawOf, answer: z.array(raffleWinnerSchema) },
  customerDraw: { params: drawOf, answer: pastDrawSchema },
  orders: {
    query: pagingQuery(TICKETS_PAGE_SIZE).extend({ status: z.enum(ORDER_LISTS) }),
    answer: z.array(customerOrderSchema),
  },
  order: { params: orderId, query: details, answer: customerOrderSchema },
  sessionOrder: { params: orderId, query: details, answer: customerOrderSchema },
  recommended: { answer: z.array(recommendedOfferSchema) },
});
