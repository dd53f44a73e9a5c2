/**
 * Sign-in state (tables access_tokens, refresh_tokens, pending_logins, email_links,
 * remembered_devices), all stored as token hashes.
 * - A sign-in starts a token family; a refresh uses up its refresh token and issues a new pair in
 *   the family. A used refresh token presented again was stolen or replayed: the family is revoked.
 *   Signing out revokes the family, access and refresh alike.
 * - A password that checks out for a 2FA customer earns a pending login, good for nothing but the
 *   code step; five wrong codes lock it; a code is single-use.
 * - One-time links (autologin, password reset, transfer) work once and until they expire.
 * - A remembered device skips the code until it expires.
 */
import { randomUUID } from 'node:crypto';
import { REFRESH_TTL_SECONDS, hashToken, randomToken } from '../auth/tokens';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { TwoFactorMethod } from '@contract/schemas/accounts';
import type { EmailLinksTable, PendingLoginRow } from './schema';

export type LinkPurpose = EmailLinksTable['purpose'];

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface AccessGrant {
  customerId: number;
  familyId: string;
}

export type RefreshOutcome =
  { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

export type CodeVerdict = 'ok' | 'incorrect' | 'locked';

const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  autologin: 7 * 24 * 60 * 60,
  password_reset: 60 * 60,
  // Handed straight from the app to the browser, so it only needs to survive the hand-over.
  transfer: 2 * 60,
};
const PENDING_LOGIN_TTL_SECONDS = 15 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;

