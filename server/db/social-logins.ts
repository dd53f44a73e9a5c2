/**
 * Sign in with Apple or Google's store (migration 0028): the provider accounts linked to each
 * customer, the sign-ins and links sent to a provider (used once), and the provider accounts
 * waiting for the sign-up form.
 */
import type { SocialProvider } from '@contract/schemas/social-sign-in';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { SocialRequestsTable, SocialSignupsTable } from './schema';

/** A sign-in or link is answered within this long, or started again. */
export const SOCIAL_REQUEST_TTL_SECONDS = 10 * 60;
/** The sign-up form waits this long for a provider account that matched no customer. */
const SIGNUP_TTL_SECONDS = 30 * 60;

export type SocialRequest = Omit<SocialRequestsTable, 'used_at'>;
export type SocialSignup = Omit<SocialSignupsTable, 'expires_at'>;

export function socialLoginsData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);
  return {
    start: async (request: Omit<SocialRequest, 'created_at'>): Promise<void> => {
      await db
        .insertInto('social_requests')
        .values({ ...request, created_at: now() })
        .execute();
    },

    /** The request by its state, marked used: a second answer with the same state finds nothing. */
    async redeem(state: string): Promise<SocialRequest | undefined> {
      const row = await db
        .updateTable('social_requests')
        .set({ used_at: now() })
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .where('created_at', '>', now() - SOCIAL_REQUEST_TTL_SECONDS)
        .returning([
          'state',
          'provider',
          'purpose',
          'customer_id',
          'nonce',
          'code_verifier',
          'redirect_uri',
          'created_at',
        ])
        .executeTakeFirst();
      return row;
    },

    /** The customer this provider account is linked to. */
    async customerFor(provider: SocialProvider, subject: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('social_logins')
        .select('customer_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.customer_id;
    },

    /** Links the account; refused (false) when it, or this provider, is linked already. */
    async link(
      customerId: number,
      provider: SocialProvider,
      subject: string,
      email: string,
    ): Promise<boolean> {
      const row = await db
        .insertInto('social_logins')
        .values({ customer_id: customerId, provider, subject, email, linked_at: now() })
        .onConflict((conflict) => conflict.doNothing())
        .returning('customer_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    unlink: async (customerId: number, provider: SocialProvider): Promise<void> => {
      await db
        .deleteFrom('social_logins')
        .where('customer_id', '=', customerId)
        .where('provider', '=', provider)
        .execute();
    },

    list: (customerId: number) =>
      db
        .selectFrom('social_logins')
        .select(['provider', 'email', 'linked_at'])
        .where('customer_id', '=', customerId)
        .orderBy('linked_at')
        .execute(),

    async offerSignup(signup: SocialSignup): Promise<void> {
      await db
        .insertInto('social_signups')
        .values({ ...signup, expires_at: now() + SIGNUP_TTL_SECONDS })
        .execute();
    },

    /** The provider account waiting for the sign-up form, taken: a token opens one account. */
    async takeSignup(token: string): Promise<SocialSignup | undefined> {
      const row = await db
        .deleteFrom('social_signups')
        .where('token', '=', token)
        .where('expires_at', '>', now())
        .returning(['token', 'provider', 'subject', 'email', 'firstname', 'lastname'])
        .executeTakeFirst();
      return row;
    },
  };
}

export type SocialLoginsData = ReturnType<typeof socialLoginsData>;
