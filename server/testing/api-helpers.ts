/** Calls the signed API the way the PWA does, for server tests: declared endpoints, bearer tokens, mail. */
import { camelizeKeys, snakeizeKeys } from '@contract/case';
import * as auth from '@contract/endpoints/auth';
import {
  pathOf,
  versionOf,
  type AnswerOf,
  type BodyOf,
  type CallInput,
  type Endpoint,
} from '@contract/endpoints/endpoint';
import { queryString, type QueryValue } from '@contract/query-string';
import type { PasswordLogin } from '@contract/schemas/auth';
import { SERVICES } from '../services/registry';
import { testApp, type Instance } from './test-app';

export interface Body<T = Record<string, unknown>> {
  result: T;
  messages: { code: string; message: string; target?: string }[];
  errors?: Record<string, { code: string; message: string }[]>;
  pageInfo?: { page: number; pageSize: number; total: number; totalPages: number };
}

export const read = async <T>(response: Response) => (await response.json()) as Body<T>;

/**
 * A body on the wire as the PWA sends it: snake_case JSON, a form's fields, or a multipart form's
 * files (whose content type, with its boundary, goes in `headers`).
 */
async function encoded(endpoint: Endpoint, body: unknown, headers: Record<string, string>) {
  if (endpoint.form) return new URLSearchParams(snakeizeKeys(body) as Record<string, string>).toString();
  if (!endpoint.multipart) return JSON.stringify(snakeizeKeys(body));
  const form = new FormData();
  for (const [name, files] of Object.entries(body as Record<string, File[]>))
    for (const file of files) form.append(name, file);
  const multipart = new Response(form);
  headers['content-type'] = multipart.headers.get('content-type') ?? '';
  return new Uint8Array(await multipart.arrayBuffer());
}

/** Whose call it is, on which instance, with which extra request headers. */
interface CallAs {
  token?: string;
  instance?: Instance;
  headers?: Record<string, string>;
}

export async function apiTestApp(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const bearer = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  /**
   * A declared endpoint called as the PWA calls it (its path, version and body's wire form), as
   * `token`'s customer; the whole response, for the test to read.
   */
  const call = async <E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    { token, instance, headers: extra = {} }: CallAs = {},
  ) => {
    const { params, query, body, idempotencyKey } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      idempotencyKey?: string;
    };
    const service = SERVICES.find((entry) => entry.name === endpoint.service);
    const headers: Record<string, string> = {
      version: versionOf(endpoint, body as BodyOf<E>) ?? service?.defaultVersion ?? '',
      ...bearer(token),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...extra,
    };
    if (endpoint.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    return t.signed(
      `${service?.base}${pathOf(endpoint, params)}${queryString(snakeizeKeys(query) as typeof query)}`,
      {
        method: endpoint.method,
        ...(body === undefined ? {} : { body: await encoded(endpoint, body, headers) }),
        headers,
        ...(instance ? { instance } : {}),
      },
    );
  };
  /** A declared endpoint's answer as the PWA reads it (camelCase keys), typed by its declaration. */
  const answer = async <E extends Endpoint>(endpoint: E, input: CallInput<E>, as: CallAs = {}) =>
    camelizeKeys<Body<AnswerOf<E>>>(await (await call(endpoint, input, as)).json());
  const login = (body: PasswordLogin) => call(auth.login, { body });
  const mail = async (to: string) =>
    (await read<{ subject: string; text: string }[]>(await t.app.request(`/api/sandbox/mailbox?to=${to}`)))
      .result;
  const latestCode = async (to: string) => /\b(\d{6})\b/.exec((await mail(to))[0]!.text)![1]!;
  return { ...t, call, answer, login, mail, latestCode };
}
