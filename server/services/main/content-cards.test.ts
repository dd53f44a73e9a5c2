import { describe, expect, it } from 'vitest';
import * as contentCards from '@contract/endpoints/content-cards';
import { FEED_CARDS } from '../../db/content-cards';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';

type Card = { id: string; title: string; hide_in_feed: boolean; viewed: boolean };

async function signedIn(t: Awaited<ReturnType<typeof apiTestApp>>, email: string) {
  const { access_token: token } = (
    await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }))
  ).result;
  return {
    cards: async () => (await read<Card[]>(await t.call(contentCards.cards, {}, { token }))).result,
    view: (ids: string[]) => t.call(contentCards.viewed, { body: { ids } }, { token }),
  };
}

const sendCard = (t: Awaited<ReturnType<typeof apiTestApp>>, email: string, title: string) =>
  t.app.request('/api/sandbox/content-cards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, title, message: 'You won!', link: '/my-account/past-tickets' }),
  });

describe('the notifications feed', () => {
  it("lists everyone's cards and the customer's own, newest first, and remembers which were viewed", async () => {
    const t = await apiTestApp();
    expect((await sendCard(t, 'demo@luckydip.test', 'A prize for you')).status).toBe(201);
    const demo = await signedIn(t, 'demo@luckydip.test');
    const cards = await demo.cards();
    expect(cards.map((card) => card.title)).toEqual([
      'A prize for you',
      'Summer of giving',
      'Your tickets, even offline',
    ]);
    expect(cards.find((card) => card.title === 'Summer of giving')?.hide_in_feed).toBe(true);
    expect(cards.every((card) => !card.viewed)).toBe(true);

    expect((await demo.view([cards[0]!.id])).status).toBe(204);
    expect((await demo.cards()).map((card) => card.viewed)).toEqual([true, false, false]);

    // Another customer neither sees the card nor can mark it; their own views are their own.
    const other = await signedIn(t, 'wallet@luckydip.test');
    expect((await other.cards()).map((card) => card.title)).not.toContain('A prize for you');
    await other.view([cards[0]!.id, cards[2]!.id]);
    expect((await demo.cards()).map((card) => card.viewed)).toEqual([true, false, false]);
    expect((await other.cards()).find((card) => card.id === cards[2]!.id)?.viewed).toBe(true);
  });

  it('holds the newest cards, however many the customer was sent', async () => {
    const t = await apiTestApp();
    for (let n = 1; n <= FEED_CARDS; n += 1)
      expect((await sendCard(t, 'demo@luckydip.test', `Result ${n}`)).status).toBe(201);
    const titles = (await (await signedIn(t, 'demo@luckydip.test')).cards()).map((card) => card.title);
    expect(titles).toHaveLength(FEED_CARDS);
    expect(titles[0]).toBe(`Result ${FEED_CARDS}`);
    expect(titles.at(-1)).toBe('Result 1');
  });

  it('is only for a signed-in customer', async () => {
    const t = await apiTestApp();
    expect((await t.call(contentCards.cards, {})).status).toBe(401);
  });
});
