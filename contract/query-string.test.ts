import { describe, expect, it } from 'vitest';
import { listed, queryString } from './query-string';

describe('a query on the wire', () => {
  it('sends a list as bracketed arrays, one pair a value, and leaves out what is undefined', () => {
    expect(queryString({ c: ['pages', 'blog_posts'], t: ['seo_title'], limit: 4, draft: undefined })).toBe(
      '?c%5B%5D=pages&c%5B%5D=blog_posts&t%5B%5D=seo_title&limit=4',
    );
    expect(queryString({ draft: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('is read back with each bracketed array under its own name, one value or many', () => {
    const search = new URLSearchParams(queryString({ c: ['pages'], id: ['faq', 'privacy'], limit: 4 }));
    const asHonoReadsIt = Object.fromEntries(
      [...new Set(search.keys())].map((key) => {
        const values = search.getAll(key);
        return [key, values.length === 1 ? values[0]! : values];
      }),
    );
    expect(listed(asHonoReadsIt)).toEqual({ c: ['pages'], id: ['faq', 'privacy'], limit: '4' });
  });
});
