import { describe, expect, it } from 'vitest';
import { hasConsentCookie } from './consent-cookie';

describe('a saved consent choice', () => {
  it('is found among the cookies, and only with a value', () => {
    expect(hasConsentCookie('a=1; cookie_consent=essential|non_essential; b=2')).toBe(true);
    expect(hasConsentCookie('cookie_consent=essential')).toBe(true);
    expect(hasConsentCookie('cookie_consent=; a=1')).toBe(false);
    expect(hasConsentCookie('my_cookie_consent=essential')).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });
});
