/**
 * The rewards service's endpoints (spec 3 §3, §7, §9): Daily Winners' configuration, giveaways and
 * winners (anyone's to read; a signed-in customer's carry their entries), the customer's
 * membership, joining, premium, leaving, unlocking an entry, and the benefits partner's page.
 */
import type { DrawPool } from '../giveaway-draw';
import type {
  CustomerMembership,
  Giveaway,
  MembershipAnswer,
  MembershipConfig,
  MembershipInput,
  UpcomingDraw,
} from '../schemas/membership';
import { endpoint } from './endpoint';

const customer = { service: 'rewards', personal: true } as const;
interface Paging {
  limit: number;
  offset: number;
}

export const config = endpoint<{ answer: MembershipConfig }>()({
  service: 'rewards',
  personal: false,
  method: 'GET',
  path: '/v4/config',
  cache: 'membership',
});
/** A type's giveaways, the latest first. */
export const giveaways = endpoint<{ query: Paging; answer: Giveaway[] }>()({
  service: 'rewards',
  personal: 'if-signed-in',
  method: 'GET',
  path: '/v3/giveaways/:type',
  paged: true,
  cache: 'membership',
});
export const giveaway = endpoint<{ answer: Giveaway }>()({
  service: 'rewards',
  personal: 'if-signed-in',
  method: 'GET',
  path: '/v3/giveaways/:type/:number',
  cache: 'membership',
});
/** Every entry a drawn giveaway was drawn from, for anyone to check its winners (issue 62, point 3). */
export const drawPool = endpoint<{ answer: DrawPool }>()({
  service: 'rewards',
  personal: false,
  method: 'GET',
  path: '/v3/giveaways/:type/:number/entries',
  cache: 'membership',
});
/** The drawn giveaways and their winners. */
export const winners = endpoint<{ query: Paging; answer: Giveaway[] }>()({
  service: 'rewards',
  personal: false,
  method: 'GET',
  path: '/v3/winners',
  paged: true,
  cache: 'membership',
});
export const membership = endpoint<{ answer: CustomerMembership }>()({
  ...customer,
  method: 'GET',
  path: '/v3/customer',
});
/** Current giveaways (open, with the customer's entry in each) or closed ones they had entries in. */
export const customerGiveaways = endpoint<{
  query: Paging & { status: 'current' | 'closed' };
  answer: Giveaway[];
}>()({ ...customer, method: 'GET', path: '/v3/customer/giveaways', paged: true });
/**
 * Joining free, going premium (from the wallet, or through a deposit: then 201 with the deposit),
 * or leaving.
 */
export const setMembership = endpoint<{ body: MembershipInput; answer: MembershipAnswer }>()({
  ...customer,
  method: 'PUT',
  path: '/membership',
  version: '3.2',
  idempotent: 'membership',
});
export const unlockEntry = endpoint<{
  body: { entryStatus: 'unlocked' };
  answer: { upcomingDraws: UpcomingDraw[] };
}>()({ ...customer, method: 'PUT', path: '/v3/draws/:drawId' });
/** The benefits partner's page, reached with a one-time token. */
export const benefits = endpoint<{ answer: { ssoUrl: string } }>()({
  ...customer,
  method: 'GET',
  path: '/v3/benefits',
});
