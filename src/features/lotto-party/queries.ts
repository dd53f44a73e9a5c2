/**
 * The social service's calls (spec 3 §7): the lotto-party configuration (5 minutes, as the cache
 * table says), the customer's groups and their sessions (personal, keyed under the customer), an
 * invite link's group, and the changes: a group, a session, a session's autoplay.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { PARTY_GROUPS_PAGE_SIZE, PARTY_PAGE_SIZE, type AutosessionStatus } from '@contract/lotto-party';
import type { PartyConfig, PartyGroup, PartySession } from '@contract/schemas/lotto-party';
import { socialApi } from '@/api';
import { customerKey } from '@/lib/customer-key';
import type { SessionRequest } from './create-group.machine';

const partyKey = (customerId: string) => [...customerKey(customerId), 'lotto-party'] as const;

/** A page's offset: pages count from 1. */
const offset = (page: number, size: number) => (page - 1) * size;

export const partyQueries = {
  config: (pricingId: string) =>
    queryOptions({
      queryKey: ['lotto-party', 'config', pricingId],
      queryFn: () => socialApi.get<PartyConfig>(`/config/${encodeURIComponent(pricingId)}`),
      staleTime: freshMs('lotto-party-config'),
    }),
  groups: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'groups', page],
      queryFn: () =>
        socialApi.request<PartyGroup[]>('/group', {
          query: { limit: PARTY_GROUPS_PAGE_SIZE, offset: offset(page, PARTY_GROUPS_PAGE_SIZE) },
        }),
    }),
  group: (customerId: string, groupId: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'group', groupId],
      queryFn: () => socialApi.get<PartyGroup>(`/group/${groupId}`),
    }),
  sessions: (customerId: string, groupId: number, page: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'group', groupId, 'sessions', page],
      queryFn: () =>
        socialApi.request<PartySession[]>(`/group/${groupId}/session`, {
          query: { limit: PARTY_PAGE_SIZE, offset: offset(page, PARTY_PAGE_SIZE) },
        }),
    }),
  session: (customerId: string, sessionId: number) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'session', sessionId],
      queryFn: () => socialApi.get<PartySession>(`/session/${sessionId}`),
    }),
  /** An invite link: the group, and the sessions it can still join. */
  invite: (customerId: string, token: string) =>
    queryOptions({
      queryKey: [...partyKey(customerId), 'invite', token],
      queryFn: async () => {
        const group = await socialApi.get<PartyGroup>(`/group/token/${encodeURIComponent(token)}`);
        const sessions = await socialApi.get<PartySession[]>(`/group/${group.id}/session/open`, {
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
    socialApi.get<{ available: boolean }>('/group/name-check', {
      query: { group_name: groupName },
      quiet: true,
    }),
  createGroup: async ({ groupName }: { groupName: string }) => {
    const group = await socialApi.send<PartyGroup>('/group', {
      method: 'POST',
      body: { groupName },
      quiet: true,
    });
    await refreshParty(queryClient, customerId);
    return group;
  },
  createSession: async (request: SessionRequest) => {
    const session = await socialApi.send<PartySession>('/session', {
      method: 'POST',
      body: { ...request, inviteAllExistingMembers: false },
      quiet: true,
    });
    await refreshParty(queryClient, customerId);
    return session;
  },
  /** A group with no share sold, its organiser's to delete (a wizard left part way, say). */
  deleteGroup: async (groupId: number) => {
    await socialApi.send<null>(`/group/${groupId}`, { method: 'DELETE', quiet: true });
    await refreshParty(queryClient, customerId);
  },
  /** Autoplay on or paused; the session is read again after it succeeds (spec 3 §4). */
  editSession: async ({ sessionId, status }: { sessionId: number; status: AutosessionStatus }) => {
    await socialApi.send<PartySession>(`/session/${sessionId}`, {
      method: 'PUT',
      body: { autosessionStatus: status },
      quiet: true,
    });
    await refreshParty(queryClient, customerId);
    return queryClient.fetchQuery(partyQueries.session(customerId, sessionId));
  },
});
