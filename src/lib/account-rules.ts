/**
 * Account rules the sign-up and password forms check as the customer types and the reference API
 * enforces again (spec 1 §5 leaves them "not shown"; these are what an Australian retailer asks).
 * Shared so the two can never disagree.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_RULE = `Use at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;

export function passwordProblem(password: string): string | undefined {
  const fits = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  return fits && /[A-Za-z]/.test(password) && /\d/.test(password) ? undefined : PASSWORD_RULE;
}

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

export const DATE_OF_BIRTH_NEEDED = 'Please enter your date of birth';

export const underAgeMessage = (minAge: number) => `You must be ${minAge} or older to open an account.`;

/** Favourite numbers are one set of main numbers: the widest matrix sold (Oz Lotto) is 1–47. */
export const FAVOURITE_NUMBER_MAX = 47;
export const FAVOURITE_NUMBERS_LIMIT = 10;
