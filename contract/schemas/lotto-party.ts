/** The social service's shapes (spec 3 §3, §7): groups, sessions and the lotto-party configuration. */
import { z } from 'zod';
import * as partyEndpoints from '../endpoints/lotto-party';
import {
  AUTOSESSION_STATUSES,
  groupNameProblem,
  PARTY_GROUPS_PAGE_SIZE,
  PARTY_PAGE_SIZE,
  PUBLICITY_STATUSES,
} from '../lotto-party';
import { moneySchema, pagingQuery } from './fields';
import { routesOf } from './routes';

export const partyGroupSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  publicityStatus: z.enum(PUBLICITY_STATUSES),
  /** The organiser's first name, as members and invitees see it. */
  organiserName: z.string(),
  isOrganiser: z.boolean(),
  memberCount: z.number().int(),
  /** The invite link's token: members only. */
  inviteToken: z.string().nullable(),
  createdAt: z.string(),
});
export type PartyGroup = z.infer<typeof partyGroupSchema>;

/** POST /group: private unless the organiser lists it for others to discover. */
export const createGroupSchema = z.object({
  publicityStatus: z.enum(PUBLICITY_STATUSES).default('private'),
  groupName: z
    .string()
    .transform((name) => name.trim())
    .superRefine((name, context) => {
      const problem = groupNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** GET /config[/{pricingId}]: which lotteries a group can play, and how shares may be set. */
export const partyConfigSchema = z.object({
  lotteries: z.array(
    z.object({
      productOfferKey: z.string(),
      name: z.string(),
      gameOfferKey: z.string(),
      gamePrice: moneySchema,
      /** The next draws still on sale, soonest first. */
      draws: z.array(z.object({ drawNo: z.number().int(), drawDate: z.string() })),
    }),
  ),
  shares: z.object({ min: z.number().int(), max: z.number().int() }),
  sharePrices: z.array(moneySchema),
});
export type PartyConfig = z.infer<typeof partyConfigSchema>;

/** A session: the group's entry in one draw, its shares, and whether it carries on to the next draw. */
export const partySessionSchema = z.object({
  sessionId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  productOfferKey: z.string(),
  /** The lottery's name, as the catalogue gives it. */
  lottery: z.string(),
  /** What a share is bought as: a cart item of this game offer and syndicate key. */
  gameOfferKey: z.string(),
  syndicateKey: z.string(),
  draws: z.array(
    z.object({
      /** What discovering the sessions of one draw asks by (GET /session/discover/draw/{drawId}). */
      drawId: z.number().int(),
      drawNo: z.number().int(),
      drawDate: z.string(),
      stop: z.string(),
      isOpen: z.boolean(),
    }),
  ),
  numGames: z.number().int(),
  sharesTotal: z.number().int(),
  sharesRemaining: z.number().int(),
  sharePrice: moneySchema,
  autosessionStatus: z.enum(AUTOSESSION_STATUSES),
  inviteAllExistingMembers: z.boolean(),
});
export type PartySession = z.infer<typeof partySessionSchema>;

/** POST /session. */
export const createSessionSchema = z.object({
  groupId: z.coerce.number().int(),
  productOfferKey: z.string().min(1),
  drawNo: z.coerce.number().int(),
  /** Dollars: one of the configuration's share prices. */
  sharePrice: z.coerce.number().positive(),
  numberOfShares: z.coerce.number().int(),
  autosessionStatus: z.enum(['on', 'off']).default('off'),
  inviteAllExistingMembers: z.boolean().default(false),
});
export type CreateSession = z.input<typeof createSessionSchema>;

/** PUT /session/{id}: autoplay on, paused or off. */
export const updateSessionSchema = z.object({ autosessionStatus: z.enum(AUTOSESSION_STATUSES) });

const group = { params: z.object({ id: z.coerce.number().int().positive() }) };
const session = group;
const config = { answer: partyConfigSchema };
/** Discovering sessions lists them all unless a page is asked for (spec 3 §9). */
const discovery = {
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).optional(),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  answer: z.array(partySessionSchema),
};

export const partyRoutes = routesOf(partyEndpoints, {
  defaultConfig: config,
  config,
  createGroup: { body: createGroupSchema, answer: partyGroupSchema },
  checkGroupName: {
    query: createGroupSchema.pick({ groupName: true }),
    answer: z.object({ available: z.boolean() }),
  },
  groups: { query: pagingQuery(PARTY_GROUPS_PAGE_SIZE), answer: z.array(partyGroupSchema) },
  invitedGroup: { answer: partyGroupSchema },
  group: { ...group, answer: partyGroupSchema },
  deleteGroup: { ...group, answer: z.null() },
  sessions: { ...group, query: pagingQuery(PARTY_PAGE_SIZE), answer: z.array(partySessionSchema) },
  openSessions: {
    ...group,
    query: z.object({ token: z.string().max(200).optional() }),
    answer: z.array(partySessionSchema),
  },
  createSession: { body: createSessionSchema, answer: partySessionSchema },
  discoverSessions: discovery,
  discoverDrawSessions: { params: z.object({ drawId: z.coerce.number().int() }), ...discovery },
  session: { ...session, answer: partySessionSchema },
  editSession: { ...session, body: updateSessionSchema, answer: partySessionSchema },
});
