/**
 * The social service (spec 3 §7, base /social/v3): lotto party groups, their invite links, and the
 * configuration the group-creation flow reads.
 * - POST /group {groupName}: a name with a word not fit to show is refused (`contains_profanity`),
 *   a name already taken, whatever its case, is a 409.
 * - GET /group (the customer's groups, 6 a page), /group/{id} (members only), /group/token/{token}
 *   (the invite link: what an invitee may see of the group).
 * - GET /config[/{pricingId}]: the lotteries a group can play, share counts and share prices.
 */
import { Hono, type Context } from 'hono';
import { PARTY_GROUPS_PAGE_SIZE, PARTY_MESSAGES } from '../../../contract/lotto-party';
import { createGroupSchema, type PartyConfig, type PartyGroup } from '../../../contract/schemas/lotto-party';
import { GroupNameTaken, type StoredGroup } from '../../db/lotto-party';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok } from '../../http/envelope';
import { pageInfo, paging } from '../../http/paging';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { containsProfanity } from './profanity';

/** How many shares a session may be split into, and what one may cost (dollars). */
const SHARES = { min: 2, max: 50 };
const SHARE_PRICES = [2, 5, 10, 20, 50];

function present(group: StoredGroup, customerId: number, member: boolean): PartyGroup {
  return {
    id: group.id,
    groupName: group.name,
    publicityStatus: group.publicity,
    organiserName: group.organiserName,
    isOrganiser: group.organiserId === customerId,
    memberCount: group.memberCount,
    inviteToken: member ? group.inviteToken : null,
    createdAt: group.createdAt,
  };
}

const groupMissing = () => HttpError.of(404, 'group_not_found', PARTY_MESSAGES.groupMissing);

async function config(c: Context<AppEnv>): Promise<PartyConfig> {
  const money = (dollars: number) => ({ amount: dollars, currency: 'AUD' });
  const offers = await c.var.data.catalogue.offers();
  return {
    lotteries: offers.flatMap((offer) => {
      const standard = offer.gameOffers.find((game) => game.game_type === 'standard');
      const single = standard?.prices.find((price) => price.games === 1);
      if (offer.type !== 'lottery_ticket' || offer.availability !== 'available' || !standard || !single)
        return [];
      return [
        {
          productOfferKey: offer.key,
          name: offer.name,
          gameOfferKey: standard.key,
          gamePrice: money(single.priceCents / 100),
        },
      ];
    }),
    shares: SHARES,
    sharePrices: SHARE_PRICES.map(money),
  };
}

export function socialService(): Hono<AppEnv> {
  const social = new Hono<AppEnv>();
  social.use('/group', requireCustomer());
  social.use('/group/*', requireCustomer());

  social.get('/config', async (c) => ok(c, await config(c)));
  social.get('/config/:pricingId', async (c) => ok(c, await config(c)));

  social.post('/group', valid('json', createGroupSchema), async (c) => {
    const { groupName } = c.req.valid('json');
    if (containsProfanity(groupName)) {
      // The spec's code, in the messages (what the creation flow reads) and on the field.
      const problem = {
        code: 'contains_profanity',
        message: PARTY_MESSAGES.profanity,
        target: 'groupName',
        level: 'error',
      } as const;
      throw new HttpError(422, [problem], { groupName: [problem] });
    }
    const customerId = c.var.grant.customerId;
    try {
      const group = await c.var.data.lottoParty.create(customerId, groupName);
      return ok(c, present(group, customerId, true), {}, 201);
    } catch (error) {
      if (error instanceof GroupNameTaken)
        throw HttpError.of(409, 'duplicate_group_name', PARTY_MESSAGES.duplicate, 'groupName');
      throw error;
    }
  });

  social.get('/group', valid('query', paging(PARTY_GROUPS_PAGE_SIZE)), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const customerId = c.var.grant.customerId;
    const { rows, total } = await c.var.data.lottoParty.ofMember(customerId, limit, offset);
    c.header('Cache-Control', 'no-store');
    return ok(
      c,
      rows.map((group) => present(group, customerId, true)),
      { pageInfo: pageInfo(limit, offset, total) },
    );
  });

  social.get('/group/token/:token', async (c) => {
    const group = await c.var.data.lottoParty.byInviteToken(c.req.param('token'));
    if (!group) throw HttpError.of(404, 'invite_invalid', PARTY_MESSAGES.inviteInvalid);
    const customerId = c.var.grant.customerId;
    const member = await c.var.data.lottoParty.isMember(group.id, customerId);
    c.header('Cache-Control', 'no-store');
    return ok(c, present(group, customerId, member));
  });

  social.get('/group/:id{[0-9]+}', async (c) => {
    const customerId = c.var.grant.customerId;
    const group = await c.var.data.lottoParty.byId(Number(c.req.param('id')));
    // Another group's page is not found, so ids cannot be probed.
    if (!group || !(await c.var.data.lottoParty.isMember(group.id, customerId))) throw groupMissing();
    c.header('Cache-Control', 'no-store');
    return ok(c, present(group, customerId, true));
  });

  return social;
}
