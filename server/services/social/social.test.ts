import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../contract/case';
import { PARTY_MESSAGES } from '../../../contract/lotto-party';
import type { PartyConfig, PartyGroup } from '../../../contract/schemas/lotto-party';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, type Body } from '../../testing/api-helpers';

async function socialApp() {
  const t = await apiTestApp();
  const signIn = async (email: string) =>
    camelizeKeys<Body<{ accessToken: string }>>(
      await (await t.login({ email, password: DEMO_PASSWORD })).json(),
    ).result.accessToken;
  const call = async <T>(path: string, token?: string, body?: unknown) => {
    const response = await t.signed(`/api/social/v3${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { version: '3.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, body: camelizeKeys<Body<T>>(await response.json()) };
  };
  return { t, signIn, call };
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

    // The same name in another case is taken, by anyone.
    const winner = await signIn('winner@luckydip.test');
    const duplicate = await call('/group', winner, { group_name: 'office   LOTTO' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.messages[0]?.message).toBe(PARTY_MESSAGES.duplicate);

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
