/**
 * Verifying the customer's identity (spec 3 §7, the customer-verify service): checked against the
 * records held, by a driver licence, through ConnectID (started here, its answer brought back), or
 * by photos of an identity document (multipart). Each answers where the customer stands.
 */
import type { ConnectIdCallback, LicenceCheck, VerificationResult } from '../schemas/verification';
import { endpoint } from './endpoint';

const verify = { service: 'customer-verify', personal: true, method: 'POST' } as const;
type Verified = { answer: VerificationResult };

export const autoCheck = endpoint<Verified>()({ ...verify, path: '/customer/verify' });
export const licence = endpoint<Verified & { body: LicenceCheck }>()({
  ...verify,
  path: '/customer/verification/licence',
});
/** Where the customer goes to share their details through ConnectID. */
export const startConnectId = endpoint<{ answer: { authorisationUrl: string } }>()({
  ...verify,
  path: '/customer/verification/connectid',
});
/** ConnectID's answer, brought back to /account-verification. */
export const finishConnectId = endpoint<Verified & { body: ConnectIdCallback }>()({
  ...verify,
  path: '/customer/verification/connectid/callback',
});
export const photoId = endpoint<Verified & { body: { files: File[] } }>()({
  ...verify,
  path: '/customer/verification',
  multipart: true,
});
