/**
 * snake_case on the wire, camelCase in the app. Only object keys change; values (capability names,
 * codes, enum strings) are data and stay as the server wrote them. Hand-written because the
 * registry's deep key converters pull in several packages for what is two regular expressions.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export function toCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function toSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamel) as T;
}

export function snakeizeKeys(value: unknown): unknown {
  return convertKeys(value, toSnake);
}
