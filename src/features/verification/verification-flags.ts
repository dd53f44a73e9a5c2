/**
 * What the customer's verification methods say (spec 3 §4): pending when any way other than photo
 * upload waits on an answer (photo ID waits on a person, which is told apart), and whether the
 * automatic check and the licence check were each tried already.
 */
import type { VerificationMethod } from '@contract/schemas/verification';
import type { VerificationMethodType } from '@contract/verification';

export interface VerificationFlags {
  isPending: boolean;
  photoIdPending: boolean;
  autoVerificationAttempted: boolean;
  driversLicenceAttempted: boolean;
}

const statusOf = (methods: readonly VerificationMethod[], type: VerificationMethodType) =>
  methods.find((method) => method.type === type)?.status ?? 'disabled';

export function verificationFlags(methods: readonly VerificationMethod[]): VerificationFlags {
  return {
    isPending: methods.some((method) => method.type !== 'photo_id_upload' && method.status === 'pending'),
    photoIdPending: statusOf(methods, 'photo_id_upload') === 'pending',
    autoVerificationAttempted: statusOf(methods, 'auto_verification') === 'attempted',
    driversLicenceAttempted: statusOf(methods, 'drivers_licence') === 'attempted',
  };
}

/** Whether the retailer offers this way to this customer now (a disabled one is not shown). */
export const offers = (methods: readonly VerificationMethod[], type: VerificationMethodType) =>
  statusOf(methods, type) !== 'disabled';
