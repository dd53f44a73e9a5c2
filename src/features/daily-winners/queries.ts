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
import * as membershipEndpoints from '@contract/endpoints/membership';
import type { CustomerMembership, Giveaway } from '@contract/schemas/membership';
import type { DepositFields } from '@contract/schemas/wallet';
import { ApiError, type ApiResponse } from '@/api';
import { call, callEnvelope } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

export interface GiveawayPage {
  items: Giveaway[];
  pageInfo: ApiResponse<Giveaway[]>['pageInfo'];
}

const PUBLIC = { staleTime: freshMs('membership'), meta: { persist: true } } as const;

const membershipKey = (customerId: string) => [...customerKey(customerId), 'daily-winners'] as const;

/** A page of giveaways, nine to a page (spec 3 §9). */
const pageQuery = (page: number) => ({
  limit: GIVEAWAY_PAGE_SIZE,
  offset: pageOffset(page, GIVEAWAY_PAGE_SIZE),
});
const giveawayPage = async (answer: Promise<ApiResponse<Giveaway[]>>): Promise<GiveawayPage> => {
  const { result, pageInfo } = await answer;
  return { items: result, pageInfo };
};

/** What a failed membership call tells the customer (spec 3 §8). */
export const membershipError = (error: unknown) =>
  (error instanceof ApiError ? error.messages[0]?.message : undefined) ?? MEMBERSHIP_MESSAGES.unknown;

export const membershipQueries = {
  config: () =>
    queryOptions({
      queryKey: ['daily-winners', 'config'],
      queryFn: () => call(membershipEndpoints.config),
      ...PUBLIC,
    }),
  /** A type's giveaways, the latest first, nine a page (spec 3 §9). */
  giveaways: (type: GiveawayType, page: number) =>
    queryOptions({
      queryKey: ['daily-winners', 'giveaways', type, page],
      queryFn: () =>
        giveawayPage(
          callEnvelope(membershipEndpoints.giveaways, { params: { type }, query: pageQuery(page) }),
        ),
      ...PUBLIC,
    }),
  giveaway: (type: GiveawayType, drawNumber: number, customerId: string | undefined) =>
    queryOptions({
      queryKey: customerId
        ? [...membershipKey(customerId), 'giveaway', type, drawNumber]
        : ['daily-winners', 'giveaway', type, drawNumber],
      queryFn: () => call(membershipEndpoints.giveaway, { params: { type, number: drawNumber } }),
      ...PUBLIC,
    }),
  /** Every entry a drawn giveaway was drawn from (issue 62, point 3): fixed once drawn. */
  drawPool: (type: GiveawayType, drawNumber: number) =>
    queryOptions({
      queryKey: ['daily-winners', 'draw-pool', type, drawNumber],
      queryFn: () => call(membershipEndpoints.drawPool, { params: { type, number: drawNumber } }),
      ...PUBLIC,
      staleTime: Infinity,
    }),
  winners: (page: number) =>
    queryOptions({
      queryKey: ['daily-winners', 'winners', page],
      queryFn: () => giveawayPage(callEnvelope(membershipEndpoints.winners, { query: pageQuery(page) })),
      ...PUBLIC,
    }),
  membership: (customerId: string) =>
    queryOptions({
      queryKey: [...membershipKey(customerId), 'membership'],
      queryFn: () => call(membershipEndpoints.membership),
    }),
  /** The account's current (open) or closed (drawn) giveaways. */
  customerGiveaways: (customerId: string, status: 'current' | 'closed', page: number) =>
    queryOptions({
      queryKey: [...membershipKey(customerId), status, page],
      queryFn: () =>
        giveawayPage(
          callEnvelope(membershipEndpoints.customerGiveaways, { query: { ...pageQuery(page), status } }),
        ),
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
        call(membershipEndpoints.setMembership, {
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
        call(membershipEndpoints.unlockEntry, {
          params: { drawId },
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
 * pending-deposit until the gateway settles it, when the server pays premium. A deposit waiting
 * on 3-D Secure comes with the server's deposit_pending message, shown as "Action Required".
 */
export async function openPremiumDeposit(
  queryClient: QueryClient,
  customerId: string,
  deposit: DepositFields,
  idempotencyKey: string,
) {
  const answer = await call(membershipEndpoints.setMembership, {
    idempotencyKey,
    body: {
      membershipProgram: MEMBERSHIP_PROGRAM,
      membershipStatus: 'member',
      metadata: { tier: 'premium', deposit },
    },
    ownsServerErrors: true,
    // Not quiet: while the bank's check is outstanding the answer says so, as "Action Required".
  });
  queryClient.setQueryData(membershipQueries.membership(customerId).queryKey, answer.membership);
  return answer.deposit;
}

/** The benefits partner's page, reached with a one-time token (GET /v3/benefits' ssoUrl). */
export const benefitsAddress = () => call(membershipEndpoints.benefits, { quiet: true });
