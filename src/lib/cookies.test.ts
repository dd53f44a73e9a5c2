import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES, cookiesToDelete, mayWrite, parseConsent, serialiseConsent } from './cookies';

describe('cookie consent rules', () => {
  it('always includes essential cookies in a consent', () => {
    expect(serialiseConsent([])).toBe('essential');
    expect(serialiseConsent(['non_essential'])).toBe('essential|non_essential');
    expect(parseConsent('essential|non_essential')).toEqual(['essential', 'non_essential']);
    expect(parseConsent('non_essential')).toBeUndefined();
    expect(parseConsent(undefined)).toBeUndefined();
  });

  it('blocks non-essential writes without consent when consent is required', () => {
    expect(mayWrite('generated_anonymous_id', undefined, true)).toBe('blocked');
    expect(mayWrite('generated_anonymous_id', ['essential'], true)).toBe('blocked');
    expect(mayWrite('generated_anonymous_id', ['essential', 'non_essential'], true)).toBe('allowed');
    expect(mayWrite('generated_anonymous_id', undefined, false)).toBe('allowed');
  });

  it('always allows essential cookies and only warns for unlisted ones', () => {
    expect(mayWrite('customer_token', undefined, true)).toBe('allowed');
    expect(mayWrite('cookie_consent', undefined, true)).toBe('allowed');
    expect(mayWrite('__stripe_mid', undefined, true)).toBe('unlisted');
  });

  it('deletes the cookies of refused categories after saving a choice', () => {
    expect(cookiesToDelete(['aff', 'customer_id', 'generated_anonymous_id', 'other'], ['essential'])).toEqual(
      ['aff', 'generated_anonymous_id'],
    );
    expect(cookiesToDelete(['aff', 'customer_id'], ['essential', 'non_essential'])).toEqual([]);
  });

  it('lists every customer cookie of spec 1 §3 as essential', () => {
    for (const name of [
      'customer_token',
      'customer_id',
      'pricing_id',
      'customer_segment_name',
      'web_access_token',
      'web_refresh_token',
      'sv',
    ]) {
      expect(COOKIE_CATEGORIES[name]).toBe('essential');
    }
  });
});
