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
import { PARTY_MESSAGES } from '@contract/lotto-party';
import { partyRoutes, type PartyGroup, type PartySession } from '@contract/schemas/lotto-party';
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
import { success } from '../../http/envelope';
import { pageInfo } from '../../http/paging';
import { handle, reply } from '../../http/route';
import { money } from '../../money';
import { Refused } from '../../refusal';

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
    groupName: session.groupName,
    productOfferKey: session.offerKey,
    ...offer,
    syndicateKey: session.syndicateKey,
    draws: [
      {
        drawId: session.drawId,
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
  const routes = partyRoutes;

  const config = (c: Context<AppEnv>) => partyConfig(c.var.data, unixSeconds(c.var.now));
  handle(social, routes.defaultConfig, config);
  handle(social, routes.config, config);

  handle(social, routes.createGroup, async (c, { body: { groupName, publicityStatus } }) => {
    const customerId = c.var.grant.customerId;
    const group = await createGroup(c.var.data, customerId, groupName, publicityStatus);
    return present(group, customerId, true);
  });

  // The name step's check: nothing is created until the steps are done.
  handle(social, routes.checkGroupName, async (c, { query }) => {
    await checkGroupName(c.var.data, c.var.grant.customerId, query.groupName);
    return { available: true };
  });

  handle(social, routes.groups, async (c, { query: { limit, offset } }) => {
    const customerId = c.var.grant.customerId;
    const { rows, total } = await c.var.data.lottoParty.ofMember(customerId, limit, offset);
    return reply(
      rows.map((group) => present(group, customerId, true)),
      { pageInfo: pageInfo(limit, offset, total) },
    );
  });

  handle(social, routes.invitedGroup, async (c, { params }) => {
    const group = await c.var.data.lottoParty.byInviteToken(params.token);
    if (!group) throw Refused.of(404, 'invite_invalid', PARTY_MESSAGES.inviteInvalid);
    const customerId = c.var.grant.customerId;
    const member = await c.var.data.lottoParty.isMember(group.id, customerId);
    return present(group, customerId, member);
  });

  /** The group the request may see (an invitee's, with the invite link's `token`). */
  const seeGroup = (c: Context<AppEnv>, groupId: number, token?: string) =>
    visibleGroup(c.var.data, c.var.grant.customerId, groupId, token);
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
  const oneSession = async (c: Context<AppEnv>, session: StoredSession | undefined) => {
    const [answer] = session ? await sessionAnswers(c, [session]) : [];
    if (!answer) throw Refused.of(404, 'session_not_found', 'There is no such session.');
    return answer;
  };

  handle(social, routes.group, async (c, { params }) => {
    const { group } = await seeGroup(c, params.id);
    return present(group, c.var.grant.customerId, true);
  });

  handle(social, routes.deleteGroup, async (c, { params }) => {
    await deleteGroup(c.var.data, c.var.grant.customerId, params.id);
    return reply(null, { messages: [success(PARTY_MESSAGES.deleted)] });
  });

  handle(social, routes.sessions, async (c, { params, query: { limit, offset } }) => {
    const { group } = await seeGroup(c, params.id);
    const { rows, total } = await c.var.data.lottoParty.sessionsOf(group.id, { limit, offset });
    return reply(await sessionAnswers(c, rows), { pageInfo: pageInfo(limit, offset, total) });
  });

  // An invitee sees what they can join: the sessions still on sale.
  handle(social, routes.openSessions, async (c, { params, query }) => {
    const { group } = await seeGroup(c, params.id, query.token);
    const { rows } = await c.var.data.lottoParty.sessionsOf(group.id, null, unixSeconds(c.var.now));
    return sessionAnswers(c, rows);
  });

  handle(social, routes.createSession, async (c, { body }) =>
    oneSession(c, await openSession(c.var.data, c.var.grant.customerId, body, unixSeconds(c.var.now))),
  );

  handle(social, routes.discoverSessions, async (c, { query: { limit, offset } }) => {
    const open = await c.var.data.lottoParty.discover(unixSeconds(c.var.now));
    return sessionAnswers(c, open.slice(offset, limit === undefined ? undefined : offset + limit));
  });

  handle(social, routes.discoverDrawSessions, async (c, { params, query: { limit, offset } }) => {
    const open = await c.var.data.lottoParty.discover(unixSeconds(c.var.now), params.drawId);
    return sessionAnswers(c, open.slice(offset, limit === undefined ? undefined : offset + limit));
  });

  handle(social, routes.session, async (c, { params }) =>
    oneSession(c, await memberSession(c.var.data, c.var.grant.customerId, params.id)),
  );

  handle(social, routes.editSession, async (c, { params, body }) =>
    oneSession(
      c,
      await setAutosession(c.var.data, c.var.grant.customerId, params.id, body.autosessionStatus),
    ),
  );

  return social;
}
