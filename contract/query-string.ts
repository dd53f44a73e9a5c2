/**
 * A call's query on the wire. A list goes as the spec's bracketed arrays (spec 1 §7: the
 * translations' `c[]=pages&c[]=blog_posts`), one pair a value; a field left undefined is not sent.
 * Written once for the PWA's client and the server tests; the server reads it back with `listed`.
 */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export function queryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A query as it came (a repeated key as a list), its bracketed arrays under their own names. */
export function listed(query: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) =>
      key.endsWith('[]') ? [key.slice(0, -2), [value].flat()] : [key, value],
    ),
  );
}
