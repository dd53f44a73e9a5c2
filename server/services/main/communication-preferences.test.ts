import { describe, expect, it } from 'vitest';
import * as preferences from '@contract/endpoints/preferences';
import type { PreferencesUpdate } from '@contract/schemas/preferences';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';
import { PREFERENCE_MESSAGES } from './communication-preferences';

type Preferences = { channels: { id: string; enabled: boolean }[]; methods_enabled: boolean };
type Session = { access_token: string; customer: { customer_id: string } };

const enabled = (preferences: Preferences) =>
  Object.fromEntries(preferences.channels.map((channel) => [channel.id, channel.enabled]));

async function twoCustomers() {
  const t = await apiTestApp();
  const signIn = async (email: string) =>
    (await read<Session>(await t.login({ email, password: DEMO_PASSWORD }))).result;
  const demo = await signIn('demo@luckydip.test');
  const other = await signIn('limits@luckydip.test');
  /** `link`: an email link's token; `bearer`: a signed-in customer's access token; `offer`: one offer's emails. */
  type As = { link?: string; bearer?: string; offer?: string };
  const query = (link?: string) => (link === undefined ? {} : { token: link });
  const prefs = (id: string, { link, bearer }: As = {}) =>
    t.call(preferences.read, { params: { id }, query: query(link) }, { token: bearer });
  const put = (id: string, body: PreferencesUpdate, { link, bearer, offer }: As = {}) =>
    offer === undefined
      ? t.call(preferences.save, { params: { id }, query: query(link), body }, { token: bearer })
      : t.call(
          preferences.unsubscribeOffer,
          { params: { id, productOfferKey: offer }, query: query(link), body },
          { token: bearer },
        );
  /** The newsletter's links for a customer, from the sandbox mailbox. */
  const links = async (email: string) => {
    const mail = await t.mail(email);
    const text = mail[0]?.text ?? '';
    const token = /\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    return { text, token, count: mail.length };
  };
  const newsletter = (body: unknown = {}) =>
    t.app.request('/api/sandbox/newsletter', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  return { t, demo, other, prefs, put, links, newsletter };
}

describe('communication preferences', () => {
  it('are the signed-in customer’s own to read and change, and nobody else’s', async () => {
    const { demo, other, prefs, put } = await twoCustomers();
    const own = (
      await read<Preferences>(await prefs(demo.customer.customer_id, { bearer: demo.access_token }))
    ).result;
    expect(enabled(own)).toEqual({ email: true, phone: true, sms: true, directmail: true, push: true });
    const saved = await put(
      demo.customer.customer_id,
      { preferences: { sms: false }, methodsEnabled: true },
      { bearer: demo.access_token },
    );
    expect(saved.status).toBe(200);
    const answer = await read<Preferences>(saved);
    expect(answer.messages[0]?.message).toBe(PREFERENCE_MESSAGES.saved);
    expect(answer.result).toMatchObject({ methods_enabled: true });
    expect(enabled(answer.result).sms).toBe(false);
    // Another customer's id, signed in or not, finds nothing.
    expect((await prefs(other.customer.customer_id, { bearer: demo.access_token })).status).toBe(404);
    expect((await prefs(other.customer.customer_id)).status).toBe(404);
    expect((await put(other.customer.customer_id, { preferences: { email: false } })).status).toBe(404);
  });

  it('open from an email’s signed link for its customer only, and unsubscribe with a reason', async () => {
    const { demo, other, prefs, put, links, newsletter } = await twoCustomers();
    for (const who of [demo, other])
      await put(
        who.customer.customer_id,
        { preferences: {}, methodsEnabled: true },
        { bearer: who.access_token },
      );
    expect((await read<{ sent: number }>(await newsletter())).result.sent).toBeGreaterThanOrEqual(2);
    const mine = await links('demo@luckydip.test');
    expect(mine.text).toContain(`/unsubscribe/${demo.customer.customer_id}?token=${mine.token}`);
    const link = mine.token;
    expect((await prefs(demo.customer.customer_id, { link })).status).toBe(200);
    // The same token on another id opens nothing and changes nothing.
    expect((await prefs(other.customer.customer_id, { link })).status).toBe(404);
    expect((await put(other.customer.customer_id, { preferences: { email: false } }, { link })).status).toBe(
      404,
    );
    const refused = await put(
      demo.customer.customer_id,
      { preferences: { email: false }, unsubscribeReasons: ['Because'] },
      { link },
    );
    expect(refused.status).toBe(422);
    const left = await put(
      demo.customer.customer_id,
      { preferences: { email: false }, unsubscribeReasons: ['I receive too many emails'] },
      { link },
    );
    expect((await read<Preferences>(left)).messages[0]?.message).toBe(PREFERENCE_MESSAGES.unsubscribed);
    const otherNow = (
      await read<Preferences>(await prefs(other.customer.customer_id, { bearer: other.access_token }))
    ).result;
    expect(enabled(otherNow).email).toBe(true);
    await newsletter();
    expect((await links('demo@luckydip.test')).count).toBe(mine.count);
    expect((await links('limits@luckydip.test')).count).toBe(2);
  });

  it('an offer’s email unsubscribes from that offer only', async () => {
    const { demo, put, links, newsletter } = await twoCustomers();
    await put(
      demo.customer.customer_id,
      { preferences: {}, methodsEnabled: true },
      { bearer: demo.access_token },
    );
    await newsletter({ product_offer_key: 'powerball' });
    const { text, token } = await links('demo@luckydip.test');
    expect(text).toContain(`/unsubscribe/${demo.customer.customer_id}/powerball?token=`);
    const left = await put(
      demo.customer.customer_id,
      { preferences: {}, unsubscribeReasons: ['Other'] },
      { link: token, offer: 'powerball' },
    );
    expect(left.status).toBe(200);
    await newsletter({ product_offer_key: 'powerball' });
    await newsletter({ product_offer_key: 'oz-lotto' });
    const mail = await links('demo@luckydip.test');
    expect(mail.count).toBe(2);
    expect(mail.text).toContain('Oz Lotto');
  });
});
