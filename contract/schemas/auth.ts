/**
 * Signing in and up (spec 1 §3, §4, §7): the login bodies (password, or the pending token with a
 * two-factor code), one-time link tokens, sign-up, the login result and the two-factor challenge.
 */
import { z } from 'zod';
import * as authEndpoints from '../endpoints/auth';
import * as sessionEndpoints from '../endpoints/session';
import { INVALID_EMAIL, TERMS_REQUIRED } from '../form-rules';
import { codeSentSchema, customerOverviewSchema, twoFactorMethodSchema } from './accounts';
import {
  dateOfBirth,
  email,
  favouriteNumbers,
  newPassword,
  password,
  phone,
  requiredText,
  state,
  token,
} from './fields';
import { routesOf } from './routes';

const attributionField = z.string().max(200).optional();

/** Where a customer came from: the utm session fields and an affiliate code (spec 1 §3). */
export const attributionSchema = z.object({
  campaign: attributionField,
  content: attributionField,
  medium: attributionField,
  referrer: z.string().max(2000).optional(),
  referringDomain: attributionField,
  source: attributionField,
  term: attributionField,
  affiliateCode: z.string().max(64).optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** POST /login (v3.3), first step. A remembered device's token skips the second. */
export const passwordLoginSchema = z.object({
  email,
  password,
  deviceToken: z.string().max(100).optional(),
  attribution: attributionSchema.optional(),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

/** POST /login (v3.3), second step: the pending-login token and the code. */
export const codeLoginSchema = z.object({
  token: z.string().min(1),
  code: z.string(),
  rememberDevice: z.boolean().optional(),
});
export type CodeLogin = z.infer<typeof codeLoginSchema>;

/** POST /autologin, /transfer and /login/resend. */
export const tokenBodySchema = z.object({ token });

/** POST /forgot-password. */
export const forgotPasswordSchema = z.object({ email });

/** GET /check-email. */
export const checkEmailQuerySchema = z.object({ email: z.email(INVALID_EMAIL) });
export const emailAvailabilitySchema = z.object({ email: z.string(), available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

/** POST /signup (v3.5). */
export const signupSchema = z.object({
  email,
  password: newPassword,
  firstname: requiredText(60),
  lastname: requiredText(60),
  dateOfBirth,
  phone,
  state,
  marketingOptIn: z.boolean().default(false),
  /** The form's tick box, sent ticked or not: only a tick opens the account. */
  termsAccepted: z.boolean(TERMS_REQUIRED).refine((accepted) => accepted, TERMS_REQUIRED),
  attribution: attributionSchema.optional(),
  metadata: z.object({ platform: z.string().max(20) }).optional(),
  favouriteNumbers: favouriteNumbers.optional(),
});
/** What the PWA sends; the API fills in what is left out. */
export type SignupBody = z.input<typeof signupSchema>;

/** POST /refresh (URL-encoded) and the tokens of every sign-in. */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** A successful sign-in or sign-up (spec 1 §3 "login result"). */
export const loginResultSchema = tokenPairSchema.extend({
  /** Present when the customer ticked "Don't require 2FA again". */
  rememberDeviceToken: z.string().optional(),
  customer: customerOverviewSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The 403 `2fa_required` answer's result: the pending token and how the code arrives. */
export const twoFactorChallengeSchema = z.object({
  token: z.string(),
  twoFactorAuth: z.object({ method: twoFactorMethodSchema, identifier: z.string() }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /customer/transfer: a one-time link that signs this customer in on the web. */
export const transferLinkSchema = z.object({ token: z.string(), url: z.string() });
export type TransferLink = z.infer<typeof transferLinkSchema>;

const signedIn = { answer: loginResultSchema };

export const authRoutes = routesOf(authEndpoints, {
  login: { body: passwordLoginSchema, ...signedIn },
  loginWithCode: { body: codeLoginSchema, ...signedIn },
  resendCode: { body: tokenBodySchema, answer: codeSentSchema },
  autologin: { body: tokenBodySchema, ...signedIn },
  transfer: { body: tokenBodySchema, ...signedIn },
  transferLink: { answer: transferLinkSchema },
  forgotPassword: { body: forgotPasswordSchema, answer: z.null() },
  checkEmail: { query: checkEmailQuerySchema, answer: emailAvailabilitySchema },
  signup: { body: signupSchema, ...signedIn },
});

export const sessionRoutes = routesOf(sessionEndpoints, {
  refresh: { body: z.object({ refreshToken: z.string().min(1) }), answer: tokenPairSchema },
  logout: { answer: z.null() },
});
