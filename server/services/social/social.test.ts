import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '@contract/case';
import { PARTY_MESSAGES } from '@contract/lotto-party';
import * as cardEndpoints from '@contract/endpoints/content-cards';
import type { AnswerOf, CallInput, Endpoint } from '@contract/endpoints/endpoint';
import * as party from '@contract/endpoints/lotto-party';
import * as results from '@contract/endpoints/results';
import type { AutosessionStatus } from '@contract/lotto-party';
import type { Body } from '../../testing/api-helpers';
import { moveBalance } from '../../db/ledger';
import { checkout } from '../../testing/shop-helpers';

/** The first page of each list, as the app asks for it. */
const FIRST_GROUPS = { limit: 6, offset: 0 };
const FIRST_SESSIONS = { limit: 20, offset: 0 };

async function socialApp() {
  const t = await checkout();
  /** A declared call as `token`'s customer: its status, and its answer as the PWA reads it. */
  const call = async <E extends Endpoint>(endpoint: E, input: CallInput<E>, token?: string) => {
    const response = await t.call(endpoint, input, { token });
    return { status: response.status, body: camelizeKeys<Body<AnswerOf<E>>>(await response.json()) };
  };
  return { t, signIn: t.signIn, call };
}

describe('lotto party groups', () => {
  it('creates a group whose organiser is its first member, refuses a taken or unfit name, and pages 6 at a time', async () => {
    const { signIn, call } = await socialApp();
    const demo = await signIn('demo@luckydip.test');
    const created = await call(party.createGroup, { body: { groupName: '  Office Lotto  ' } }, demo);
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      groupName: 'Office Lotto',
      publicityStatus: 'private',
      organiserName: 'Dana',
      isOrganiser: true,
      memberCount: 1,
    });
    expect(created.body.result.inviteToken).toMatch(/^[\w-]{16}$/);

    // The same name in another case is the organiser's own duplicate; another customer may use it,
    // so a name check tells nobody of anyone else's private group.
    const again = await call(party.createGroup, { body: { groupName: 'office   LOTTO' } }, demo);
    expect(again.status).toBe(409);
    expect(again.body.messages[0]?.message).toBe(PARTY_MESSAGES.duplicate);
    const winner = await signIn('winner@luckydip.test');
    // The name step's check creates nothing, and looks at the asker's own groups only.
    const check = (token: string, name: string) =>
      call(party.checkGroupName, { query: { groupName: name } }, token);
    expect((await check(demo, 'office   LOTTO')).status).toBe(409);
    expect((await check(demo, 'Sh1t Kickers')).body.messages[0]?.code).toBe('contains_profanity');
    expect((await check(winner, 'office   LOTTO')).status).toBe(200);
    expect((await call(party.groups, { query: FIRST_GROUPS }, winner)).body.result).toEqual([]);
    expect((await call(party.createGroup, { body: { groupName: 'office   LOTTO' } }, winner)).status).toBe(
      201,
    );

    const profane = await call(party.createGroup, { body: { groupName: 'Sh1t Kickers' } }, winner);
    expect(profane.status).toBe(422);
    expect(profane.body.messages[0]?.code).toBe('contains_profanity');
    expect(profane.body.errors?.groupName?.[0]?.message).toBe(PARTY_MESSAGES.profanity);
    expect(
      (await call(party.createGroup, { body: { groupName: 'ab' } }, winner)).body.errors?.groupName?.[0]
        ?.message,
    ).toBe(PARTY_MESSAGES.nameLength);

    for (let index = 1; index <= 6; index += 1)
      await call(party.createGroup, { body: { groupName: `Group ${index}` } }, demo);
    const first = await call(party.groups, { query: FIRST_GROUPS }, demo);
    expect(first.body.result.map((group) => group.groupName)).toEqual([
      'Group 6',
      'Group 5',
      'Group 4',
      'Group 3',
      'Group 2',
      'Group 1',
    ]);
    expect(first.body.pageInfo).toMatchObject({ pageSize: 6, total: 7, totalPages: 2 });
    const second = await call(party.groups, { query: { limit: 6, offset: 6 } }, demo);
    expect(second.body.result.map((group) => group.groupName)).toEqual(['Office Lotto']);
  });

  it('shows a group to its members, and to an invitee by its link without its token', async () => {
    const { signIn, call } = await socialApp();
    const demo = await signIn('demo@luckydip.test');
    const group = (await call(party.createGroup, { body: { groupName: 'Friday Five' } }, demo)).body.result;
    expect((await call(party.group, { params: { id: group.id } }, demo)).body.result.groupName).toBe(
      'Friday Five',
    );

    const winner = await signIn('winner@luckydip.test');
    expect((await call(party.group, { params: { id: group.id } }, winner)).status).toBe(404);
    const invited = await call(party.invitedGroup, { params: { token: group.inviteToken ?? '' } }, winner);
    expect(invited.body.result).toMatchObject({
      groupName: 'Friday Five',
      isOrganiser: false,
      inviteToken: null,
    });
    expect((await call(party.invitedGroup, { params: { token: 'not-a-token' } }, winner)).status).toBe(404);
    expect((await call(party.groups, { query: FIRST_GROUPS })).status).toBe(401);
  });

  it('offers the lotteries a group can play, with share counts and prices, for five minutes', async () => {
    const { t, call } = await socialApp();
    const answer = await call(party.config, { params: { pricingId: 'standard' } });
    expect(answer.body.result.lotteries.map((lottery) => lottery.productOfferKey)).toContain('powerball');
    expect(answer.body.result.shares).toEqual({ min: 2, max: 50 });
    const response = await t.call(party.defaultConfig, {});
    expect(response.headers.get('cache-control')).toContain('max-age=300');
  });
});

