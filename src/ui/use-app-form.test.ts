import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api/errors';
import { placeErrors, serverErrors } from './use-app-form';

describe('the form hook', () => {
  it("puts each server message on its field, and what no field of the form names under 'general'", () => {
    expect(
      placeErrors(
        { email: 'taken', password: 'reused', balance: 'withdraw first' },
        ['email', 'newPassword'],
        { password: 'newPassword' },
      ),
    ).toEqual({ email: 'taken', newPassword: 'reused', general: 'withdraw first' });
  });

  it('keeps the first message when several land under general', () => {
    expect(placeErrors({ a: 'first', b: 'second' }, [])).toEqual({ general: 'first' });
  });

  it("reads a call's failure by field, or as the generic message when it is no API error", () => {
    const refused = new ApiError({
      status: 422,
      url: '/x',
      message: 'Please check the highlighted fields.',
      kind: 'http',
      errors: { postcode: [{ message: 'Please enter a valid post code' }] },
    });
    expect(serverErrors(refused)).toEqual({ postcode: 'Please enter a valid post code' });
    expect(serverErrors(new TypeError('boom'))).toEqual({ general: GENERIC_ERROR_MESSAGE });
    expect(serverErrors({ general: 'from the machine' })).toEqual({ general: 'from the machine' });
    expect(serverErrors({})).toBeUndefined();
    expect(serverErrors(null)).toBeUndefined();
  });
});
