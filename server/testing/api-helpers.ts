/** Calls the signed API the way the PWA does, for server tests: JSON, forms, bearer tokens, mail. */
import { testApp } from './test-app';

export interface Body<T = Record<string, unknown>> {
  result: T;
  messages: { code: string; message: string; target?: string }[];
  errors?: Record<string, { code: string; message: string }[]>;
  pageInfo?: { page: number; pageSize: number; total: number; totalPages: number };
}

export const read = async <T>(response: Response) => (await response.json()) as Body<T>;

export async function apiTestApp(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  const bearer = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const send = (path: string, method: string, body: unknown, token?: string, version = '3.3') =>
    t.signed(`/api/v2${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { version, ...bearer(token) },
    });
  const form = (path: string, fields: Record<string, string>, token?: string, method = 'POST') =>
    t.signed(`/api/v2${path}`, {
      method,
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    });
  const get = (path: string, token?: string) => t.signed(`/api/v2${path}`, { headers: bearer(token) });
  const login = (body: unknown) => send('/login', 'POST', body);
  const refresh = (token: string) => form('/refresh', { refresh_token: token });
  const mail = async (to: string) =>
    (await read<{ subject: string; text: string }[]>(await t.app.request(`/api/sandbox/mailbox?to=${to}`)))
      .result;
  const latestCode = async (to: string) => /\b(\d{6})\b/.exec((await mail(to))[0]!.text)![1]!;
  return { ...t, send, form, get, login, refresh, mail, latestCode };
}
