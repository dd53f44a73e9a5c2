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
import { z } from 'zod';
import {
  PARTY_GROUPS_PAGE_SIZE,
  PARTY_MESSAGES,
  PARTY_NOTIFICATIONS,
  PARTY_PAGE_SIZE,
} from '@contract/lotto-party';
import {
  createGroupSchema,
  createSessionSchema,
  updateSessionSchema,
  type PartyConfig,
  type PartyGroup,
  type PartySession,
} from '@contract/schemas/lotto-party';
import { unixSeconds } from '../../clock';
import { GroupNameTaken, type StoredGroup, type StoredSession } from '../../db/lotto-party';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok } from '../../http/envelope';
import { pageInfo, paging } from '../../http/paging';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { containsProfanity } from './profanity';

/** Discovering sessions lists them all unless a page is asked for (spec 3 §9). */
const discoverPaging = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});

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
const sessionMissing = () => HttpError.of(404, 'session_not_found', PARTY_MESSAGES.sessionMissing);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function presentSession(
  session: StoredSession,
  offer: { lottery: string; gameOfferKey: string },
  now: number,
): PartySession {
  return {
    sessionId: session.id,
    groupId: session.groupId,
    productOfferKey: session.offerKey,
    ...offer,
    syndicateKey: session.syndicateKey,
    draws: [
      {
        drawNo: session.drawNo,
        drawDate: iso(session.drawAt),
        stop: iso(session.stopAt),
        isOpen: session.drawStatus === 'DRAW_OPEN' && session.stopAt > now,
      },
    ],
    numGames: session.numGames,
    sharesTotal: session.sharesTotal,
    sharesRemaining: Math.max(0, session.sharesTotal - session.sharesSold),
    sharePrice: { amount: session.sharePriceCents / 100, currency: 'AUD' },
    autosessionStatus: session.autosessionStatus,
    inviteAllExistingMembers: session.inviteAllExistingMembers,
  };
}

/** How many of each lottery's next draws a group can choose from. */
const DRAWS_OFFERED = 4;