describe('deleting a lotto party group', () => {
  it('is its organiser’s until a share is sold: its sessions and their shares in carts go with it', async () => {
    const { t, signIn, call } = await socialApp();
    const organiser = await signIn('demo@luckydip.test');
    const member = await signIn('winner@luckydip.test');
    const group = (await call(party.createGroup, { body: { groupName: 'Short Lived' } }, organiser)).body
      .result;
    const drawNo = t.offer('powerball').draws[0]!.drawNo;
    const opened = async (groupId: number) =>
      (
        await call(
          party.createSession,
          {
            body: {
              groupId: groupId,
              productOfferKey: 'powerball',
              drawNo: drawNo,
              sharePrice: 5,
              numberOfShares: 10,
              autosessionStatus: 'off',
            },
          },
          organiser,
        )
      ).body.result;
    const session = await opened(group.id);
    const share = (syndicateKey: string, gameOfferKey: string, numGames: number) => ({
      productOfferKey: 'powerball',
      gameType: 'standard',
      gameOffer: gameOfferKey,
      drawNo: drawNo,
      numDraws: 1,
      numGames: numGames,
      quickpick: true,
      games: [],
      syndicateKey: syndicateKey,
      numShares: 1,
    });
    expect(
      (await t.add(share(session.syndicateKey, session.gameOfferKey, session.numGames), organiser)).status,
    ).toBe(201);
    const remove = (token: string) => call(party.deleteGroup, { params: { id: group.id } }, token);
    expect((await remove(member)).status).toBe(404);
    const deleted = await remove(organiser);
    expect(deleted.status).toBe(200);
    expect(deleted.body.messages[0]?.message).toBe(PARTY_MESSAGES.deleted);
    expect((await call(party.group, { params: { id: group.id } }, organiser)).status).toBe(404);
    expect((await t.cart(organiser)).cartItems).toEqual([]);

    // Once a share is sold, the group stays.
    const kept = (await call(party.createGroup, { body: { groupName: 'Here To Stay' } }, organiser)).body
      .result;
    const keptSession = await opened(kept.id);
    await t.add(share(keptSession.syndicateKey, keptSession.gameOfferKey, keptSession.numGames), organiser);
    expect((await t.pay('party-share-sold', organiser)).status).toBe(201);
    const refused = await call(party.deleteGroup, { params: { id: kept.id } }, organiser);
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]?.message).toBe(PARTY_MESSAGES.sharesSold);
  });
});

