import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CONFIRM_ADDRESS_FAILED,
  DeviceError,
  DISCOVERY_URL_NOT_SET,
  EMAIL_LINK_INVALID,
  GENERIC_ERROR_MESSAGE,
  MISSING_REFRESH_TOKEN,
  SOCIAL_UNAUTHORISED_MESSAGE,
  SOCIAL_UNAUTHORISED_TITLE,
  apiErrorMessage,
  formErrors,
  groupErrors,
  jsonFailureMessage,
  messageTitle,
  isUnanswered,
  recogniseThrown,
  socialNotice,
} from './errors';

describe('a failed social call', () => {
  it('earns the "401 - Something went wrong" notification on a 401 only', () => {
    const notice = socialNotice(
      new ApiError({ status: 401, url: '/api/social/v3/group', message: 'x', kind: 'http' }),
    );
    expect(notice).toEqual({
      code: 'social_unauthorised',
      message: SOCIAL_UNAUTHORISED_MESSAGE,
      level: 'error',
    });
    expect(messageTitle(notice!)).toBe('401 - Something went wrong');
    expect(
      socialNotice(new ApiError({ status: 409, url: '/api/social/v3/group', message: 'x', kind: 'http' })),
    ).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('has the exact texts of spec 1 §8', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong');
    expect(apiErrorMessage(404, '/api/v2/x')).toBe(
      'The API responded with a 404 error when requesting the following url: /api/v2/x',
    );
    expect(jsonFailureMessage('/api/v2/x')).toBe(
      'An error occurred when transforming the API result to JSON for the following url: /api/v2/x',
    );
    expect(MISSING_REFRESH_TOKEN).toBe(
      'Missing authentication tokens when trying to call the /refresh endpoint',
    );
    expect(SOCIAL_UNAUTHORISED_TITLE).toBe('401 - Something went wrong');
    expect(SOCIAL_UNAUTHORISED_MESSAGE).toBe(
      'Sorry, looks like we had some trouble verifying your login details. Please try again.',
    );
    expect(DISCOVERY_URL_NOT_SET).toBe('discovery service url is not set');
    expect(EMAIL_LINK_INVALID).toBe('Email link no longer valid');
    expect(CONFIRM_ADDRESS_FAILED).toBe(
      'Sorry, there was an unexpected error while confirming your address. Please try again later, or contact support.',
    );
  });

  it('titles server messages by code', () => {
    expect(messageTitle({ code: 'deposit_pending', message: 'x' })).toBe('Action Required');
    expect(messageTitle({ code: 'success', message: 'x' })).toBe('Success');
    expect(messageTitle({ code: 'other', message: 'x' })).toBeUndefined();
  });

  it('recognises timeouts (408) and blocked frames (418) from thrown messages', () => {
    for (const message of [
      'timeout of 30000ms exceeded',
      'Network request failed',
      'Load failed',
      'The operation was aborted',
    ]) {
      expect(recogniseThrown(message)).toBe(408);
    }
    expect(recogniseThrown('Blocked a frame with origin "x" from accessing a cross-origin frame')).toBe(418);
    expect(recogniseThrown('Illegal invocation')).toBe(418);
    expect(recogniseThrown('Cannot read properties of undefined')).toBeUndefined();
    // A failed fetch is a network failure, which is reported, not a timeout.
    expect(recogniseThrown('Failed to fetch')).toBeUndefined();
  });

  it('counts a timeout as unanswered, as Safari says "Load failed" of a server it cannot reach', () => {
    const failure = (kind: 'network' | 'timeout' | 'http') =>
      new ApiError({ status: kind === 'http' ? 500 : 408, url: '/api/v2/results', message: 'x', kind });
    expect(isUnanswered(failure('network'))).toBe(true);
    expect(isUnanswered(failure('timeout'))).toBe(true);
    expect(isUnanswered(failure('http'))).toBe(false);
  });

  it('groups field maps, lists and single objects by target with "general" as default', () => {
    expect(
      groupErrors({ email: [{ code: 'invalid', message: 'Bad email' }], password: 'Too short' }),
    ).toEqual({
      email: [{ code: 'invalid', message: 'Bad email', target: 'email' }],
      password: [{ message: 'Too short', target: 'password' }],
    });
    expect(groupErrors([{ message: 'A', target: 'otp' }, { message: 'B' }])).toEqual({
      otp: [{ message: 'A', target: 'otp' }],
      general: [{ message: 'B' }],
    });
    expect(groupErrors({ code: '2fa_incorrect', message: 'Wrong' })).toEqual({
      general: [{ code: '2fa_incorrect', message: 'Wrong' }],
    });
    expect(groupErrors(undefined)).toEqual({});
  });

  it('answers field messages and codes from an ApiError', () => {
    const error = new ApiError({
      status: 422,
      url: '/x',
      message: 'm',
      kind: 'http',
      errors: { email: [{ code: 'taken', message: 'Email in use' }] },
      messages: [{ code: '2fa_required', message: 'Code needed' }],
    });
    expect(error.fieldMessage('email')).toBe('Email in use');
    expect(error.hasCode('taken')).toBe(true);
    expect(error.hasCode('2fa_required')).toBe(true);
    expect(error.hasCode('nope')).toBe(false);
  });
});

describe("a form's errors", () => {
  it("show a device's failure in its own words, and anything else unknown as the generic message", () => {
    expect(formErrors(new DeviceError('Notifications are blocked.'))).toEqual({
      general: 'Notifications are blocked.',
    });
    expect(formErrors(new Error('Registration failed - push service error'))).toEqual({
      general: GENERIC_ERROR_MESSAGE,
    });
  });
});
