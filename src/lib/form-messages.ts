/**
 * The form messages shared across the product (spec 1 §5) and the checks that give them, for
 * every form that asks for an email, a phone number, a postcode or a state.
 */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_POSTCODE = 'Please enter a valid post code';
export const CHOOSE_STATE = 'Please choose your state';

/** Australian states and territories, and "other" for customers elsewhere (spec 1 §1). */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER'] as const;

/** An Australian landline or mobile, with or without +61 and spaces. */
export const PHONE_PATTERN = /^(\+?61|0)[2-478](?:[ -]?\d){8}$/;
export const POSTCODE_PATTERN = /^\d{4}$/;

const check = (pattern: RegExp, message: string) => (value: string) => {
  const trimmed = value.trim();
  if (!trimmed) return REQUIRED;
  return pattern.test(trimmed) ? undefined : message;
};

export const emailProblem = check(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL);
export const phoneProblem = check(PHONE_PATTERN, INVALID_PHONE);
export const postcodeProblem = check(POSTCODE_PATTERN, INVALID_POSTCODE);
export const requiredProblem = (value: string) => (value.trim() ? undefined : REQUIRED);

/** A check as a form library's rule, where null means valid. */
export const asFormRule =
  (check: (value: string) => string | undefined) =>
  (value: string): string | null =>
    check(value) ?? null;
