/**
 * Where each way of verifying stands, as the customer overview reports it (spec 1 §3). This
 * retailer offers the automatic check, ConnectID, a driver's licence and photo ID; GreenID's own
 * screens and the PDF form are not offered, so they are always disabled. Once the customer is
 * verified, the ways not tried are disabled too: there is nothing left to do.
 */
import { VERIFICATION_METHOD_TYPES, type VerificationMethodType } from '@contract/verification';
import type { VerificationMethod } from '@contract/schemas/verification';
import type { StoredMethod } from '../../db/verification';

const OFFERED = new Set<VerificationMethodType>([
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'photo_id_upload',
]);

export function methodStatuses(isVerified: boolean, stored: StoredMethod[]): VerificationMethod[] {
  const tried = new Map(stored.map((method) => [method.type, method.status]));
  return VERIFICATION_METHOD_TYPES.map((type) => ({
    type,
    status: tried.get(type) ?? (!isVerified && OFFERED.has(type) ? 'not_attempted' : 'disabled'),
  }));
}
