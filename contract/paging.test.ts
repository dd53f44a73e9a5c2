import { describe, expect, it } from 'vitest';
import { pageNumber, pageOffset, pagePath, pageSearch, RESULTS_PAGE_SIZE } from './paging';

describe('page numbers in addresses', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['17', 17],
    [3, 3],
  ])('%s is page %i', (raw, page) => {
    expect(pageNumber(raw)).toBe(page);
  });

  it.each(['0', '-1', '1.5', 'abc', '2x', '', ' 2', '9999999', undefined, null, 2.5, -3])(
    '%s is page 1',
    (raw) => {
      expect(pageNumber(raw)).toBe(1);
    },
  );

  it('turns a page into its offset, five results to a page', () => {
    expect(pageOffset(1, RESULTS_PAGE_SIZE)).toBe(0);
    expect(pageOffset(3, RESULTS_PAGE_SIZE)).toBe(10);
  });

  it('reads a list paged by ?page=', () => {
    expect(pageSearch({})).toEqual({});
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(pageSearch({ page: 'x' })).toEqual({ page: 1 });
  });
});

describe('page addresses', () => {
  it('gives page 1 the list address itself and each later page its number', () => {
    const href = pagePath('/lotto-results/raffles');
    expect([1, 2, 12].map(href)).toEqual([
      '/lotto-results/raffles',
      '/lotto-results/raffles/2',
      '/lotto-results/raffles/12',
    ]);
  });
});
