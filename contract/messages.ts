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
