/** The shared form messages of spec 1 §5 that the sign-in forms use, and the email check. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return REQUIRED;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : INVALID_EMAIL;
}
