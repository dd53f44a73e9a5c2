/**
 * Communication preferences (spec 1 §7): the signed-in customer's own, or through an email's signed
 * link (its `token`) without signing in; the unsubscribe variant adds reasons, and a product offer
 * key to stop only that offer's emails. Any other customer's finds nothing (404).
 */
import type { CommunicationPreferences, PreferencesUpdate } from '../schemas/preferences';
import { endpoint } from './endpoint';

const PATH = '/customer/:id{[0-9]+}/communication-preferences';
/** Whoever holds the link, or the customer signed in: never a shared cache's. */
const linked = { service: 'main', personal: 'if-signed-in', path: PATH } as const;
type Answer = { query: { token?: string }; answer: CommunicationPreferences };

export const read = endpoint<Answer>()({ ...linked, method: 'GET' });
export const save = endpoint<Answer & { body: PreferencesUpdate }>()({ ...linked, method: 'PUT' });
/** One offer's emails stop; the channels stay as they are. */
export const unsubscribeOffer = endpoint<Answer & { body: PreferencesUpdate }>()({
  ...linked,
  method: 'PUT',
  path: `${PATH}/:productOfferKey`,
});
