/**
 * The content service's query language, in the manner of a headless CMS: `fields` (comma list,
 * `*` for all; the id always), `filter` (JSON: {"field": {"_eq": value}}, operators _eq, _neq, _in, _nin, _null,
 * _nnull, _lt, _lte, _gt, _gte, _contains), `sort` (comma list, `-` for descending), `limit` and
 * `offset`; and which items may be shown at all (spec 3 §4). Field names are the stored ones.
 */
import { z } from 'zod';
import { isContentVisible, type ContentStatus } from '@contract/content-visibility';
import type { ItemQuery } from '@contract/schemas/content';
import type { StoredItem } from '../../db/content';
import { Refused } from '../../refusal';

export type Item = Record<string, unknown> & {
  id: string;
  status: ContentStatus;
  date_published: string | null;
};

/** The items a visitor (or, with `preview`, an editor) may see, each with its publication fields. */
export function visibleItems(stored: StoredItem[], now: Date, preview: boolean): Item[] {
  return stored
    .filter((item) => isContentVisible(item, now, preview))
    .map((item) => ({
      ...item.data,
      id: item.id,
      status: item.status,
      date_published: item.datePublished,
      sort: item.sort,
    }));
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const condition = z
  .object({
    _eq: scalar,
    _neq: scalar,
    _in: z.array(scalar),
    _nin: z.array(scalar),
    _null: z.boolean(),
    _nnull: z.boolean(),
    _lt: z.union([z.string(), z.number()]),
    _lte: z.union([z.string(), z.number()]),
    _gt: z.union([z.string(), z.number()]),
    _gte: z.union([z.string(), z.number()]),
    _contains: z.string(),
  })
  .partial()
  .strict();
const filterSchema = z.record(z.string(), condition);

type Condition = z.infer<typeof condition>;

function matches(value: unknown, cond: Condition): boolean {
  const comparable = value as string | number;
  if (cond._eq !== undefined && value !== cond._eq) return false;
  if (cond._neq !== undefined && value === cond._neq) return false;
  if (cond._in && !cond._in.includes(value as never)) return false;
  if (cond._nin?.includes(value as never)) return false;
  if (cond._null !== undefined && (value === null || value === undefined) !== cond._null) return false;
  if (cond._nnull !== undefined && (value !== null && value !== undefined) !== cond._nnull) return false;
  if (cond._lt !== undefined && !(comparable < cond._lt)) return false;
  if (cond._lte !== undefined && !(comparable <= cond._lte)) return false;
  if (cond._gt !== undefined && !(comparable > cond._gt)) return false;
  if (cond._gte !== undefined && !(comparable >= cond._gte)) return false;
  if (cond._contains !== undefined && !(typeof value === 'string' && value.includes(cond._contains)))
    return false;
  return true;
}

function parseFilter(text: string | undefined): Record<string, Condition> {
  if (!text) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw Refused.of(
      400,
      'invalid_filter',
      'filter must be JSON such as {"status":{"_eq":"published"}}.',
      'filter',
    );
  }
  const parsed = filterSchema.safeParse(json);
  if (!parsed.success) throw Refused.of(400, 'invalid_filter', 'filter uses an unknown operator.', 'filter');
  return parsed.data;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

export function queryItems(
  items: Item[],
  query: ItemQuery,
): { data: Record<string, unknown>[]; total: number } {
  const filter = parseFilter(query.filter);
  let result = items.filter((item) =>
    Object.entries(filter).every(([field, cond]) => matches(item[field], cond)),
  );
  if (query.sort) {
    const keys = query.sort
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    result = [...result].sort((a, b) => {
      for (const key of keys) {
        const descending = key.startsWith('-');
        const field = descending ? key.slice(1) : key;
        const order = compare(a[field], b[field]);
        if (order !== 0) return descending ? -order : order;
      }
      return 0;
    });
  }
  const total = result.length;
  const offset = query.offset ?? 0;
  const limit = query.limit === undefined || query.limit === -1 ? undefined : query.limit;
  result = result.slice(offset, limit === undefined ? undefined : offset + limit);
  return { data: result.map((item) => pickFields(item, query.fields)), total };
}

function pickFields(item: Record<string, unknown>, fields: string | undefined): Record<string, unknown> {
  if (!fields || fields.split(',').some((field) => field.trim() === '*')) return item;
  // The id always, so a listing's items can be told apart (and keyed) whatever was asked.
  const picked: Record<string, unknown> = { id: item.id };
  for (const field of fields.split(',').map((f) => f.trim())) {
    if (field in item) picked[field] = item[field];
  }
  return picked;
}
