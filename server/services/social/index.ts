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
import { PARTY_GROUPS_PAGE_SIZE, PARTY_MESSAGES, PARTY_PAGE_SIZE } from '@contract/lotto-party';
import {
  createGroupSchema,
  createSessionSchema,
  updateSessionSchema,
  type PartyGroup,
  type PartySession,
} from '@contract/schemas/lotto-party';
import { unixSeconds } from '../../clock';
import type { StoredGroup, StoredSession } from '../../db/lotto-party';
import {
  checkGroupName,
  createGroup,
  deleteGroup,
  memberSession,
  openSession,
  partyConfig,
  setAutosession,
  visibleGroup,
} from '../../domain/lotto-party';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, success } from '../../http/envelope';
import { pageInfo } from '../../http/paging';
import { pagingQuery } from '@contract/schemas/fields';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { money } from '../../domain/money';

/** Discovering sessions lists them all unless a page is asked for (spec 3 §9). */
const discoverPaging = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});

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
    sharePrice: money(session.sharePriceCents),
    autosessionStatus: session.autosessionStatus,
    inviteAllExistingMembers: session.inviteAllExistingMembers,
  };
}

export function socialService(): Hono<AppEnv> {
  const social = new Hono<AppEnv>();
  social.use('/group', requireCustomer());
  social.use('/group/*', requireCustomer());

  const config = (c: Context<AppEnv>) => partyConfig(c.var.data, unixSeconds(c.var.now));
  social.get('/config', async (c) => ok(c, await config(c)));
  social.get('/config/:pricingId', async (c) => ok(c, await config(c)));

  social.post('/group', valid('json', createGroupSchema), async (c) => {
    const { groupName, publicityStatus } = c.req.valid('json');
    const customerId = c.var.grant.customerId;
    const group = await createGroup(c.var.data, customerId, groupName, publicityStatus);
    return ok(c, present(group, customerId, true), {}, 201);
  });

  // The name step's check: nothing is created until the steps are done.
  social.get('/group/name-check', valid('query', createGroupSchema.pick({ groupName: true })), async (c) => {
    await checkGroupName(c.var.data, c.var.grant.customerId, c.req.valid('query').groupName);
    c.header('Cache-Control', 'no-store');
    return ok(c, { available: true });
  });

  social.get('/group', valid('query', pagingQuery(PARTY_GROUPS_PAGE_SIZE)), async (c) => {
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

  /** The group the request may see (an invitee's, with `invited`, by the link's token). */
  const seeGroup = async (c: Context<AppEnv>, groupId: number, invited = false) => {
    const seen = await visibleGroup(
      c.var.data,
      c.var.grant.customerId,
      groupId,
      invited ? c.req.query('token') : undefined,
    );
    c.header('Cache-Control', 'no-store');
    return seen;
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
    const { group } = await seeGroup(c, Number(c.req.param('id')));
    return ok(c, present(group, c.var.grant.customerId, true));
  });

  social.delete('/group/:id{[0-9]+}', async (c) => {
    await deleteGroup(c.var.data, c.var.grant.customerId, Number(c.req.param('id')));
    return ok(c, null, { messages: [success(PARTY_MESSAGES.deleted)] });
  });

  social.get('/group/:id{[0-9]+}/session', valid('query', pagingQuery(PARTY_PAGE_SIZE)), async (c) => {
    const { group } = await seeGroup(c, Number(c.req.param('id')));
    const { limit, offset } = c.req.valid('query');
    const { rows, total } = await c.var.data.lottoParty.sessionsOf(group.id, { limit, offset });
    return ok(c, await sessionAnswers(c, rows), { pageInfo: pageInfo(limit, offset, total) });
  });

  // An invitee sees what they can join: the sessions still on sale.
  social.get('/group/:id{[0-9]+}/session/open', async (c) => {
    const { group } = await seeGroup(c, Number(c.req.param('id')), true);
    const { rows } = await c.var.data.lottoParty.sessionsOf(group.id, null, unixSeconds(c.var.now));
    return ok(c, await sessionAnswers(c, rows));
  });

  social.use('/session', requireCustomer());
  social.use('/session/*', requireCustomer());

  social.post('/session', valid('json', createSessionSchema), async (c) => {
    const session = await openSession(
      c.var.data,
      c.var.grant.customerId,
      c.req.valid('json'),
      unixSeconds(c.var.now),
    );
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

  const ownSession = async (c: Context<AppEnv>) => {
    const session = await memberSession(c.var.data, c.var.grant.customerId, Number(c.req.param('id')));
    c.header('Cache-Control', 'no-store');
    return session;
  };

  social.get('/session/:id{[0-9]+}', async (c) => {
    const [answer] = await sessionAnswers(c, [await ownSession(c)]);
    return ok(c, answer);
  });

  social.put('/session/:id{[0-9]+}', valid('json', updateSessionSchema), async (c) => {
    const updated = await setAutosession(
      c.var.data,
      c.var.grant.customerId,
      Number(c.req.param('id')),
      c.req.valid('json').autosessionStatus,
    );
    c.header('Cache-Control', 'no-store');
    const [answer] = await sessionAnswers(c, updated ? [updated] : []);
    return ok(c, answer);
  });

  return social;
}
