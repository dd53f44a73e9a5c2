/**
 * Form messages and field rules (spec 1 §5), one copy for the PWA's forms and the reference API's
 * schemas, so the two can never disagree. Plain values and checks, no zod: the PWA imports them
 * as they are. Where spec 1 §5 leaves a rule "not shown" (password, age), these are what an
 * Australian retailer asks.
 */
import { RUNNING_SITE, STATES } from './site-locale';

export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_POSTCODE = 'Please enter a valid post code';
export const CHOOSE_STATE = 'Please choose your state';
export const TERMS_REQUIRED = 'You must agree to the terms and conditions to proceed.';
export const DATE_OF_BIRTH_NEEDED = 'Please enter your date of birth';
/**
 * Spec 1 §5's mismatch message, naming the field typed twice (a new password, where winnings are
 * paid): "The passwords do not match. Please re-enter your new password."
 */
export const fieldsDiffer = (fieldName: string, plural = `${fieldName}s`) =>
  `The ${plural} do not match. Please re-enter your ${fieldName}.`;
/** The second entry of a field typed twice: the mismatch message until it is the same as the first. */
export const sameAsProblem =
  (fieldName: string, plural?: string) =>
  (repeat: string, first: string): string | undefined =>
    repeat.trim() === ''
      ? REQUIRED
      : repeat.trim() === first.trim()
        ? undefined
        : fieldsDiffer(fieldName, plural);

export { STATES, type StateCode } from './site-locale';

export const EMAIL_MAX_LENGTH = 254;
/** Spec 1 §5 shows no bound for a feedback comment; this keeps one to a page of text. */
export const FEEDBACK_COMMENT_MAX = 2000;
/** The contact form's bounds (issue 36): a name as the account's are kept, two pages of text. */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 4000;
/** The site's phone numbers and postcodes (an Australian site's, or a British one's). */
export const PHONE_PATTERN = RUNNING_SITE.phonePattern;
export const POSTCODE_PATTERN = RUNNING_SITE.postcodePattern;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field check: the message to show, or undefined when the value is fine. */
export type FieldCheck<T = string> = (value: T) => string | undefined;

const matching =
  (pattern: RegExp, message: string): FieldCheck =>
  (value) => {
    const trimmed = value.trim();
    if (!trimmed) return REQUIRED;
    return pattern.test(trimmed) ? undefined : message;
  };

export const ONE_LINE = 'Please keep this to one line, without line breaks or control characters.';

/** C0 and C1 control characters (CR and LF among them), DEL, and Unicode's line and paragraph separators. */
const breaksTheLine = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

/**
 * A one-line field (a name, an address line) holds no control character: copied into an email's
 * subject, a CR/LF would begin a header of the sender's choosing.
 */
export const oneLineProblem: FieldCheck = (value) => ([...value].some(breaksTheLine) ? ONE_LINE : undefined);

export const requiredProblem: FieldCheck = (value) => (value.trim() ? undefined : REQUIRED);
export const emailProblem = matching(EMAIL_PATTERN, INVALID_EMAIL);
export const phoneProblem = matching(PHONE_PATTERN, INVALID_PHONE);
export const postcodeProblem = matching(POSTCODE_PATTERN, INVALID_POSTCODE);
export const stateProblem: FieldCheck = (value) =>
  (STATES as readonly string[]).includes(value) ? undefined : CHOOSE_STATE;
/** An email that may be left out (the feedback form's), but when given must be one. */
export const optionalEmailProblem: FieldCheck = (value) => (value.trim() ? emailProblem(value) : undefined);
export const termsProblem: FieldCheck<boolean> = (accepted) => (accepted ? undefined : TERMS_REQUIRED);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_RULE = `Use at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;

export const passwordProblem: FieldCheck = (password) => {
  const fits = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  return fits && /[A-Za-z]/.test(password) && /\d/.test(password) ? undefined : PASSWORD_RULE;
};

/** A new password: required first, then the rule. */
export const newPasswordProblem: FieldCheck = (password) => (password ? passwordProblem(password) : REQUIRED);

/** Whole years between a YYYY-MM-DD birth date and `today`; undefined when it is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born > today) return undefined;
  let age = today.getUTCFullYear() - year;
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  if (!birthdayPassed) age -= 1;
  return age;
}

export const underAgeMessage = (minAge: number) => `You must be ${minAge} or older to open an account.`;

/** The date-of-birth check for sign-up: a real date, and old enough on `today`. */
export function dateOfBirthProblem(dateOfBirth: string, minAge: number, today: Date): string | undefined {
  if (!dateOfBirth) return REQUIRED;
  const age = ageOn(dateOfBirth, today);
  if (age === undefined) return DATE_OF_BIRTH_NEEDED;
  return age < minAge ? underAgeMessage(minAge) : undefined;
}

/** Favourite numbers are one set of main numbers: the widest matrix sold (Oz Lotto) is 1–47. */
export const FAVOURITE_NUMBER_MAX = 47;
export const FAVOURITE_NUMBERS_LIMIT = 10;
