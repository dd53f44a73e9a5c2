/**
 * The customer-verify service (spec 1 §7, base /customer-verify): the ways a signed-in customer
 * proves who they are. Each answers where the customer's verification now stands, or a 422 in the
 * customer's words when the way did not verify them (its attempt is recorded first).
 * - POST /customer/verify: the automatic check of the details on file against the identity source.
 * - POST /customer/verification/licence: a driver's licence against the licence register.
 * - POST /customer/verification/connectid, then .../callback: the customer shares their details
 *   from their bank through ConnectID and comes back with a code for the request's state.
 * - POST /customer/verification: photo ID (multipart `files`), kept for a person to review.
 * In the sandbox the identity source knows every customer flagged as on record, the licence
 * register matches every licence but number 00000000, and ConnectID is the sandbox's own page.
 */
import { Hono, type Context } from 'hono';
import { verificationRoutes as routes } from '@contract/schemas/verification';
import { VERIFICATION_OUTCOMES } from '@contract/verification';
import { randomToken } from '../../auth/tokens';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { customerOverview } from '../main/customer-overview';
import { acceptPhotos, storePhoto } from './photo-id';
import { Refused } from '../../refusal';

/** The sandbox licence register's one licence it has no record of. */
export const UNKNOWN_LICENCE = '00000000';

const STALE_REQUEST = 'This ConnectID request has expired. Start again from your account.';

async function standing(c: Context<AppEnv>, message: string) {
  const customer = await customerOverview(c.var.data, c.var.grant.customerId);
  return reply(
    { isVerified: customer.isVerified, methods: customer.verification.methods },
    { messages: [success(message)] },
  );
}

const noMatch = (message: string) => Refused.of(422, 'identity_not_matched', message);

export function customerVerifyService(): Hono<AppEnv> {
  const verify = new Hono<AppEnv>();

  handle(verify, routes.autoCheck, async (c) => {
    const id = c.var.grant.customerId;
    const facts = await c.var.data.verification.identity(id);
    const complete = facts && facts.dateOfBirth && facts.address && facts.suburb && facts.postcode;
    const matched = Boolean(complete && facts.onRecord);
    await c.var.data.verification.record(id, 'auto_verification', 'attempted', { verified: matched });
    if (!matched) throw noMatch(VERIFICATION_OUTCOMES.autoNoMatch);
    return standing(c, VERIFICATION_OUTCOMES.verified);
  });

  handle(verify, routes.licence, async (c, { body }) => {
    const matched = body.licenceNumber !== UNKNOWN_LICENCE;
    await c.var.data.verification.record(c.var.grant.customerId, 'drivers_licence', 'attempted', {
      verified: matched,
    });
    if (!matched) throw noMatch(VERIFICATION_OUTCOMES.licenceNoMatch);
    return standing(c, VERIFICATION_OUTCOMES.verified);
  });

  handle(verify, routes.startConnectId, async (c) => {
    if (!c.var.config.sandbox)
      throw Refused.of(503, 'connect_id_unavailable', 'ConnectID is not available at the moment.');
    const state = randomToken();
    await c.var.data.verification.record(c.var.grant.customerId, 'connect_id', 'pending', {
      requestState: state,
    });
    return { authorisationUrl: `/api/sandbox/connectid/authorise?state=${state}` };
  });

  handle(verify, routes.finishConnectId, async (c, { body: { state, code, error } }) => {
    const id = c.var.grant.customerId;
    const request = await c.var.data.verification.connectIdRequest(state);
    if (!request || request.customer_id !== id || request.status !== 'pending')
      throw Refused.of(404, 'connect_id_expired', STALE_REQUEST);
    const matched = error === undefined && code !== undefined && code === request.request_code;
    await c.var.data.verification.record(id, 'connect_id', 'attempted', { verified: matched });
    if (!matched) throw noMatch(VERIFICATION_OUTCOMES.connectIdCancelled);
    return standing(c, VERIFICATION_OUTCOMES.verified);
  });

  handle(verify, routes.photoId, async (c, { body: { files } }) => {
    const id = c.var.grant.customerId;
    const photos = await acceptPhotos(files);
    for (const photo of photos) {
      const storedName = await storePhoto(c.var.config.dataDir, id, photo);
      await c.var.data.verification.addDocument(id, photo.mediaType, photo.bytes.byteLength, storedName);
    }
    await c.var.data.verification.record(id, 'photo_id_upload', 'pending');
    return standing(c, VERIFICATION_OUTCOMES.photoReceived);
  });

  return verify;
}