export function sessionsData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);

  async function issueTokens(
    customerId: number,
    accessTtlSeconds: number,
    familyId: string = randomUUID(),
  ): Promise<IssuedTokens> {
    const access = randomToken();
    const refresh = randomToken();
    const common = { customer_id: customerId, family_id: familyId };
    await db
      .insertInto('access_tokens')
      .values({ ...common, token_hash: hashToken(access), expires_at: now() + accessTtlSeconds })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({ ...common, token_hash: hashToken(refresh), expires_at: now() + REFRESH_TTL_SECONDS })
      .execute();
    return { accessToken: access, refreshToken: refresh, expiresIn: accessTtlSeconds };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db.updateTable('access_tokens').set({ revoked: 1 }).where('family_id', '=', familyId).execute();
    await db.updateTable('refresh_tokens').set({ revoked: 1 }).where('family_id', '=', familyId).execute();
  }

  return {
    issueTokens,
    revokeFamily,

    /** Signs the customer out everywhere, or everywhere but the session that asked (`keepFamily`). */
    async revokeCustomerSessions(customerId: number, keepFamily?: string): Promise<void> {
      for (const table of ['access_tokens', 'refresh_tokens'] as const) {
        let update = db.updateTable(table).set({ revoked: 1 }).where('customer_id', '=', customerId);
        if (keepFamily !== undefined) update = update.where('family_id', '!=', keepFamily);
        await update.execute();
      }
    },

    async checkAccessToken(token: string): Promise<AccessGrant | undefined> {
      const row = await db
        .selectFrom('access_tokens')
        .select(['customer_id', 'family_id', 'expires_at', 'revoked'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || row.revoked || row.expires_at <= now()) return undefined;
      return { customerId: row.customer_id, familyId: row.family_id };
    },

    rotateRefreshToken(token: string, accessTtlSeconds: number): Promise<RefreshOutcome> {
      return db.transaction().execute(async (trx) => {
        const inTrx = sessionsData(trx, clock);
        const row = await trx
          .selectFrom('refresh_tokens')
          .select(['customer_id', 'family_id', 'expires_at', 'used', 'revoked'])
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.used || row.revoked) {
          await inTrx.revokeFamily(row.family_id);
          return { ok: false, reason: 'reused' };
        }
        if (row.expires_at <= now()) return { ok: false, reason: 'expired' };
        await trx
          .updateTable('refresh_tokens')
          .set({ used: 1 })
          .where('token_hash', '=', hashToken(token))
          .execute();
        return {
          ok: true,
          tokens: await inTrx.issueTokens(row.customer_id, accessTtlSeconds, row.family_id),
        };
      });
    },

    /** Ages every live access token out at once (the sandbox's way to show a refresh). */
    async expireAccessTokens(): Promise<number> {
      const result = await db
        .updateTable('access_tokens')
        .set({ expires_at: 0 })
        .where('revoked', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async startPendingLogin(customerId: number, method: TwoFactorMethod): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('pending_logins')
        .values({
          token_hash: hashToken(token),
          customer_id: customerId,
          method,
          expires_at: now() + PENDING_LOGIN_TTL_SECONDS,
        })
        .execute();
      return token;
    },

    async findPendingLogin(token: string): Promise<PendingLoginRow | undefined> {
      const row = await db
        .selectFrom('pending_logins')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row && row.expires_at > now() ? row : undefined;
    },

    /** Stores a fresh emailed code for the pending login; the previous one stops working. */
    async setEmailCode(token: string, code: string): Promise<void> {
      await db
        .updateTable('pending_logins')
        .set({ code_hash: hashToken(code), code_expires_at: now() + EMAIL_CODE_TTL_SECONDS })
        .where('token_hash', '=', hashToken(token))
        .execute();
    },

    /** Records one answer to the code step: a right one ends the pending login, a wrong one counts. */
    settleCodeAttempt(token: string, correct: boolean): Promise<CodeVerdict> {
      return db.transaction().execute(async (trx) => {
        const where = hashToken(token);
        const row = await trx
          .selectFrom('pending_logins')
          .select(['attempts', 'locked'])
          .where('token_hash', '=', where)
          .executeTakeFirst();
        if (!row || row.locked) return 'locked';
        if (correct) {
          await trx.deleteFrom('pending_logins').where('token_hash', '=', where).execute();
          return 'ok';
        }
        const attempts = row.attempts + 1;
        const locked = attempts >= MAX_CODE_ATTEMPTS ? 1 : 0;
        await trx
          .updateTable('pending_logins')
          .set({ attempts, locked })
          .where('token_hash', '=', where)
          .execute();
        return locked ? 'locked' : 'incorrect';
      });
    },

    async createLink(customerId: number, purpose: LinkPurpose): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('email_links')
        .values({
          token_hash: hashToken(token),
          customer_id: customerId,
          purpose,
          expires_at: now() + LINK_LIFETIME_SECONDS[purpose],
        })
        .execute();
      return token;
    },

    /** Uses the link up; answers whose it was and why it was sent, or undefined if it is no good. */
    redeemLink(
      token: string,
      accepted: readonly LinkPurpose[],
    ): Promise<{ customerId: number; purpose: LinkPurpose } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('email_links')
          .select(['customer_id', 'purpose', 'expires_at', 'used'])
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirst();
        if (!row || row.used || row.expires_at <= now() || !accepted.includes(row.purpose)) return undefined;
        await trx
          .updateTable('email_links')
          .set({ used: 1 })
          .where('token_hash', '=', hashToken(token))
          .execute();
        return { customerId: row.customer_id, purpose: row.purpose };
      });
    },

    async rememberDevice(customerId: number, days: number): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('remembered_devices')
        .values({ token_hash: hashToken(token), customer_id: customerId, expires_at: now() + days * 86_400 })
        .execute();
      return token;
    },

    async isRememberedDevice(customerId: number, token: string): Promise<boolean> {
      const row = await db
        .selectFrom('remembered_devices')
        .select('expires_at')
        .where('token_hash', '=', hashToken(token))
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row !== undefined && row.expires_at > now();
    },

    async forgetDevices(customerId: number): Promise<void> {
      await db.deleteFrom('remembered_devices').where('customer_id', '=', customerId).execute();
    },
  };
}

export type SessionsData = ReturnType<typeof sessionsData>;
