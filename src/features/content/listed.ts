/**
 * A content-service listing answers only the fields it asks for: `fieldsOf` writes the question,
 * `withFields` checks each answer holds them, so a list's items are typed by what was asked.
 */
import { toSnake } from '@contract/case';
import type { Listed } from '@contract/schemas/content';

/** The `fields` query of a listing: the fields named as the service keeps them. */
export const fieldsOf = (fields: readonly string[]) => fields.map(toSnake).join(',');

/** The item with each field asked for; one the service left out is a fault, not an empty value. */
export function withFields<T extends { id: string }, K extends keyof T>(
  item: Listed<T>,
  fields: readonly K[],
): Pick<T, K> {
  const missing = fields.find((field) => item[field] === undefined);
  if (missing !== undefined) throw new Error(`The content service left out ${String(missing)}`);
  return item as Pick<T, K>;
}
