/**
 * The rewards service's calls (spec 3 §7): Daily Winners' configuration, giveaways and winners
 * (public, kept on the device like results), the customer's membership and giveaways (personal,
 * under their key), and the changes: joining, leaving, going premium from the wallet, unlocking an
 * entry, and the benefits page's one-time address. A failed change says the API's reason, or spec
 * 3 §8's 'An unknown error occurred'.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import {
  GIVEAWAY_PAGE_SIZE,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PROGRAM,
  type GiveawayType,
  type MembershipTier,
} from '@contract/membership';
import { pageOffset } from '@contract/paging';
import type {
  CustomerMembership,
  Giveaway,
  MembershipAnswer,
  MembershipConfig,
  UpcomingDraw,
} from '@contract/schemas/membership';
import type { DepositFields } from '@contract/schemas/wallet';
import { ApiError, rewardsApi, type ApiResponse } from '@/api';
import { customerKey } from '@/lib/customer-key';

export interface GiveawayPage {
  items: Giveaway[];
  pageInfo: ApiResponse<Giveaway[]>['pageInfo'];
}

const PUBLIC = { staleTime: freshMs('membership'), meta: { persist: true } } as const;

const membershipKey = (customerId: string) => [...customerKey(customerId), 'daily-winners'] as const;

async function giveawayPage(path: string, page: number, query: Record<string, string> = {}) {
  const response = await rewardsApi.request<Giveaway[]>(path, {
    query: { ...query, limit: GIVEAWAY_PAGE_SIZE, offset: pageOffset(page, GIVEAWAY_PAGE_SIZE) },
  });
  return { items: response.result, pageInfo: response.pageInfo } satisfies GiveawayPage;
}

/** What a failed membership call tells the customer (spec 3 §8). */
export const membershipError = (error: unknown) =>
  (error instanceof ApiError ? error.messages[0]?.message : undefined) ?? MEMBERSHIP_MESSAGES.unknown;

export const membershipQueries = {
  config: () =>
    queryOptions({
      queryKey: ['daily-winners', 'config'],
      queryFn: () => rewardsApi.get<MembershipConfig>('/v4/config'),
      ...PUBLIC,
    }),
  /** A type's giveaways, the latest first, nine a page (spec 3 §9). */
  giveaways: (type: GiveawayType, page: number) =>
    queryOptions({
      queryKey: ['daily-winners', 'giveaways', type, page],
      queryFn: () => giveawayPage(`/v3/giveaways/${type}`, page),
      ...PUBLIC,
    }),
  giveaway: (type: GiveawayType, drawNumber: number, customerId: string | undefined) =>
    queryOptions({
      queryKey: customerId
        ? [...membershipKey(customerId), 'giveaway', type, drawNumber]
        : ['daily-winners', 'giveaway', type, drawNumber],
      queryFn: () => rewardsApi.get<Giveaway>(`/v3/giveaways/${type}/${drawNumber}`),
      ...PUBLIC,
    }),
  winners: (page: number) =>
    queryOptions({
      queryKey: ['daily-winners', 'winners', page],
      queryFn: () => giveawayPage('/v3/winners', page),
      ...PUBLIC,
    }),
  membership: (customerId: string) =>
    queryOptions({
      queryKey: [...membershipKey(customerId), 'membership'],
      queryFn: () => rewardsApi.get<CustomerMembership>('/v3/customer'),
    }),
  /** The account's current (open) or closed (drawn) giveaways. */
  customerGiveaways: (customerId: string, status: 'current' | 'closed', page: number) =>
    queryOptions({
      queryKey: [...membershipKey(customerId), status, page],
      queryFn: () => giveawayPage('/v3/customer/giveaways', page, { status }),
    }),
};

/** After a change: the customer's membership and giveaways are read again. */
const refreshMembership = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: membershipKey(customerId) });

export const membershipMutations = {
  /** Join (free, or premium from the wallet) or leave (`non-member`). */
  change: (queryClient: QueryClient, customerId: string) =>
    mutationOptions({
      mutationKey: ['daily-winners', 'membership'],
      networkMode: 'always',
      mutationFn: ({ tier, leave, key }: { tier: MembershipTier; leave?: boolean; key: string }) =>
        rewardsApi.send<MembershipAnswer>('/membership', {
          method: 'PUT',
          version: '3.2',
          idempotencyKey: key,
          body: {
            membershipProgram: MEMBERSHIP_PROGRAM,
            membershipStatus: leave ? 'non-member' : 'member',
            metadata: { tier, deposit: null },
          },
          quiet: true,
        }),
      onSuccess: (answer) => {
        queryClient.setQueryData(membershipQueries.membership(customerId).queryKey, answer.membership);
        // Everything of the customer's: premium paid from the wallet moved the balance too.
        return queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
      },
    }),
  /** A free member unlocks their entry in an open giveaway (spec 3 §4: pending, then resolved). */
  unlock: (queryClient: QueryClient, customerId: string) =>
    mutationOptions({
      mutationKey: ['daily-winners', 'unlock'],
      networkMode: 'always',
      mutationFn: (drawId: number) =>
        rewardsApi.send<{ upcomingDraws: UpcomingDraw[] }>(`/v3/draws/${drawId}`, {
          method: 'PUT',
          body: { entryStatus: 'unlocked' },
          quiet: true,
        }),
      onSuccess: ({ upcomingDraws }) => {
        queryClient.setQueryData<CustomerMembership>(
          membershipQueries.membership(customerId).queryKey,
          (held) => held && { ...held, upcomingDraws },
        );
        return refreshMembership(queryClient, customerId);
      },
    }),
};

/**
 * Premium through a deposit (PUT /membership with one): the server opens the deposit of what the
 * wallet lacks of the price (purchase type `membership`) and answers it; the member is
 * pending-deposit until the gateway settles it, when the server pays premium.
 */
export async function openPremiumDeposit(
  queryClient: QueryClient,
  customerId: string,
  deposit: DepositFields,
  idempotencyKey: string,
) {
  const answer = await rewardsApi.send<MembershipAnswer>('/membership', {
    method: 'PUT',
    version: '3.2',
    idempotencyKey,
    body: {
      membershipProgram: MEMBERSHIP_PROGRAM,
      membershipStatus: 'member',
      metadata: { tier: 'premium', deposit },
    },
    ownsServerErrors: true,
    quiet: true,
  });
  queryClient.setQueryData(membershipQueries.membership(customerId).queryKey, answer.membership);
  return answer.deposit;
}

/** The benefits partner's page, reached with a one-time token (GET /v3/benefits' ssoUrl). */
export const benefitsAddress = () => rewardsApi.get<{ ssoUrl: string }>('/v3/benefits', { quiet: true });
