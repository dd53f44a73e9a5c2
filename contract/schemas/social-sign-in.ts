/**
 * Sign in with Apple or Google (spec 1 §6, §7): the API sends the customer to the provider
 * (OpenID Connect, authorization code with PKCE) and checks the signed ID token that comes back.
 * POST /social-authentication/login and /link start a sign-in or a link and answer the provider's
 * address; the page the provider returns to hands its code and state to /login/complete or
 * /link/complete; /list and /unlink manage the links. A sign-in whose provider account matches no
 * customer answers 404 `social_account_unknown` with what the provider told, for the sign-up form.
 */
import { z } from 'zod';
import * as socialEndpoints from '../endpoints/social-sign-in';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../social-providers';
import { loginResultSchema, signupSchema } from './auth';
import { token } from './fields';
import { routesOf } from './routes';

export type { SocialProvider };
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** POST /social-authentication/login and /link. */
export const socialStartSchema = z.object({ provider: socialProviderSchema });
export const socialStartResultSchema = z.object({ url: z.string() });
export type SocialStartResult = z.infer<typeof socialStartResultSchema>;

/** POST /social-authentication/login/complete and /link/complete: what the provider returned. */
export const socialReturnSchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000),
});
export type SocialReturn = z.infer<typeof socialReturnSchema>;

/** The 404 `social_account_unknown` answer's result: the provider's account, to sign up with. */
export const socialSignupOfferSchema = z.object({
  signupToken: z.string(),
  provider: socialProviderSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type SocialSignupOffer = z.infer<typeof socialSignupOfferSchema>;

/**
 * The 409 `social_email_registered` answer's result: the provider's email is an account's already,
 * so the customer signs in with its password (and links the provider afterwards).
 */
export interface SocialEmailRegistered {
  email: string;
  provider: z.infer<typeof socialProviderSchema>;
}

/** POST /social-authentication/signup: the sign-up form without a password or an email. */
export const socialSignupSchema = signupSchema
  .omit({ email: true, password: true })
  .extend({ signupToken: token });
export type SocialSignupBody = z.input<typeof socialSignupSchema>;

/** GET /social-authentication/list; /link/complete and /unlink answer it too. */
export const socialLoginsSchema = z.object({
  logins: z.array(z.object({ provider: socialProviderSchema, email: z.string(), linkedAt: z.string() })),
  /** Without a password, the last linked provider is the only way in and cannot be unlinked. */
  hasPassword: z.boolean(),
});
export type SocialLogins = z.infer<typeof socialLoginsSchema>;

/** POST /social-authentication/unlink. */
export const socialUnlinkSchema = z.object({ provider: socialProviderSchema });

const start = { body: socialStartSchema, answer: socialStartResultSchema };

export const socialRoutes = routesOf(socialEndpoints, {
  startLogin: start,
  startLink: start,
  completeLogin: { body: socialReturnSchema, answer: loginResultSchema },
  completeLink: { body: socialReturnSchema, answer: socialLoginsSchema },
  logins: { answer: socialLoginsSchema },
  unlink: { body: socialUnlinkSchema, answer: socialLoginsSchema },
  signup: { body: socialSignupSchema, answer: loginResultSchema },
});
