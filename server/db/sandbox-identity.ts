/**
 * The sandbox identity providers' authorization codes (migration 0028): each issued for one
 * client, redirect address, PKCE challenge and nonce, and redeemed once within ten minutes.
 */
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { SandboxIdentityCodesTable } from './schema';

const CODE_TTL_SECONDS = 10 * 60;

export type IssuedCode = Omit<SandboxIdentityCodesTable, 'created_at' | 'used_at'>;

export function sandboxIdentityData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);
  return {
    issue: async (code: IssuedCode): Promise<void> => {
      await db
        .insertInto('sandbox_identity_codes')
        .values({ ...code, created_at: now() })
        .execute();
    },

    /** The code, marked used; undefined when unknown, used or expired. */
    redeem: (code: string, provider: string): Promise<IssuedCode | undefined> =>
      db
        .updateTable('sandbox_identity_codes')
        .set({ used_at: now() })
        .where('code', '=', code)
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .where('created_at', '>', now() - CODE_TTL_SECONDS)
        .returning([
          'code',
          'provider',
          'client_id',
          'redirect_uri',
          'code_challenge',
          'nonce',
          'subject',
          'email',
          'given_name',
          'family_name',
        ])
        .executeTakeFirst(),
  };
}
