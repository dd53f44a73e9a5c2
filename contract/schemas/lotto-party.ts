/** The social service's shapes (spec 3 §3, §7): groups and the lotto-party configuration. */
import { z } from 'zod';
import { groupNameProblem, PUBLICITY_STATUSES } from '../lotto-party';
import { moneySchema } from './fields';

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

/** POST /group. */
export const createGroupSchema = z.object({
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
    }),
  ),
  shares: z.object({ min: z.number().int(), max: z.number().int() }),
  sharePrices: z.array(moneySchema),
});
export type PartyConfig = z.infer<typeof partyConfigSchema>;
