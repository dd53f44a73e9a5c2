/** Paged lists (spec 2 §7): `limit` and `offset` in the query, and the page info the envelope carries. */
import { z } from 'zod';

export const paging = (size: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(50).default(size),
    offset: z.coerce.number().int().min(0).default(0),
  });

export const pageInfo = (limit: number, offset: number, total: number) => ({
  page: Math.floor(offset / limit) + 1,
  pageSize: limit,
  total,
  totalPages: Math.ceil(total / limit),
});