describe('lotto party sessions', () => {
  /**
   * A group of demo@'s with a Powerball session of 10 shares at $5 (37 games at $1.35), on autoplay;
   * `invite`: its members are told of it and of the sessions autoplay carries it on to.
   */
  async function withSession(invite = false) {
    const app = await socialApp();
    const organiser = await app.signIn('demo@luckydip.test');
    const group = (
      await app.call(party.createGroup, { body: { groupName: 'The Syndicate Room' } }, organiser)
    ).body.result;
    const drawNo = app.t.offer('powerball').draws[0]!.drawNo;
    const created = await app.call(
      party.createSession,
      {
        body: {
          groupId: group.id,
          productOfferKey: 'powerball',
          drawNo: drawNo,
          sharePrice: 5,
          numberOfShares: 10,
          autosessionStatus: 'on',
          inviteAllExistingMembers: invite,
        },
      },
      organiser,
    );
    expect(created.status).toBe(201);
    /** A share order for `shares` of the session, bought from the wallet. */
    const join = async (token: string, shares: number, key: string) => {
      const session = created.body.result;
      const added = await app.t.add(
        {
          productOfferKey: 'powerball',
          gameType: 'standard',
          gameOffer: session.gameOfferKey,
          drawNo: drawNo,
          numDraws: 1,
          numGames: session.numGames,
          quickpick: true,
          games: [],
          syndicateKey: session.syndicateKey,
          numShares: shares,
        },
        token,
      );
      if (added.status !== 201) return added;
      return app.t.pay(key, token);
    };
    return { ...app, organiser, group, drawNo, session: created.body.result, join };
  }

  it('is created for an open draw only, by the organiser, with whole games from its shares', async () => {
    const { call, organiser, group, session, signIn } = await withSession();
    expect(session).toMatchObject({
      groupId: group.id,
      lottery: 'Powerball',
      numGames: 37,
      sharesTotal: 10,
      sharesRemaining: 10,
      sharePrice: { amount: 5 },
      autosessionStatus: 'on',
      inviteAllExistingMembers: false,
    });
    // A draw long closed, asked by the organiser and by a customer who is no member.
    const closedDraw = {
      body: { groupId: group.id, productOfferKey: 'powerball', drawNo: 1, sharePrice: 5, numberOfShares: 10 },
    };
    const closed = await call(party.createSession, closedDraw, organiser);
    expect(closed.status).toBe(422);
    expect(closed.body.messages[0]?.code).toBe('draw_closed');
    const winner = await signIn('winner@luckydip.test');
    expect((await call(party.createSession, closedDraw, winner)).status).toBe(404);

    // Autoplay paused through an edit, by the organiser only.
    const edit = (autosessionStatus: AutosessionStatus) =>
      call(party.editSession, { params: { id: session.sessionId }, body: { autosessionStatus } }, organiser);
    const paused = await edit('paused');
    expect(paused.body.result.autosessionStatus).toBe('paused');
    // Turned off, autoplay cannot be unpaused.
    await edit('off');
    const unpause = await edit('on');
    expect(unpause.status).toBe(422);
    expect(unpause.body.messages[0]?.code).toBe('autosession_off');
    expect(
      (await call(party.sessions, { params: { id: group.id }, query: FIRST_SESSIONS }, organiser)).body
        .result,
    ).toHaveLength(1);
  });

  it('lets an invitee see the open session by the link, join it by buying shares, and never oversells', async () => {
    const { call, group, session, signIn, join, t } = await withSession();
    const winner = await signIn('winner@luckydip.test');
    // Without the link's token: not theirs to see.
    const openTo = (token: string) =>
      call(party.openSessions, { params: { id: group.id }, query: { token } }, winner);
    expect((await openTo('')).status).toBe(404);
    const open = await openTo(group.inviteToken ?? '');
    expect(open.body.result.map((entry) => entry.sessionId)).toEqual([session.sessionId]);

    expect((await join(winner, 4, 'join-winner')).status).toBe(201);
    // Now a member: the group and the session are theirs to see.
    expect((await call(party.group, { params: { id: group.id } }, winner)).body.result.memberCount).toBe(2);
    expect(
      (await call(party.session, { params: { id: session.sessionId } }, winner)).body.result.sharesRemaining,
    ).toBe(6);

    // Three customers with the money ask for 3 shares each at once: 6 are left, so exactly two buy.
    const wallet = await t.one<{
      id: number;
    }>("SELECT id FROM customers WHERE email = 'wallet@luckydip.test'");
    await moveBalance(t.db, {
      customerId: wallet.id,
      cents: 5000,
      kind: 'deposit',
      reference: 'top-up',
      at: 0,
    });
    const buyers = await Promise.all(
      ['demo@luckydip.test', 'wallet@luckydip.test', 'winner@luckydip.test'].map(signIn),
    );
    const answers = await Promise.all(buyers.map((token, index) => join(token, 3, `race-key-${index}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(JSON.stringify(await refused?.json())).toContain('sold_out');
    expect(
      (await call(party.session, { params: { id: session.sessionId } }, winner)).body.result.sharesRemaining,
    ).toBe(0);
  });

  it('tells the members of a new session when asked, and lists public groups’ sessions to discover', async () => {
    const { call, organiser, group, drawNo, signIn, join, t } = await withSession();
    const winner = await signIn('winner@luckydip.test');
    expect((await join(winner, 1, 'member-winner')).status).toBe(201);
    const second = await call(
      party.createSession,
      {
        body: {
          groupId: group.id,
          productOfferKey: 'powerball',
          drawNo: drawNo + 1,
          sharePrice: 2,
          numberOfShares: 20,
          inviteAllExistingMembers: true,
        },
      },
      organiser,
    );
    expect(second.status).toBe(201);
    const cards = camelizeKeys<Body<{ title: string; link: string }[]>>(
      await (await t.call(cardEndpoints.cards, {}, { token: winner })).json(),
    ).result;
    expect(cards[0]).toMatchObject({
      title: 'The Syndicate Room: a new Lotto Party',
      link: `/lotto-party/group?token=${group.inviteToken ?? ''}`,
    });
    // A private group's sessions are not for discovery; a public one's are.
    expect((await call(party.discoverSessions, { query: {} }, winner)).body.result).toEqual([]);
    const open = (
      await call(
        party.createGroup,
        { body: { groupName: 'Open Table', publicityStatus: 'public' } },
        organiser,
      )
    ).body.result;
    expect(open.publicityStatus).toBe('public');
    await call(
      party.createSession,
      {
        body: {
          groupId: open.id,
          productOfferKey: 'powerball',
          drawNo: drawNo,
          sharePrice: 10,
          numberOfShares: 5,
        },
      },
      organiser,
    );
    const discovered = (await call(party.discoverSessions, { query: {} }, winner)).body.result;
    expect(discovered.map((entry) => entry.groupId)).toEqual([open.id]);
    expect(discovered[0]?.groupName).toBe('Open Table');

    // A promoted group's session comes first, though its draw is later; each draw has its own list.
    const promoted = (
      await call(
        party.createGroup,
        { body: { groupName: 'Front Row', publicityStatus: 'promoted' } },
        organiser,
      )
    ).body.result;
    await call(
      party.createSession,
      {
        body: {
          groupId: promoted.id,
          productOfferKey: 'powerball',
          drawNo: drawNo + 1,
          sharePrice: 10,
          numberOfShares: 5,
        },
      },
      organiser,
    );
    const both = (await call(party.discoverSessions, { query: {} }, winner)).body.result;
    expect(both.map((entry) => entry.groupName)).toEqual(['Front Row', 'Open Table']);
    const ofDraw = (
      await call(
        party.discoverDrawSessions,
        { params: { drawId: discovered[0]!.draws[0]!.drawId }, query: {} },
        winner,
      )
    ).body.result;
    expect(ofDraw.map((entry) => entry.groupName)).toEqual(['Open Table']);
  });

  it("scores the group's ticket in the draw, and splits each game's prize by shares to the cent", async () => {
    const { call, session, signIn, join, organiser, t } = await withSession(true);
    const winner = await signIn('winner@luckydip.test');
    expect((await join(organiser, 3, 'split-organiser')).status).toBe(201);
    // The winner buys twice: their ticket is both orders as one.
    expect((await join(winner, 4, 'split-winner')).status).toBe(201);
    expect((await join(winner, 3, 'split-winner-again')).status).toBe(201);
    // The draw comes out as the group's first game: division one.
    const first = await t.one<{ numbers: string }>(
      'SELECT numbers FROM syndicate_games WHERE syndicate_key = ? AND game_no = 1',
      session.syndicateKey,
    );
    const run = await t.app.request('/api/sandbox/draws/powerball/run-next', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numbers: JSON.parse(first.numbers) as Record<string, number[]> }),
    });
    expect(run.status).toBe(200);
    const drawId = ((await run.json()) as { result: { draw_id: number } }).result.draw_id;
    const parts = await t.all<{ cents: number; shares: number; customer: number }>(
      `SELECT tickets.prize_cents AS cents, orders.num_shares AS shares, orders.customer_id AS customer
         FROM tickets JOIN orders ON orders.id = tickets.order_id
         WHERE orders.syndicate_key = ? AND tickets.game_no = 1 ORDER BY orders.num_shares, orders.id`,
      session.syndicateKey,
    );
    const divisionOne = await t.one<{ prize_cents: number }>(
      'SELECT prize_cents FROM draw_divisions WHERE draw_id = ? AND division = 1',
      drawId,
    );
    expect(parts.map((part) => part.shares)).toEqual([3, 3, 4]);
    expect(parts.reduce((sum, part) => sum + part.cents, 0)).toBe(divisionOne.prize_cents);
    expect(Math.abs(parts[0]!.cents - (divisionOne.prize_cents * 3) / 10)).toBeLessThan(1);

    // Each member reads their own share order of the session, with its part of the prize.
    const order = await t.call(
      results.sessionOrder,
      { params: { id: session.sessionId }, query: { showDetails: true } },
      { token: winner },
    );
    const mine = camelizeKeys<
      Body<{ productType: string; description: string; prize: { amount: number }; price: { amount: number } }>
    >(await order.json()).result;
    expect(mine.productType).toBe('social_syndicate_share');
    expect(mine.description).toMatch(/: 7 shares in /);
    expect(mine.price.amount).toBe(35);
    const winnerId = parts.find((part) => part.shares === 4)!.customer;
    const theirs = parts.filter((part) => part.customer === winnerId);
    expect(theirs).toHaveLength(2);
    expect(mine.prize.amount).toBeGreaterThanOrEqual(theirs.reduce((sum, part) => sum + part.cents, 0) / 100);
    expect(
      (
        await t.call(
          results.sessionOrder,
          { params: { id: session.sessionId }, query: {} },
          { token: await signIn('wallet@luckydip.test') },
        )
      ).status,
    ).toBe(404);

    // Autoplay was on: the session carried on to the next draw, once.
    const sessions = (
      await call(party.sessions, { params: { id: session.groupId }, query: FIRST_SESSIONS }, organiser)
    ).body.result;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      sharesTotal: 10,
      sharesRemaining: 10,
      autosessionStatus: 'on',
      numGames: 37,
    });
    expect(sessions[0]!.draws[0]!.drawNo).toBe(session.draws[0]!.drawNo + 1);
    // It invites the members as the first did: the winner, who joined since, is told.
    const cards = async (token: string) =>
      camelizeKeys<Body<{ title: string; message: string }[]>>(
        await (await t.call(cardEndpoints.cards, {}, { token })).json(),
      ).result.filter((card) => card.title === 'The Syndicate Room: a new Lotto Party');
    expect((await cards(winner)).map((card) => card.message)).toEqual([
      `37 games in draw ${session.draws[0]!.drawNo + 1}, 10 shares at $5.00. Buy yours before sales close.`,
    ]);
    expect(await cards(organiser)).toEqual([]);
  });
});
