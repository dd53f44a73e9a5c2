/**
 * THE validation middleware: reads a request's JSON body, form, query or path, converts its keys
 * to camelCase and checks it with a contract/ schema. A failure is a 422 whose `errors` map names
 * each field with its messages (target "general" when a problem is about no single field).
 * Handlers read what passed with `c.req.valid(target)`.
 */
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { camelizeKeys } from '@contract/case';
import { listed } from '@contract/query-string';
import { type Message } from './envelope';
import { nestsDeeperThan } from './json-depth';
import { Refused, VALIDATION_FAILED } from '../refusal';

function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, Message[]> = {};
  for (const issue of parsed.error.issues) {
    const target = issue.path.length > 0 ? issue.path.map(String).join('.') : 'general';
    (errors[target] ??= []).push({ code: issue.code, message: issue.message, target, level: 'error' });
  }
  throw new Refused(422, [VALIDATION_FAILED], errors);
}

/** `valid('json', schema)`: the request's part, camelCased and checked. */
export function valid<Target extends keyof ValidationTargets, S extends z.ZodType>(
  target: Target,
  schema: S,
) {
  return validator(target, (value): z.infer<S> => {
    if (nestsDeeperThan(value))
      throw Refused.of(400, 'bad_request', 'The request body is nested too deeply.');
    // A query's bracketed arrays (`c[]=pages`) are read as lists under their own names.
    return check(schema, camelizeKeys(target === 'query' ? listed(value as Record<string, string>) : value));
  });
}
