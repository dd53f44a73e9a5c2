import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '@contract/case';
import { PARTY_MESSAGES } from '@contract/lotto-party';
import type { PartyConfig, PartyGroup, PartySession } from '@contract/schemas/lotto-party';
import type { Body } from '../../testing/api-helpers';
import { moveBalance } from '../../db/ledger';
import { checkout } from '../../testing/shop-helpers';

async function socialApp() {
  const t = await checkout();
  const call = async <T>(path: string, token?: string, body?: unknown, method = 'POST') => {
    const response = await t.signed(`/api/social/v3${path}`, {
      method: body === undefined ? 'GET' : method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { version: '3.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, body: camelizeKeys<Body<T>>(await response.json()) };
  };
  return { t, signIn: t.signIn, call };
}

describe('lotto party groups', () => {
  it('creates a group whose organiser is its first member, refuses a taken or unfit name, and pages 6 at a time', async () => {
    const { signIn, call } = await socialApp();
    const demo = await signIn('demo@luckydip.test');
    const created = await call<PartyGroup>('/group', demo, { group_name: '  Office Lotto  ' });
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
    const again = await call('/group', demo, { group_name: 'office   LOTTO' });
    expect(again.status).toBe(409);
    expect(again.body.messages[0]?.message).toBe(PARTY_MESSAGES.duplicate);
    const winner = await signIn('winner@luckydip.test');
    // The name step's check creates nothing, and looks at the asker's own groups only.
    const check = (token: string, name: string) =>
      call(`/group/name-check?group_name=${encodeURIComponent(name)}`, token);
    expect((await check(demo, 'office   LOTTO')).status).toBe(409);
    expect((await check(demo, 'Sh1t Kickers')).body.messages[0]?.code).toBe('contains_profanity');
    expect((await check(winner, 'office   LOTTO')).status).toBe(200);
    expect((await call<PartyGroup[]>('/group', winner)).body.result).toEqual([]);
    expect((await call('/group', winner, { group_name: 'office   LOTTO' })).status).toBe(201);

    const profane = await call('/group', winner, { group_name: 'Sh1t Kickers' });
    expect(profane.status).toBe(422);
    expect(profane.body.messages[0]?.code).toBe('contains_profanity');
    expect(profane.body.errors?.groupName?.[0]?.message).toBe(PARTY_MESSAGES.profanity);
    expect((await call('/group', winner, { group_name: 'ab' })).body.errors?.groupName?.[0]?.message).toBe(
      PARTY_MESSAGES.nameLength,
    );

    for (let index = 1; index <= 6; index += 1) await call('/group', demo, { group_name: `Group ${index}` });
    const first = await call<PartyGroup[]>('/group', demo);
    expect(first.body.result.map((group) => group.groupName)).toEqual([
      'Group 6',
      'Group 5',
      'Group 4',
      'Group 3',
      'Group 2',
      'Group 1',
    ]);
    expect(first.body.pageInfo).toMatchObject({ pageSize: 6, total: 7, totalPages: 2 });
    const second = await call<PartyGroup[]>('/group?limit=6&offset=6', demo);
    expect(second.body.result.map((group) => group.groupName)).toEqual(['Office Lotto']);
  });

  it('shows a group to its members, and to an invitee by its link without its token', async () => {
    const { signIn, call } = await socialApp();
    const demo = await signIn('demo@luckydip.test');
    const group = (await call<PartyGroup>('/group', demo, { group_name: 'Friday Five' })).body.result;
    expect((await call<PartyGroup>(`/group/${group.id}`, demo)).body.result.groupName).toBe('Friday Five');

    const winner = await signIn('winner@luckydip.test');
    expect((await call(`/group/${group.id}`, winner)).status).toBe(404);
    const invited = await call<PartyGroup>(`/group/token/${group.inviteToken ?? ''}`, winner);
    expect(invited.body.result).toMatchObject({
      groupName: 'Friday Five',
      isOrganiser: false,
      inviteToken: null,
    });
    expect((await call('/group/token/not-a-token', winner)).status).toBe(404);
    expect((await call('/group')).status).toBe(401);
  });

  it('offers the lotteries a group can play, with share counts and prices, for five minutes', async () => {
    const { t, call } = await socialApp();
    const answer = await call<PartyConfig>('/config/standard');
    expect(answer.body.result.lotteries.map((lottery) => lottery.productOfferKey)).toContain('powerball');
    expect(answer.body.result.shares).toEqual({ min: 2, max: 50 });
    const response = await t.signed('/api/social/v3/config', { headers: { version: '3.0' } });
    expect(response.headers.get('cache-control')).toContain('max-age=300');
  });
});

describe('deleting a lotto party group', () => {
  it('is its organiser’s until a share is sold: its sessions and their shares in carts go with it', async () => {
    const { t, signIn, call } = await socialApp();
    const organiser = await signIn('demo@luckydip.test');
    const member = await signIn('winner@luckydip.test');
    const group = (await call<PartyGroup>('/group', organiser, { group_name: 'Short Lived' })).body.result;
    const drawNo = t.offer('powerball').draws[0]!.drawNo;
    const opened = async (groupId: number) =>
      (
        await call<PartySession>('/session', organiser, {
          group_id: groupId,
          product_offer_key: 'powerball',
          draw_no: drawNo,
          share_price: 5,
          number_of_shares: 10,
          autosession_status: 'off',
        })
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
    const remove = (token: string) => call(`/group/${group.id}`, token, {}, 'DELETE');
    expect((await remove(member)).status).toBe(404);
    const deleted = await remove(organiser);
    expect(deleted.status).toBe(200);
    expect(deleted.body.messages[0]?.message).toBe(PARTY_MESSAGES.deleted);
    expect((await call(`/group/${group.id}`, organiser)).status).toBe(404);
    expect((await t.cart(organiser)).cartItems).toEqual([]);

    // Once a share is sold, the group stays.
    const kept = (await call<PartyGroup>('/group', organiser, { group_name: 'Here To Stay' })).body.result;
    const keptSession = await opened(kept.id);
    await t.add(share(keptSession.syndicateKey, keptSession.gameOfferKey, keptSession.numGames), organiser);
    expect((await t.pay('party-share-sold', organiser)).status).toBe(201);
    const refused = await call(`/group/${kept.id}`, organiser, {}, 'DELETE');
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
    const group = (await app.call<PartyGroup>('/group', organiser, { group_name: 'The Syndicate Room' })).body
      .result;
    const drawNo = app.t.offer('powerball').draws[0]!.drawNo;
    const created = await app.call<PartySession>('/session', organiser, {
      group_id: group.id,
      product_offer_key: 'powerball',
      draw_no: drawNo,
      share_price: 5,
      number_of_shares: 10,
      autosession_status: 'on',
      invite_all_existing_members: invite,
    });
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
    const closed = await call('/session', organiser, {
      group_id: group.id,
      product_offer_key: 'powerball',
      draw_no: 1,
      share_price: 5,
      number_of_shares: 10,
    });
    expect(closed.status).toBe(422);
    expect(closed.body.messages[0]?.code).toBe('draw_closed');
    const winner = await signIn('winner@luckydip.test');
    expect(
      (
        await call('/session', winner, {
          group_id: group.id,
          product_offer_key: 'powerball',
          draw_no: 1,
          share_price: 5,
          number_of_shares: 10,
        })
      ).status,
    ).toBe(404);

    // Autoplay paused through an edit, by the organiser only.
    const paused = await call<PartySession>(
      `/session/${session.sessionId}`,
      organiser,
      { autosession_status: 'paused' },
      'PUT',
    );
    expect(paused.body.result.autosessionStatus).toBe('paused');
    // Turned off, autoplay cannot be unpaused.
    await call(`/session/${session.sessionId}`, organiser, { autosession_status: 'off' }, 'PUT');
    const unpause = await call(
      `/session/${session.sessionId}`,
      organiser,
      { autosession_status: 'on' },
      'PUT',
    );
    expect(unpause.status).toBe(422);
    expect(unpause.body.messages[0]?.code).toBe('autosession_off');
    expect((await call<PartySession[]>(`/group/${group.id}/session`, organiser)).body.result).toHaveLength(1);
  });

  it('lets an invitee see the open session by the link, join it by buying shares, and never oversells', async () => {
    const { call, group, session, signIn, join, t } = await withSession();
    const winner = await signIn('winner@luckydip.test');
    expect((await call(`/group/${group.id}/session/open`, winner)).status).toBe(404);
    const open = await call<PartySession[]>(
      `/group/${group.id}/session/open?token=${group.inviteToken ?? ''}`,
      winner,
    );
    expect(open.body.result.map((entry) => entry.sessionId)).toEqual([session.sessionId]);

    expect((await join(winner, 4, 'join-winner')).status).toBe(201);
    // Now a member: the group and the session are theirs to see.
    expect((await call<PartyGroup>(`/group/${group.id}`, winner)).body.result.memberCount).toBe(2);
    expect(
      (await call<PartySession>(`/session/${session.sessionId}`, winner)).body.result.sharesRemaining,
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
      (await call<PartySession>(`/session/${session.sessionId}`, winner)).body.result.sharesRemaining,
    ).toBe(0);
  });

  it('tells the members of a new session when asked, and lists public groups’ sessions to discover', async () => {
    const { call, organiser, group, drawNo, signIn, join, t } = await withSession();
    const winner = await signIn('winner@luckydip.test');
    expect((await join(winner, 1, 'member-winner')).status).toBe(201);
    const second = await call<PartySession>('/session', organiser, {
      group_id: group.id,
      product_offer_key: 'powerball',
      draw_no: drawNo + 1,
      share_price: 2,
      number_of_shares: 20,
      invite_all_existing_members: true,
    });
    expect(second.status).toBe(201);
    const cards = camelizeKeys<Body<{ title: string; link: string }[]>>(
      await (await t.get('/customer/content-cards', winner)).json(),
    ).result;
    expect(cards[0]).toMatchObject({
      title: 'The Syndicate Room: a new Lotto Party',
      link: `/lotto-party/group?token=${group.inviteToken ?? ''}`,
    });
    // A private group's sessions are not for discovery; a public one's are.
    expect((await call<PartySession[]>('/session/discover', winner)).body.result).toEqual([]);
    const open = (
      await call<PartyGroup>('/group', organiser, { group_name: 'Open Table', publicity_status: 'public' })
    ).body.result;
    expect(open.publicityStatus).toBe('public');
    await call('/session', organiser, {
      group_id: open.id,
      product_offer_key: 'powerball',
      draw_no: drawNo,
      share_price: 10,
      number_of_shares: 5,
    });
    const discovered = (await call<PartySession[]>('/session/discover', winner)).body.result;
    expect(discovered.map((entry) => entry.groupId)).toEqual([open.id]);
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
    const order = await t.get(
      `/orders/social_syndicate_session/${session.sessionId}?show_details=true`,
      winner,
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
        await t.get(
          `/orders/social_syndicate_session/${session.sessionId}`,
          await signIn('wallet@luckydip.test'),
        )
      ).status,
    ).toBe(404);

    // Autoplay was on: the session carried on to the next draw, once.
    const sessions = (await call<PartySession[]>(`/group/${session.groupId}/session`, organiser)).body.result;
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
        await (await t.get('/customer/content-cards', token)).json(),
      ).result.filter((card) => card.title === 'The Syndicate Room: a new Lotto Party');
    expect((await cards(winner)).map((card) => card.message)).toEqual([
      `37 games in draw ${session.draws[0]!.drawNo + 1}, 10 shares at $5.00. Buy yours before sales close.`,
    ]);
    expect(await cards(organiser)).toEqual([]);
  });
});
