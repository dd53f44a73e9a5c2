/**
 * The response envelope `{ result, page_info, links, messages, entities }`. Handlers build
 * answers in camelCase, typed by contract/; on the wire every key is snake_case, as the PWA's
 * request convention expects (it converts back). Failures carry `messages` (code, message,
 * target, level) and, for validation, an `errors` map from field name to messages.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { snakeizeKeys, toSnake } from '@contract/case';
import type { Envelope, Message } from '@contract/schemas/envelope';
import type { Refused } from '../domain/refusal';

export type { Message };

export const VALIDATION_FAILED: Message = {
  code: 'validation_failed',
  message: 'Please check the highlighted fields.',
  level: 'error',
};

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messages: Message[],
    readonly errors?: Record<string, Message[]>,
    /** What the customer's next step needs: the two-factor challenge, or the offer to sign up. */
    readonly result: unknown = null,
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
  }

  /** Not the answer asked for, but the step before it, with what that step needs (an `info` message). */
  static step(status: ContentfulStatusCode, code: string, message: string, result: unknown): HttpError {
    return new HttpError(status, [{ code, message, level: 'info' }], undefined, result);
  }

  /** A 422 about one field (named as the contract names it), shaped like validation failures. */
  static field(target: string, code: string, message: string): HttpError {
    return new HttpError(422, [VALIDATION_FAILED], { [target]: [{ code, message, target, level: 'error' }] });
  }

  static of(status: ContentfulStatusCode, code: string, message: string, target?: string): HttpError {
    return new HttpError(status, [{ code, message, level: 'error', ...(target ? { target } : {}) }]);
  }
}

/** A business rule's refusal (server/domain/refusal.ts) as the API answers it. */
export function refusalError(refused: Refused): HttpError {
  if (refused.fields)
    return new HttpError(
      422,
      [VALIDATION_FAILED],
      Object.fromEntries(
        Object.entries(refused.fields).map(([target, { code, message }]) => [
          target,
          [{ code, message, target, level: 'error' }],
        ]),
      ),
    );
  if (refused.named && refused.target) {
    const problem = {
      code: refused.code,
      message: refused.message,
      target: refused.target,
      level: 'error',
    } as const;
    return new HttpError(422, [problem], { [refused.target]: [problem] });
  }
  return HttpError.of(refused.status, refused.code, refused.message, refused.target);
}

export type Extra<T> = Omit<Envelope<T>, 'result' | 'messages' | 'errors'> & { messages?: Message[] };

/** A success: the result and the rest of the envelope, snake_cased for the wire. */
export function ok<T>(
  c: Context,
  result: T,
  extra: Extra<T> = {},
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(snakeizeKeys({ result, messages: [], ...extra }), status);
}

/** A success whose only news is a message for the customer. */
export const success = (message: string): Message => ({ code: 'success', message, level: 'success' });

/** Field names and targets are written in the contract's camelCase; the wire names them in snake_case. */
const wireMessage = (message: Message): Message =>
  message.target ? { ...message, target: toSnake(message.target) } : message;

export function errorBody(error: HttpError): Envelope<unknown> {
  const errors =
    error.errors &&
    Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [toSnake(field), messages.map(wireMessage)]),
    );
  return {
    result: snakeizeKeys(error.result),
    messages: error.messages.map(wireMessage),
    ...(errors ? { errors } : {}),
  };
}
