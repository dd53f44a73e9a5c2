/**
 * Texts the reference API answers with and the PWA shows or recognises, written once (spec 1 §5,
 * §8). Field messages live beside their rules in form-rules.ts.
 */
export const CODE_REQUIRED = 'A 6 digit code is required.';
export const CODE_INCORRECT = 'Code is incorrect or expired. Try again or contact support.';
export const ACCOUNT_LOCKED =
  'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';
export const EMAIL_LINK_INVALID = 'Email link no longer valid';
export const EMAIL_TAKEN = 'An account with this email already exists. Log in or reset your password.';

/** Sign in with Apple or Google (spec 1 §6): what the API answers when a provider's answer fails. */
export const SOCIAL_MESSAGES = {
  expired: 'This sign-in has expired or was already used. Please start again.',
  refused: (provider: string) => `${provider} could not confirm who you are. Please try again.`,
  unknown: (provider: string) =>
    `No Lucky Dip account uses this ${provider} account yet. Open one with it below, or sign in with your password and link it under Login and security.`,
  linkedElsewhere: (provider: string) =>
    `This ${provider} account is already linked to another Lucky Dip account.`,
  alreadyLinked: (provider: string) =>
    `A ${provider} account is already linked. Unlink it first to link another.`,
  lastWayIn:
    'This is the only way into your account. Set a password first (Forgot password emails you a link), then unlink it.',
  registered: (provider: string, email: string) =>
    `There is already a Lucky Dip account for ${email}. Log in with its password below, then link ${provider} under Login and security to log in with it next time.`,
  emailTaken: (provider: string) =>
    `An account with this email already exists. Sign in with your password, then link ${provider} under Login and security.`,
} as const;
