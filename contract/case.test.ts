import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamel, toSnake } from './case';

describe('case conversion', () => {
  it('converts single keys both ways', () => {
    expect(toCamel('available_funds')).toBe('availableFunds');
    expect(toCamel('atv_social_syndicate')).toBe('atvSocialSyndicate');
    expect(toCamel('address_line_2')).toBe('addressLine2');
    expect(toSnake('availableFunds')).toBe('available_funds');
    expect(toSnake('addressLine2')).toBe('address_line2');
    expect(toSnake('already_snake')).toBe('already_snake');
  });

  it('converts names without end correctly (it remembers only so many)', () => {
    for (let round = 0; round < 2; round += 1)
      for (let index = 0; index < 2500; index += 1)
        expect(toCamel(`draw_${index}_no`)).toBe(`draw${index}No`);
    expect(toCamel('available_funds')).toBe('availableFunds');
  });

  it('converts nested objects and arrays, keys only', () => {
    const wire = {
      page_info: { total_pages: 2 },
      result: [{ customer_id: 7, segment_name: 'self_excluded', tags: ['wallet_deposit'] }],
    };
    expect(camelizeKeys(wire)).toEqual({
      pageInfo: { totalPages: 2 },
      result: [{ customerId: 7, segmentName: 'self_excluded', tags: ['wallet_deposit'] }],
    });
    expect(snakeizeKeys({ favouriteNumbers: [[1, 2]], refreshToken: 'a_b' })).toEqual({
      favourite_numbers: [[1, 2]],
      refresh_token: 'a_b',
    });
  });

  it('leaves non-plain values alone', () => {
    const date = new Date(0);
    expect(camelizeKeys({ when_at: date, nothing: null })).toEqual({ whenAt: date, nothing: null });
  });
});
