/**
 * The verification calls (spec 1 §7) on the customer-verify service: the automatic check, the
 * licence check, ConnectID's start and its callback. Photo ID is a multipart upload (files) and has
 * no JSON body. Each answers where the customer's verification now stands.
 */
import { z } from 'zod';
import * as verificationEndpoints from '../endpoints/verification';
import { CHOOSE_STATE } from '../form-rules';
import {
  LICENCE_MESSAGES,
  LICENCE_NUMBER_PATTERN,
  LICENCE_STATES,
  VERIFICATION_METHOD_TYPES,
  VERIFICATION_STATUSES,
} from '../verification';
import { routesOf } from './routes';

export const verificationMethodSchema = z.object({
  type: z.enum(VERIFICATION_METHOD_TYPES),
  status: z.enum(VERIFICATION_STATUSES),
});
export type VerificationMethod = z.infer<typeof verificationMethodSchema>;

export const verificationResultSchema = z.object({
  isVerified: z.boolean(),
  methods: z.array(verificationMethodSchema),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const licenceCheckSchema = z.object({
  licenceState: z.enum(LICENCE_STATES, CHOOSE_STATE),
  licenceNumber: z.string().trim().regex(LICENCE_NUMBER_PATTERN, LICENCE_MESSAGES.number),
  cardNumber: z.string().trim().regex(LICENCE_NUMBER_PATTERN, LICENCE_MESSAGES.card),
});
export type LicenceCheck = z.infer<typeof licenceCheckSchema>;

/** Where the customer goes to share their details through ConnectID. */
export const connectIdStartSchema = z.object({ authorisationUrl: z.string() });

export const connectIdCallbackSchema = z.object({
  state: z.string().min(1).max(100),
  code: z.string().max(100).optional(),
  error: z.string().max(100).optional(),
});
export type ConnectIdCallback = z.infer<typeof connectIdCallbackSchema>;

/** A multipart field sent once is one value, sent again a list: either way, the files given. */
const files = z.preprocess(
  (given): unknown[] => (given === undefined ? [] : Array.isArray(given) ? (given as unknown[]) : [given]),
  z.array(z.instanceof(File)),
);
const verified = { answer: verificationResultSchema };

export const verificationRoutes = routesOf(verificationEndpoints, {
  autoCheck: verified,
  licence: { body: licenceCheckSchema, ...verified },
  startConnectId: { answer: connectIdStartSchema },
  finishConnectId: { body: connectIdCallbackSchema, ...verified },
  photoId: { body: z.object({ files }), ...verified },
});
