/**
 * The social service's calls (spec 3 §7): the lotto-party configuration (5 minutes, as the cache
 * table says), the customer's groups and their sessions (personal, keyed under the customer), an
 * invite link's group, and the changes: a group, a session, a session's autoplay.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { PARTY_GROUPS_PAGE_SIZE, PARTY_PAGE_SIZE, type AutosessionStatus } from '@contract/lotto-party';
import * as partyEndpoints from '@contract/endpoints/lotto-party';
import { pageOffset } from '@contract/paging';
import { call, callEnvelope } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import type { GroupRequest, SessionRequest } from './create-group.machine';

const partyKey = (customerId: string) => [...customerKey(customerId), 'lotto-party'] as const;

export const partyQueries = {
  config: (pricingId: string) =>
    queryOptions({
      queryKey: ['lotto-party', 'config', pricingId],
      queryFn: () => call(partyEndpoints.config, { params: { pricingId } }),
      staleTime: freshMs('lotto-party-config'),
    }),
  groups: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'groups', page],
      queryFn: () =>
        callEnvelope(partyEndpoints.groups, {
          query: { limit: PARTY_GROUPS_PAGE_SIZE, offset: pageOffset(page, PARTY_GROUPS_PAGE_SIZE) },
        }),
    }),
  group: (customerId: string, groupId: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'group', groupId],
      queryFn: () => call(partyEndpoints.group, { params: { id: groupId } }),
    }),
  sessions: (customerId: string, groupId: number, page: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'group', groupId, 'sessions', page],
      queryFn: () =>
        callEnvelope(partyEndpoints.sessions, {
          params: { id: groupId },
          query: { limit: PARTY_PAGE_SIZE, offset: pageOffset(page, PARTY_PAGE_SIZE) },
        }),
    }),
  session: (customerId: string, sessionId: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'session', sessionId],
      queryFn: () => call(partyEndpoints.session, { params: { id: sessionId } }),
    }),
  /**
   * Public and promoted groups' sessions still on sale (spec 3 §7's discover), promoted first, all
   * of them or those of one draw.
   */
  discover: (customerId: string, drawId?: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'discover', drawId ?? 'all'],
      queryFn: () =>
        drawId === undefined
          ? call(partyEndpoints.discoverSessions, { query: {} })
          : call(partyEndpoints.discoverDrawSessions, { params: { drawId }, query: {} }),
    }),
  /** An invite link: the group, and the sessions it can still join. */
  invite: (customerId: string, token: string) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'invite', token],
      queryFn: async () => {
        const group = await call(partyEndpoints.invitedGroup, { params: { token } });
        const sessions = await call(partyEndpoints.openSessions, {
          params: { id: group.id },
          query: { token },
        });
        return { group, sessions };
      },
    }),
};

/** A change to the customer's groups or sessions: what lists them is read again. */
const refreshParty = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: partyKey(customerId) });

export const partyCalls = (queryClient: QueryClient, customerId: string) => ({
  /** The name step's check, creating nothing: unfit words, or one of the organiser's own names. */
  checkName: ({ groupName }: { groupName: string }) =>
    call(partyEndpoints.checkGroupName, { query: { groupName }, quiet: true }),
  createGroup: async (request: GroupRequest) => {
    const group = await call(partyEndpoints.createGroup, { body: request, quiet: true });
    await refreshParty(queryClient, customerId);
    return group;
  },
  createSession: async (request: SessionRequest) => {
    const session = await call(partyEndpoints.createSession, {
      body: { ...request, inviteAllExistingMembers: false },
      quiet: true,
    });
    await refreshParty(queryClient, customerId);
    return session;
  },
  /** A group with no share sold, its organiser's to delete (a wizard left part way, say). */
  deleteGroup: async (groupId: number) => {
    await call(partyEndpoints.deleteGroup, { params: { id: groupId }, quiet: true });
    await refreshParty(queryClient, customerId);
  },
  /** Autoplay on or paused; the session is read again after it succeeds (spec 3 §4). */
  editSession: async ({ sessionId, status }: { sessionId: number; status: AutosessionStatus }) => {
    await call(partyEndpoints.editSession, {
      params: { id: sessionId },
      body: { autosessionStatus: status },
      quiet: true,
    });
    await refreshParty(queryClient, customerId);
    return queryClient.fetchQuery(partyQueries.session(customerId, sessionId));
  },
});
