/**
 * Identity verification (tables verification_methods and verification_documents, and the
 * customer's is_verified): where each way of verifying stands, ConnectID's pending request, and
 * the photo ID sent for review. A way without a row has not been tried.
 */
import type { VerificationMethodType, VerificationStatus } from '@contract/verification';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface StoredMethod {
  type: VerificationMethodType;
  status: VerificationStatus;
}

/** What the automatic check compares with its identity source. */
export interface IdentityFacts {
  onRecord: boolean;
  dateOfBirth: string | null;
  address: string | null;
  suburb: string | null;
  postcode: string | null;
}

export function verificationData(db: Queryable, clock: Clock) {
  return {
    methods: (customerId: number): Promise<StoredMethod[]> =>
      db
        .selectFrom('verification_methods')
        .select(['type', 'status'])
        .where('customer_id', '=', customerId)
        .execute(),

    async identity(customerId: number): Promise<IdentityFacts | undefined> {
      const row = await db
        .selectFrom('customers')
        .select(['identity_on_record', 'date_of_birth', 'address', 'suburb', 'postcode'])
        .where('id', '=', customerId)
        .executeTakeFirst();
      return (
        row && {
          onRecord: row.identity_on_record === 1,
          dateOfBirth: row.date_of_birth,
          address: row.address,
          suburb: row.suburb,
          postcode: row.postcode,
        }
      );
    },

    /** Records how a way went; `verified` also marks the customer verified. */
    async record(
      customerId: number,
      type: VerificationMethodType,
      status: VerificationStatus,
      outcome: { verified?: boolean; requestState?: string | null; requestCode?: string | null } = {},
    ): Promise<void> {
      const row = {
        status,
        request_state: outcome.requestState ?? null,
        request_code: outcome.requestCode ?? null,
        updated_at: isoTime(clock),
      };
      await db
        .insertInto('verification_methods')
        .values({ customer_id: customerId, type, ...row })
        .onConflict((conflict) => conflict.columns(['customer_id', 'type']).doUpdateSet(row))
        .execute();
      if (outcome.verified)
        await db.updateTable('customers').set({ is_verified: 1 }).where('id', '=', customerId).execute();
    },

    /** ConnectID's request for `state`, whoever started it. */
    connectIdRequest: (state: string) =>
      db
        .selectFrom('verification_methods')
        .select(['customer_id', 'status', 'request_code'])
        .where('type', '=', 'connect_id')
        .where('request_state', '=', state)
        .executeTakeFirst(),

    /** The identity provider's answer to a pending request: the code the app will hand back. */
    answerConnectId: (state: string, code: string) =>
      db
        .updateTable('verification_methods')
        .set({ request_code: code, updated_at: isoTime(clock) })
        .where('type', '=', 'connect_id')
        .where('request_state', '=', state)
        .execute(),

    addDocument: (customerId: number, mediaType: string, byteSize: number, storedName: string) =>
      db
        .insertInto('verification_documents')
        .values({
          customer_id: customerId,
          media_type: mediaType,
          byte_size: byteSize,
          stored_name: storedName,
          created_at: isoTime(clock),
        })
        .execute(),

    documents: (customerId: number) =>
      db
        .selectFrom('verification_documents')
        .select(['id', 'media_type', 'byte_size', 'stored_name', 'created_at'])
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute(),
  };
}
