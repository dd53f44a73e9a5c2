/**
 * Calls by declaration (contract/endpoints): the endpoint's service, method, path, version and body
 * form come from its declaration, its params, query, body and answer are typed by it. Apart from
 * index.ts so a page loads it with the first feature that calls this way.
 */
import { snakeizeKeys } from '@contract/case';
import type { QueryValue } from '@contract/query-string';
import {
  pathOf,
  versionOf,
  type AnswerOf,
  type BodyOf,
  type CallInput,
  type Endpoint,
} from '@contract/endpoints/endpoint';
import { serviceRequest, type ApiResponse, type RequestOptions } from './index';

/** How a call is made, besides what its endpoint declares. */
export type CallOptions = Omit<
  RequestOptions,
  'method' | 'query' | 'body' | 'form' | 'files' | 'version' | 'idempotencyKey'
>;
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E> & CallOptions]
    : [input: CallInput<E> & CallOptions];

/** The body as its endpoint sends it: JSON (converted by the client), a URL-encoded form, or multipart. */
function encoded(endpoint: Endpoint, body: unknown): Pick<RequestOptions, 'body' | 'form' | 'files'> {
  if (endpoint.form) return { form: snakeizeKeys(body) as Record<string, string> };
  if (!endpoint.multipart) return { body };
  const files = new FormData();
  for (const [name, values] of Object.entries(body as Record<string, Blob[]>))
    for (const value of values) files.append(name, value);
  return { files };
}

/** The whole answer of a declared endpoint: its result, messages and paging. */
export function callEnvelope<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ApiResponse<AnswerOf<E>>> {
  const { params, query, body, ...options } = (input ?? {}) as CallOptions & {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return serviceRequest<AnswerOf<E>>(endpoint.service, pathOf(endpoint, params), {
    ...options,
    method: endpoint.method,
    // Query and form keys are written in snake_case on the wire, as JSON bodies are (by the client).
    ...(query && { query: snakeizeKeys(query) as typeof query }),
    ...encoded(endpoint, body),
    version: versionOf(endpoint, body as BodyOf<E>),
  });
}

/** A declared endpoint's result: `call(walletEndpoints.fund, { params: { fundId } })`. */
export const call = async <E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<AnswerOf<E>> =>
  (await callEnvelope(endpoint, ...input)).result;
