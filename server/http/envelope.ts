/**
 * The response envelope `{ result, page_info, links, messages, entities }` (snake_case on the
 * wire) and the error shape the PWA reads: `messages` (code, message, target, level) plus an
 * `errors` map from field name to messages for validation failures.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export interface Message {
  code: string;
  message: string;
  target?: string;
  level?: 'error' | 'info' | 'warning' | 'success';
}

export interface Envelope<T> {
  result: T;
  page_info?: { page: number; page_size: number; total: number; total_pages: number };
  links?: Record<string, string>;
  messages?: Message[];
  entities?: Record<string, unknown>;
}

const VALIDATION_FAILED: Message = {
  code: 'validation_failed',
  message: 'Please check the highlighted fields.',
  level: 'error',
};

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messages: Message[],
    readonly errors?: Record<string, Message[]>,
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
  }

  /** A 422 about one field, shaped like the failures `validate` reports. */
  static field(target: string, code: string, message: string): HttpError {
    return new HttpError(422, [VALIDATION_FAILED], { [target]: [{ code, message, target, level: 'error' }] });
  }

  static of(status: ContentfulStatusCode, code: string, message: string, target?: string): HttpError {
    return new HttpError(status, [{ code, message, level: 'error', ...(target ? { target } : {}) }]);
  }
}

export function ok<T>(
  c: Context,
  result: T,
  extra: Omit<Envelope<T>, 'result'> = {},
  status: ContentfulStatusCode = 200,
): Response {
  return c.json({ result, messages: [], ...extra }, status);
}

export function errorBody(error: HttpError): Envelope<null> & { errors?: Record<string, Message[]> } {
  return { result: null, messages: error.messages, ...(error.errors ? { errors: error.errors } : {}) };
}

/** Validates a value with zod; failures become a 422 whose `errors` map is keyed by field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, Message[]> = {};
  for (const issue of parsed.error.issues) {
    const target = issue.path.length > 0 ? issue.path.map(String).join('.') : 'general';
    (errors[target] ??= []).push({ code: issue.code, message: issue.message, target, level: 'error' });
  }
  throw new HttpError(422, [VALIDATION_FAILED], errors);
}
