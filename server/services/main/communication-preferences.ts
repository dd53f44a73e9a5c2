/**
 * Communication preferences (spec 1 §7): GET and PUT /customer/{id}/communication-preferences, and
 * the unsubscribe variant (reasons, and a trailing product offer key for one offer's emails). The
 * signed-in customer reaches their own with their token; an email's signed link reaches the one
 * customer it was made for (`?token=`, server/http/customer-link.ts). Any other id, or a token
 * made for another id, finds nothing: the same 404 either way, so ids cannot be probed.
 */
import { Hono, type Context } from 'hono';
import {
  preferencesRoutes,
  type CommunicationPreferences,
  type PreferencesUpdate,
} from '@contract/schemas/preferences';
import type { StoredPreferences } from '../../db/preferences';
import type { AppEnv } from '../../http/app-env';
import { isLinkToken } from '../../http/customer-link';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { UNSUBSCRIBE_REASONS } from './site-config';
import { Refused } from '../../refusal';

export const PREFERENCE_MESSAGES = {
  linkInvalid: 'This link is no longer valid. Sign in to change your communication preferences.',
  saved: 'Your communication preferences have been saved.',
  unsubscribed: 'You have been unsubscribed.',
  unknownReason: 'Please choose a reason from the list.',
  unknownOffer: 'We could not find those emails to stop.',
} as const;

const CHANNEL_NAMES = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  directmail: 'Mail',
  push: 'Push notifications',
};

const answer = (stored: StoredPreferences): CommunicationPreferences => ({
  channels: (Object.keys(stored.channels) as (keyof typeof CHANNEL_NAMES)[]).map((id) => ({
    id,
    name: CHANNEL_NAMES[id],
    enabled: stored.channels[id],
  })),
  methodsEnabled: stored.methodsEnabled,
});

/** The customer the request may act for: its signed-in customer's own id, or a signed link's. */
function allowedCustomer(c: Context<AppEnv>, id: number, token: string | undefined): number {
  const grant = c.get('grant');
  // An email's link opens its page whoever is signed in on this device.
  const linked =
    token !== undefined && isLinkToken(c.var.config.linkSecret, 'communication-preferences', id, token);
  const allowed = linked || grant?.customerId === id;
  if (!allowed) throw Refused.of(404, 'link_invalid', PREFERENCE_MESSAGES.linkInvalid);
  return id;
}

export function communicationPreferencesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const read = async (c: Context<AppEnv>, id: number) => {
    const stored = await c.var.data.preferences.read(id);
    if (!stored) throw Refused.of(404, 'link_invalid', PREFERENCE_MESSAGES.linkInvalid);
    return stored;
  };

  handle(routes, preferencesRoutes.read, async (c, { params, query }) => {
    c.header('Cache-Control', 'no-store');
    return answer(await read(c, allowedCustomer(c, params.id, query.token)));
  });

  const update = async (
    c: Context<AppEnv>,
    id: number,
    productOfferKey: string | null,
    body: PreferencesUpdate,
  ) => {
    await read(c, id);
    const reasons = body.unsubscribeReasons;
    if (reasons?.some((reason) => !(UNSUBSCRIBE_REASONS as readonly string[]).includes(reason)))
      throw Refused.field('unsubscribeReasons', 'unknown_reason', PREFERENCE_MESSAGES.unknownReason);
    if (
      productOfferKey !== null &&
      !(await c.var.data.catalogue.offers()).some((offer) => offer.key === productOfferKey)
    )
      throw Refused.of(404, 'offer_not_found', PREFERENCE_MESSAGES.unknownOffer);
    // One offer's emails stop by the unsubscribe itself; the channels stay as they are.
    if (productOfferKey === null)
      await c.var.data.preferences.update(id, body.preferences, body.methodsEnabled);
    if (reasons) await c.var.data.preferences.recordUnsubscribe(id, productOfferKey, reasons);
    return reply(answer(await read(c, id)), {
      messages: [success(reasons ? PREFERENCE_MESSAGES.unsubscribed : PREFERENCE_MESSAGES.saved)],
    });
  };

  handle(routes, preferencesRoutes.save, (c, { params, query, body }) =>
    update(c, allowedCustomer(c, params.id, query.token), null, body),
  );
  handle(routes, preferencesRoutes.unsubscribeOffer, (c, { params, query, body }) =>
    update(c, allowedCustomer(c, params.id, query.token), params.productOfferKey, body),
  );
  return routes;
}
