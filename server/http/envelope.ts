/**
 * The response envelope `{ result, page_info, links, messages, entities }`. Handlers build
 * answers in camelCase, typed by contract/; on the wire every key is snake_case, as the PWA's
 * request convention expects (it converts back). Failures carry `messages` (code, message,
 * target, level) and, for validation, an `errors` map from field name to messages: a refusal
 * (server/refusal.ts) answered.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { snakeizeKeys, toSnake } from '@contract/case';
import type { Envelope, Message } from '@contract/schemas/envelope';
import type { Refused } from '../refusal';

export type { Message };

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

export function errorBody(error: Refused): Envelope<unknown> {
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
