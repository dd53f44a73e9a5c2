/**
 * Communication preferences (spec 1 §3, §7; spec 3 §3): a channel per way of contact, each on or
 * off (push exists but is not shown), and `methodsEnabled`, whether the customer takes offers and
 * news at all (the sign-up's marketing opt-in). GET and PUT /customer/{id}/communication-preferences;
 * the unsubscribe variant adds the reasons, and a trailing product offer key to stop only that
 * offer's emails.
 */
import { z } from 'zod';
import { CONTACT_CHANNELS } from '../contact-channels';
import * as preferencesEndpoints from '../endpoints/preferences';
import { routesOf } from './routes';

export const communicationPreferencesSchema = z.object({
  channels: z.array(z.object({ id: z.enum(CONTACT_CHANNELS), name: z.string(), enabled: z.boolean() })),
  methodsEnabled: z.boolean(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

export const preferencesUpdateSchema = z.object({
  preferences: z.partialRecord(z.enum(CONTACT_CHANNELS), z.boolean()),
  methodsEnabled: z.boolean().optional(),
  /** The unsubscribe variant: why, in the configuration's words. */
  unsubscribeReasons: z.array(z.string().max(120)).max(10).optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

const linked = {
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ token: z.string().optional() }),
  answer: communicationPreferencesSchema,
};

export const preferencesRoutes = routesOf(preferencesEndpoints, {
  read: linked,
  save: { ...linked, body: preferencesUpdateSchema },
  unsubscribeOffer: {
    ...linked,
    params: linked.params.extend({ productOfferKey: z.string().max(80) }),
    body: preferencesUpdateSchema,
  },
});