async function config(c: Context<AppEnv>): Promise<PartyConfig> {
  const money = (dollars: number) => ({ amount: dollars, currency: 'AUD' });
  const offers = (await c.var.data.catalogue.offers()).filter(
    (offer) => offer.type === 'lottery_ticket' && offer.availability === 'available',
  );
  const open = await c.var.data.catalogue.drawsStoppingAfter(
    offers.map((offer) => offer.lottery_key),
    unixSeconds(c.var.now),
  );
  return {
    lotteries: offers.flatMap((offer) => {
      const standard = offer.gameOffers.find((game) => game.game_type === 'standard');
      const single = standard?.prices.find((price) => price.games === 1);
      if (!standard || !single) return [];
      const draws = open
        .filter((draw) => draw.lottery_key === offer.lottery_key && draw.status === 'DRAW_OPEN')
        .slice(0, DRAWS_OFFERED)
        .map((draw) => ({ drawNo: draw.draw_no, drawDate: new Date(draw.draw_at * 1000).toISOString() }));
      return [
        {
          productOfferKey: offer.key,
          name: offer.name,
          gameOfferKey: standard.key,
          gamePrice: money(single.priceCents / 100),
          draws,
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
    const { groupName, publicityStatus } = c.req.valid('json');
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
      const group = await c.var.data.lottoParty.create(customerId, groupName, publicityStatus);
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

  /**
   * The group the request may see: its members', or an invitee's who brings the invite link's
   * token. Any other group is not found, so ids cannot be probed.
   */
  const visibleGroup = async (c: Context<AppEnv>, groupId: number, invited = false) => {
    const group = await c.var.data.lottoParty.byId(groupId);
    const member = group && (await c.var.data.lottoParty.isMember(group.id, c.var.grant.customerId));
    if (!group || !(member || (invited && c.req.query('token') === group.inviteToken))) throw groupMissing();
    c.header('Cache-Control', 'no-store');
    return { group, member: Boolean(member) };
  };
  const sessionAnswers = async (c: Context<AppEnv>, sessions: StoredSession[]) => {
    const offers = await c.var.data.catalogue.offers();
    const now = unixSeconds(c.var.now);
    return sessions.map((session) => {
      const offer = offers.find((entry) => entry.key === session.offerKey);
      const gameOfferKey = offer?.syndicates.find(
        (syndicate) => syndicate.key === session.syndicateKey,
      )?.gameOfferKey;
      return presentSession(
        session,
        { lottery: offer?.name ?? session.offerKey, gameOfferKey: gameOfferKey ?? '' },
        now,
      );
    });
  };

  social.get('/group/:id{[0-9]+}', async (c) => {
    const { group } = await visibleGroup(c, Number(c.req.param('id')));
    return ok(c, present(group, c.var.grant.customerId, true));
  });

  social.get('/group/:id{[0-9]+}/session', valid('query', paging(PARTY_PAGE_SIZE)), async (c) => {
    const { group } = await visibleGroup(c, Number(c.req.param('id')));
    const { limit, offset } = c.req.valid('query');
    const { rows, total } = await c.var.data.lottoParty.sessionsOf(group.id, { limit, offset });
    return ok(c, await sessionAnswers(c, rows), { pageInfo: pageInfo(limit, offset, total) });
  });

  // An invitee sees what they can join: the sessions still on sale.
  social.get('/group/:id{[0-9]+}/session/open', async (c) => {
    const { group } = await visibleGroup(c, Number(c.req.param('id')), true);
    const { rows } = await c.var.data.lottoParty.sessionsOf(group.id, null, unixSeconds(c.var.now));
    return ok(c, await sessionAnswers(c, rows));
  });

  social.use('/session', requireCustomer());
  social.use('/session/*', requireCustomer());

  social.post('/session', valid('json', createSessionSchema), async (c) => {
    const input = c.req.valid('json');
    const customerId = c.var.grant.customerId;
    const { group } = await visibleGroup(c, input.groupId);
    if (group.organiserId !== customerId)
      throw HttpError.of(403, 'organiser_only', PARTY_MESSAGES.organiserOnly);
    const settings = await config(c);
    const lottery = settings.lotteries.find((entry) => entry.productOfferKey === input.productOfferKey);
    if (!lottery) throw HttpError.field('productOfferKey', 'invalid_lottery', PARTY_MESSAGES.lottery);
    const offer = (await c.var.data.catalogue.offers()).find(
      (entry) => entry.key === lottery.productOfferKey,
    );
    const draw = offer && (await c.var.data.catalogue.draw(offer.lottery_key, input.drawNo));
    // Spec 3 §5: a draw no longer on sale is a 422, the draw-closed handler's cue.
    if (!offer || !draw || draw.status !== 'DRAW_OPEN' || draw.stop_at <= unixSeconds(c.var.now))
      throw HttpError.of(422, 'draw_closed', PARTY_MESSAGES.drawClosed, 'drawNo');
    const sharePriceCents = Math.round(input.sharePrice * 100);
    if (!settings.sharePrices.some((price) => Math.round(price.amount * 100) === sharePriceCents))
      throw HttpError.field('sharePrice', 'invalid_share_price', PARTY_MESSAGES.sharePrice);
    if (input.numberOfShares < settings.shares.min || input.numberOfShares > settings.shares.max)
      throw HttpError.field('numberOfShares', 'invalid_shares', PARTY_MESSAGES.shares(settings.shares));
    // The shares buy whole games; what is left of them, less than one game, is the retailer's fee.
    const numGames = Math.floor(
      (input.numberOfShares * sharePriceCents) / Math.round(lottery.gamePrice.amount * 100),
    );
    if (numGames < 1) throw HttpError.field('numberOfShares', 'too_small', PARTY_MESSAGES.tooSmall);
    const session = await c.var.data.lottoParty.createSession({
      groupId: group.id,
      createdBy: customerId,
      drawId: draw.id,
      offerKey: offer.key,
      gameOfferKey: lottery.gameOfferKey,
      groupName: group.name,
      numGames,
      sharesTotal: input.numberOfShares,
      sharePriceCents,
      autosessionStatus: input.autosessionStatus,
      inviteAllExistingMembers: input.inviteAllExistingMembers,
    });
    const [answer] = await sessionAnswers(c, [session]);
    return ok(c, answer, {}, 201);
  });

  social.get('/session/discover', valid('query', discoverPaging), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const open = await c.var.data.lottoParty.discover(unixSeconds(c.var.now));
    return ok(
      c,
      await sessionAnswers(c, open.slice(offset, limit === undefined ? undefined : offset + limit)),
    );
  });

  social.get('/session/discover/draw/:drawId{[0-9]+}', valid('query', discoverPaging), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const open = await c.var.data.lottoParty.discover(unixSeconds(c.var.now), Number(c.req.param('drawId')));
    return ok(
      c,
      await sessionAnswers(c, open.slice(offset, limit === undefined ? undefined : offset + limit)),
    );
  });

  const memberSession = async (c: Context<AppEnv>) => {
    const session = await c.var.data.lottoParty.sessionById(Number(c.req.param('id')));
    if (!session || !(await c.var.data.lottoParty.isMember(session.groupId, c.var.grant.customerId)))
      throw sessionMissing();
    c.header('Cache-Control', 'no-store');
    return session;
  };

  social.get('/session/:id{[0-9]+}', async (c) => {
    const [answer] = await sessionAnswers(c, [await memberSession(c)]);
    return ok(c, answer);
  });

  social.put('/session/:id{[0-9]+}', valid('json', updateSessionSchema), async (c) => {
    const session = await memberSession(c);
    const group = await c.var.data.lottoParty.byId(session.groupId);
    if (group?.organiserId !== c.var.grant.customerId)
      throw HttpError.of(403, 'organiser_only', PARTY_MESSAGES.organiserOnly);
    const status = c.req.valid('json').autosessionStatus;
    // Turned off, a session's autoplay is over for good (spec 3 §8).
    if (session.autosessionStatus === 'off' && status !== 'off')
      throw HttpError.of(422, 'autosession_off', PARTY_NOTIFICATIONS.cannotUnpause.message);
    await c.var.data.lottoParty.setAutosession(session.id, status);
    const updated = await c.var.data.lottoParty.sessionById(session.id);
    const [answer] = await sessionAnswers(c, updated ? [updated] : []);
    return ok(c, answer);
  });

  return social;
}
