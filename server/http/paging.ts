/** Paged lists (spec 2 §7): the page info the envelope carries (the query is contract/schemas/fields's pagingQuery). */
export const pageInfo = (limit: number, offset: number, total: number) => ({
  page: Math.floor(offset / limit) + 1,
  pageSize: limit,
  total,
  totalPages: Math.ceil(total / limit),
});
