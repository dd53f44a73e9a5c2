/**
 * The form rules of ../form-rules.ts as zod schemas, so the reference API refuses a value with the
 * very message the PWA's form shows for it.
 */
import { z } from 'zod';
import {
  CHOOSE_STATE,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_POSTCODE,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  REQUIRED,
  STATES,
  DATE_OF_BIRTH_NEEDED,
  FAVOURITE_NUMBER_MAX,
  FAVOURITE_NUMBERS_LIMIT,
  ONE_LINE,
  oneLineProblem,
  passwordProblem,
} from '../form-rules';

export const email = z.email(INVALID_EMAIL).max(EMAIL_MAX_LENGTH);
/** One line of text a person types (a name, an address line): never a control character. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => oneLineProblem(value) === undefined, ONE_LINE);
export const requiredText = (max: number) => lineText(max).min(1, REQUIRED);
/** A password being checked, not chosen: any non-empty value. */
export const password = z.string().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH);
export const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const phone = z.string().trim().regex(PHONE_PATTERN, INVALID_PHONE);
export const postcode = z.string().trim().regex(POSTCODE_PATTERN, INVALID_POSTCODE);
/** A form sends whatever its state select holds (nothing chosen is ''): any text, then one of the states. */
export const state = z.string().pipe(z.enum(STATES, CHOOSE_STATE));
export const dateOfBirth = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_OF_BIRTH_NEEDED);
export const favouriteNumbers = z
  .array(z.number().int().min(1).max(FAVOURITE_NUMBER_MAX))
  .max(FAVOURITE_NUMBERS_LIMIT)
  .refine((numbers) => new Set(numbers).size === numbers.length, 'Each favourite number may appear once.');
/** One-time tokens from links, pending sign-ins and transfers. */
export const token = z.string().min(1).max(100);

export const moneySchema = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** A paged list's query (spec 2 §7): `limit` and `offset`, a page of `size` from the start by default. */
/** A flag in a query: the PWA passes true or false, the wire carries its text. */
export const queryFlag = z.union([z.boolean(), z.stringbool()]);

export const pagingQuery = (size: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(50).default(size),
    offset: z.coerce.number().int().min(0).default(0),
  });
