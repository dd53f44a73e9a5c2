/**
 * The social service's endpoints (spec 3 §7, §9): lotto party's configuration, the customer's
 * groups and their invite links, and the sessions a group plays.
 */
import type { AutosessionStatus, PublicityStatus } from '../lotto-party';
import type { PartyConfig, PartyGroup, PartySession } from '../schemas/lotto-party';
import { endpoint } from './endpoint';

const customer = { service: 'social', personal: true } as const;
interface Paging {
  limit: number;
  offset: number;
}
/** Discovering sessions lists them all unless a page is asked for. */
type Discovery = { query: Partial<Paging>; answer: PartySession[] };
const GROUP = ':id{[0-9]+}';

/** Which lotteries a group can play, and how shares may be set (the same for every pricing). */
export const defaultConfig = endpoint<{ answer: PartyConfig }>()({
  service: 'social',
  personal: false,
  method: 'GET',
  path: '/config',
  cache: 'lotto-party-config',
});
export const config = endpoint<{ answer: PartyConfig }>()({
  service: 'social',
  personal: false,
  method: 'GET',
  path: '/config/:pricingId',
  cache: 'lotto-party-config',
});
/** A group, private unless the organiser lists it: a taken name is a 409, an unfit one a 422. */
export const createGroup = endpoint<{
  body: { groupName: string; publicityStatus?: PublicityStatus };
  answer: PartyGroup;
}>()({ ...customer, method: 'POST', path: '/group', status: 201 });
/** The name step's check, creating nothing: unfit words, or one of the organiser's own names. */
export const checkGroupName = endpoint<{ query: { groupName: string }; answer: { available: boolean } }>()({
  ...customer,
  method: 'GET',
  path: '/group/name-check',
});
export const groups = endpoint<{ query: Paging; answer: PartyGroup[] }>()({
  ...customer,
  method: 'GET',
  path: '/group',
  paged: true,
});
/** What an invite link's token shows of its group. */
export const invitedGroup = endpoint<{ answer: PartyGroup }>()({
  ...customer,
  method: 'GET',
  path: '/group/token/:token',
});
export const group = endpoint<{ answer: PartyGroup }>()({
  ...customer,
  method: 'GET',
  path: `/group/${GROUP}`,
});
/** A group with no share sold, its organiser's to delete. */
export const deleteGroup = endpoint<{ answer: null }>()({
  ...customer,
  method: 'DELETE',
  path: `/group/${GROUP}`,
});
export const sessions = endpoint<{ query: Paging; answer: PartySession[] }>()({
  ...customer,
  method: 'GET',
  path: `/group/${GROUP}/session`,
  paged: true,
});
/** The sessions an invitee can still join, by the invite link's token. */
export const openSessions = endpoint<{ query: { token: string }; answer: PartySession[] }>()({
  ...customer,
  method: 'GET',
  path: `/group/${GROUP}/session/open`,
});
export const createSession = endpoint<{
  body: {
    groupId: number;
    productOfferKey: string;
    drawNo: number;
    /** Dollars: one of the configuration's share prices. */
    sharePrice: number;
    numberOfShares: number;
    autosessionStatus?: 'on' | 'off';
    inviteAllExistingMembers?: boolean;
  };
  answer: PartySession;
}>()({ ...customer, method: 'POST', path: '/session', status: 201 });
export const discoverSessions = endpoint<Discovery>()({
  ...customer,
  method: 'GET',
  path: '/session/discover',
});
export const discoverDrawSessions = endpoint<Discovery>()({
  ...customer,
  method: 'GET',
  path: '/session/discover/draw/:drawId{[0-9]+}',
});
export const session = endpoint<{ answer: PartySession }>()({
  ...customer,
  method: 'GET',
  path: '/session/:id{[0-9]+}',
});
/** Autoplay on, paused or off. */
export const editSession = endpoint<{
  body: { autosessionStatus: AutosessionStatus };
  answer: PartySession;
}>()({
  ...customer,
  method: 'PUT',
  path: '/session/:id{[0-9]+}',
});
